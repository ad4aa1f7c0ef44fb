// @vitest-environment node
// The recorder keeps the contract check cheap and bounded: one exchange per payload kind and shape, at most
// MAX_PER_KIND per kind, only the kinds the contract knows, and a refused request without its error answer.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  createContractRecorder,
  MAX_PER_KIND,
  payloadKind,
  shapeOf
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
    expect(payloadKind('passport', 'GET', '/1011/api/me.json')).toBe('customer')
    expect(payloadKind('passport', 'PATCH', '/1011/customers/abc.json')).toBe('customer-patch')
    expect(payloadKind('passport', 'GET', '/1011/api/orders/abc.json')).toBe('order')
    expect(payloadKind('gateway', 'POST', '/tokens.json')).toBeNull()
  })

  it('keeps one exchange per shape, caps each kind, and keeps no error answer', () => {
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

  it('describes a shape by keys and types, arrays by their first elements', () => {
    expect(shapeOf({ b: [1, 2], a: { c: 'x' } })).toBe('{a:{c:string},b:[number]}')
    expect(shapeOf({ a: null })).toBe('{a:null}')
  })
})
