// @vitest-environment node
// The recorder keeps the contract check cheap and bounded: an exchange only when it shows a field its kind has not
// shown yet, at most MAX_PER_KIND per kind, only the kinds the contract knows, and a refused request without its error answer.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  createContractRecorder,
  MAX_PER_KIND,
  fieldsOf,
  payloadKind
} from '../../../../demo-theme/platform/contract-recorder.mjs'

const lines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))

describe('contract recorder', () => {
  it('names the payload kinds by API, method and path', () => {
    expect(payloadKind('modules', 'POST', '/@checkout.json')).toBe('@checkout')
    expect(payloadKind('store', 'GET', '/products/abc.json')).toBe('product')
    expect(payloadKind('search', 'POST', '/items.json')).toBe('search')
    expect(payloadKind('store-cache', 'GET', '/grids.json')).toBe('grids-list')
    expect(payloadKind('passport', 'GET', '/1011/api/me.json')).toBe('customer')
    expect(payloadKind('passport', 'PATCH', '/1011/customers/abc.json')).toBe('customer-patch')
    expect(payloadKind('passport', 'GET', '/1011/api/orders/abc.json')).toBe('order')
    expect(payloadKind('gateway', 'POST', '/tokens.json')).toBeNull()
  })

  it('keeps an exchange only for a field not shown yet, caps each kind, and keeps no error answer', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'rec-')), 'server.jsonl')
    const rec = createContractRecorder(file)!
    const ask = (request: unknown, response: unknown, status = 200) =>
      rec.record({
        api: 'modules',
        method: 'POST',
        path: '/list_payments.json',
        status,
        request: JSON.stringify(request),
        response
      })
    ask({ amount: { total: 1 } }, { result: [] })
    ask({ amount: { total: 2 } }, { result: [] })
    ask({ amount: { total: 3 } }, { error: 'x' }, 400)
    expect(lines(file).map((l) => [l.status, 'response' in l])).toEqual([
      [200, true],
      [400, false]
    ])
    for (let i = 0; i < MAX_PER_KIND + 5; i++) ask({ [`k${i}`]: 1 }, { result: [] })
    expect(lines(file)).toHaveLength(MAX_PER_KIND)
    expect(createContractRecorder(undefined)).toBeNull()
  })

  it("records nothing another storefront's client exchanged (the platform's own checkout app)", () => {
    const file = join(mkdtempSync(join(tmpdir(), 'rec-')), 'server.jsonl')
    const rec = createContractRecorder(file)!
    const exchange = { api: 'modules', method: 'POST', path: '/@checkout.json', status: 200, request: '{"items":[]}' }
    rec.record({ ...exchange, response: { order: {} }, from: 'other-storefront' })
    rec.record({ ...exchange, response: { order: {} }, from: 'browser' })
    expect(lines(file).map((l) => l.from)).toEqual(['browser'])
  })

  it('lists the fields a value shows, every array element merged', () => {
    expect([...fieldsOf({ b: [1, { x: 2 }], a: { c: 'x' } })].sort()).toEqual(
      [':object', '.a:object', '.a.c:string', '.b:array', '.b[]:number', '.b[]:object', '.b[].x:number'].sort()
    )
    expect([...fieldsOf({ a: null })]).toEqual([':object', '.a:null'])
  })
})
