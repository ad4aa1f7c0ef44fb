// @vitest-environment node
// Search is core code: no DOM, so the plain node environment is enough (and faster).
import { describe, expect, it, vi } from 'vitest'
import { createHistory, type HistoryStorage } from '#core/search/history'
import { HISTORY_MAX } from '#core/search/constants'

function memoryStorage(initial: Record<string, string> = {}): HistoryStorage & { data: Record<string, string> } {
  const data = { ...initial }
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value
    }
  }
}

describe('createHistory', () => {
  it('keeps terms that found something, newest first, stored joined by ||', () => {
    const storage = memoryStorage()
    const history = createHistory(storage)
    history.add('camiseta', 10)
    history.add('  tênis  ', 3)
    expect(history.list()).toEqual(['tênis', 'camiseta'])
    expect(storage.data.ecomSeachHistory).toBe('tênis||camiseta')
  })

  it('ignores terms without results and blank terms', () => {
    const history = createHistory(memoryStorage())
    history.add('nada', 0)
    history.add('nada', -1)
    history.add('nada', NaN)
    history.add('   ', 5)
    expect(history.list()).toEqual([])
  })

  it('de-duplicates case-insensitively, moving the term to the front with its new spelling', () => {
    const history = createHistory(memoryStorage())
    history.add('Azul', 1)
    history.add('verde', 1)
    history.add('azul ', 1)
    expect(history.list()).toEqual(['azul', 'verde'])
  })

  it('keeps 20 terms, in storage and in memory', () => {
    const storage = memoryStorage()
    const history = createHistory(storage)
    for (let i = 0; i < 30; i++) history.add(`t${i}`, 1)
    expect(history.list()).toHaveLength(HISTORY_MAX)
    expect(history.list()[0]).toBe('t29')
    expect(storage.data.ecomSeachHistory?.split('||')).toHaveLength(20)
  })

  it('reads what is stored, cleaning duplicates, blanks and excess', () => {
    const stored = ['a', 'A', '', '  b ', ...Array.from({ length: 40 }, (_, i) => `x${i}`)].join('||')
    const history = createHistory(memoryStorage({ ecomSeachHistory: stored }))
    expect(history.list().slice(0, 3)).toEqual(['a', 'b', 'x0'])
    expect(history.list()).toHaveLength(20)
  })

  it('a term holding the separator cannot split into two', () => {
    const storage = memoryStorage()
    createHistory(storage).add('a||b', 1)
    expect(createHistory(storage).list()).toEqual(['a b'])
  })

  it('uses a custom key and clears', () => {
    const storage = memoryStorage()
    const history = createHistory(storage, 'k')
    history.add('x', 1)
    expect(storage.data.k).toBe('x')
    history.clear()
    expect(history.list()).toEqual([])
    expect(createHistory(storage, 'k').list()).toEqual([])
  })

  it('list() returns a copy', () => {
    const history = createHistory(null)
    history.add('x', 1)
    history.list().push('y')
    expect(history.list()).toEqual(['x'])
  })

  it('works without storage', () => {
    const history = createHistory(null)
    history.add('x', 1)
    expect(history.list()).toEqual(['x'])
  })

  it('never throws when storage throws (disabled, quota)', () => {
    const broken: HistoryStorage = {
      getItem: vi.fn(() => {
        throw new DOMException('denied', 'SecurityError')
      }),
      setItem: vi.fn(() => {
        throw new DOMException('full', 'QuotaExceededError')
      })
    }
    const history = createHistory(broken)
    expect(history.list()).toEqual([])
    expect(() => history.add('x', 1)).not.toThrow()
    expect(history.list()).toEqual(['x'])
    expect(() => history.clear()).not.toThrow()
  })

  it('never throws on a corrupt stored value', () => {
    const odd = { getItem: () => 42 as unknown as string, setItem: () => {} }
    expect(createHistory(odd).list()).toEqual([])
  })
})
