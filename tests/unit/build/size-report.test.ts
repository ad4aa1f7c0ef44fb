import { describe, expect, it } from 'vitest'
import { compare, markdown, printable, tooTight } from '../../../scripts/size-report.mjs'

describe('size lines', () => {
  const budgets = { loader: 1664, chunk: 8192, 'chunk:product': 6336 }

  it('breaks a line over its own ceiling, or over its kind’s when it has none', () => {
    const r = compare({ loader: 1700, 'chunk:product': 6000, 'chunk:new': 9000, lazy: 99999 }, budgets, {})
    expect(r.broken.map((x) => x.name)).toEqual(['loader', 'chunk:new'])
  })

  it('breaks a line under its ceiling that leaves less than 5 % room', () => {
    // 1664 / 1.05 = 1584.8: 1584 B keeps its 5 %, 1585 B does not.
    expect(compare({ loader: 1584 }, budgets, {}).broken).toEqual([])
    expect(compare({ loader: 1585 }, budgets, {}).broken.map((x) => x.name)).toEqual(['loader'])
    expect(tooTight(100, 105)).toBe(false)
    expect(tooTight(100, 104)).toBe(true)
  })

  it('prints each line’s change against the last commit, new and gone lines included', () => {
    const r = compare({ loader: 1500, 'chunk:product': 6000 }, budgets, { loader: 1481, 'chunk:old': 10 })
    const text = printable(r)
    expect(text).toMatch(/loader\s+1500\s+1664\s+10 %\s+\+19/)
    expect(text).toMatch(/chunk:product\s+6000\s+6336\s+5 %\s+new/)
    expect(text).toMatch(/chunk:old\s+gone/)
    expect(compare({ loader: 1500 }, budgets, { loader: 1581 }).rows[0]!.change).toBe(-81)
  })

  it('writes the docs table with each line’s headroom and the page ceilings', () => {
    const table = markdown(compare({ loader: 1600 }, budgets, {}), {
      $comment: 'x',
      home: { before: 59840, files: 12, after: 65408 },
      cart: { after: 59712 }
    })
    expect(table).toContain('| `loader` | 1600 | 1664 | 4 % |')
    expect(table).toContain('| home | 58.4 before scroll (12 files), 63.9 after |')
    expect(table).toContain('| cart | 58.3 after |')
    expect(table).not.toContain('$comment')
  })
})
