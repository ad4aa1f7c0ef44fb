// The contract check can fail: a payload with a field of the wrong type or a field the published type lacks is a
// mismatch named by kind, direction and field; a listed drift is tolerated; a drift that went away fails its kind.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { applyExceptions, generate, judge, parseTsc } from '../../contract/payloads.mjs'

const root = join(import.meta.dirname, '../../..')

/** Runs the real tsc on the generated file, as check.mjs does. */
function check(payloads: { kind: string; direction: 'request' | 'response'; value: unknown }[]) {
  mkdirSync(join(root, 'test-results'), { recursive: true })
  const dir = mkdtempSync(join(root, 'test-results', 'contract-unit-'))
  const { source, lines } = generate(payloads, join(root, 'tests/contract/contract-types'))
  writeFileSync(join(dir, 'payloads.ts'), source)
  const options = { strict: true, noEmit: true, skipLibCheck: true, module: 'ESNext', moduleResolution: 'bundler' }
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { ...options, types: [] }, files: ['payloads.ts'] })
  )
  const tsc = spawnSync(join(root, 'node_modules/.bin/tsc'), ['-p', dir, '--pretty', 'false'], { encoding: 'utf8' })
  // A tsc that did not run (killed, not spawned) must read as that, not as payloads that fit.
  expect(tsc.error ?? tsc.signal ?? 'ran').toBe('ran')
  const out = parseTsc(tsc.stdout + tsc.stderr, lines, payloads, 'payloads.ts')
  expect(out.mismatches.length > 0 ? 1 : 0, tsc.stdout + tsc.stderr).toBe(tsc.status)
  return out
}

const item = { product_id: '5b1abe30a4d4531b8fe40725', quantity: 1, price: 10 }
const params = { items: [item], amount: { total: 10, subtotal: 10 } }

describe('contract check', () => {
  it('passes a payload that fits the published type (ids as plain strings)', () => {
    const { mismatches, unplaced } = check([{ kind: 'list_payments', direction: 'request', value: params }])
    expect(unplaced).toEqual([])
    expect(mismatches).toEqual([])
  }, 30_000)

  it('fails a wrong field type and an extra field, naming kind, direction and field', () => {
    const wrong = { ...params, items: [{ ...item, quantity: '1' }] }
    const extra = { ...params, items: [{ ...item, slug: 'caneca' }] }
    const { mismatches } = check([
      { kind: 'list_payments', direction: 'request', value: wrong },
      { kind: 'apply_discount', direction: 'request', value: extra }
    ])
    expect(mismatches.map(({ kind, direction, field, code }) => ({ kind, direction, field, code }))).toEqual([
      { kind: 'list_payments', direction: 'request', field: 'items[].quantity', code: 'type' },
      { kind: 'apply_discount', direction: 'request', field: 'items[].slug', code: 'extra' }
    ])
  }, 30_000)

  it('names a missing required field under its parent', () => {
    const { mismatches } = check([{ kind: 'calculate_shipping', direction: 'request', value: { to: { city: 'X' } } }])
    expect(mismatches.map((m) => [m.field, m.code])).toEqual([['to.zip', 'missing']])
  }, 30_000)

  it('tolerates listed drift, fails new mismatches and drift that no longer occurs', () => {
    const m = { kind: 'search', direction: 'response', field: 'a', code: 'extra', message: 'x' }
    const listed = [
      { kind: 'search', direction: 'response', field: 'a', code: 'extra' },
      { kind: 'search', direction: 'response', field: 'gone', code: 'type' }
    ]
    const [search, cart] = judge(['search', 'cart'], new Set(['search']), [m], listed)
    expect(search?.ok).toBe(false)
    expect(search?.problems).toEqual([expect.stringContaining('no longer occurs')])
    expect(search?.known).toHaveLength(1)
    expect(cart?.problems).toEqual(['no payload recorded'])
    const [partial] = judge(['search'], new Set(['search']), [m], listed, { partial: true })
    expect(partial?.ok).toBe(true)
  })

  it('drops an allowed extra field and unwraps an allowed wrapper before checking', () => {
    const answer = { hits: { hits: [{ _id: '1', _index: 'products', _source: { sku: 'A' } }] } }
    const out = applyExceptions(answer, [
      { field: 'hits.hits[]._index', action: 'extra' },
      { field: 'hits.hits[]._source', action: 'unwrap' }
    ])
    expect(out).toEqual({ hits: { hits: [{ _id: '1', sku: 'A' }] } })
    expect(answer.hits.hits[0]?._index).toBe('products')
    const scored = { hits: { max_score: 1.5 } }
    expect(
      applyExceptions(scored, [
        { field: 'hits.max_score', action: 'replace', value: null },
        { field: 'aggregations', action: 'default', value: {} }
      ])
    ).toEqual({ hits: { max_score: null }, aggregations: {} })
  })
})
