import { describe, expect, it } from 'vitest'
import {
  ORDER_CACHE_MAX,
  orderRows,
  readOrderCache,
  rowSummary,
  rowsToAsk,
  writeOrderCache
} from '#core/account/order-rows'
import { ORDER_CACHE_KEY, forgetCustomerData } from '#core/passport/session-data'
import { Customer, readableCustomer } from '#core/schemas/customer'
import type { Order } from '#core/schemas/order'

const memory = () => {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k)
  }
}

describe('order rows drawn from the customer record', () => {
  const refs = [
    { _id: 'a', number: 1001, created_at: '2024-08-03T15:20:00.000Z' },
    { _id: 'c', number: 1003, amount: { total: 50 } },
    { _id: 'b', number: 1002 },
    { _id: 'x', created_at: '2025-01-01T00:00:00.000Z' },
    { _id: 'y', created_at: '2026-01-01T00:00:00.000Z' },
    { _id: 'c', number: 1003 }
  ]

  it('are newest first by number, then by date, each id once', () => {
    expect(orderRows(refs, new Map()).map((r) => r.ref._id)).toEqual(['c', 'b', 'a', 'y', 'x'])
    expect(orderRows(undefined, new Map())).toEqual([])
  })

  it("show the record's summary until the order is read, then the order", () => {
    const order: Order = { _id: 'c', number: 1003, amount: { total: 55 }, status: 'open' }
    const [first, second] = orderRows(refs, new Map([['c', order]]))
    expect(rowSummary(first!)).toBe(order)
    expect(rowSummary(second!)).toEqual({ _id: 'b', number: 1002 })
  })

  it('ask in one request from the first row not read nor asked for to the last row drawn', () => {
    const rows = orderRows(refs.slice(0, 3), new Map([['c', { _id: 'c' }]]))
    expect(rows.map((r) => r.ref._id)).toEqual(['c', 'b', 'a'])
    expect(rowsToAsk(rows, new Set())).toEqual({ offset: 1, ids: ['b', 'a'] })
    expect(rowsToAsk(rows, new Set(['b']))).toEqual({ offset: 2, ids: ['a'] })
    expect(rowsToAsk(rows, new Set(['b', 'a']))).toBeNull()
  })
})

describe("the customer record's order summaries", () => {
  it('are kept as given', () => {
    const ref = {
      _id: 'a',
      number: 1,
      created_at: '2024-01-01T00:00:00.000Z',
      status: 'open',
      financial_status: { current: 'paid' },
      amount: { total: 10 }
    }
    expect(Customer.parse({ orders: [ref] }).orders).toEqual([ref])
  })

  it('lose only an odd field, never the list', () => {
    const c = readableCustomer({ orders: [{ _id: 'a', number: 1, created_at: 42, amount: 'x' }] })
    expect(c.orders).toEqual([{ _id: 'a', number: 1 }])
  })
})

describe('orders kept for the session', () => {
  const order = (n: number): Order => ({ _id: `o${n}`, number: n })

  it('come back for the same customer only', () => {
    const s = memory()
    writeOrderCache(s, 'maria', new Map([['o1', order(1)]]))
    expect([...readOrderCache(s, 'maria').keys()]).toEqual(['o1'])
    expect(readOrderCache(s, 'joao').size).toBe(0)
  })

  it('leave out what storage corrupted', () => {
    const s = memory()
    s.setItem(ORDER_CACHE_KEY, '{not json')
    expect(readOrderCache(s, 'maria').size).toBe(0)
    s.setItem(ORDER_CACHE_KEY, JSON.stringify({ customer: 'maria', orders: [{ _id: 'ok' }, { number: 3 }, 'x'] }))
    expect([...readOrderCache(s, 'maria').keys()]).toEqual(['ok'])
    expect(readOrderCache(null, 'maria').size).toBe(0)
  })

  it(`keep the newest ${ORDER_CACHE_MAX}, and a full storage keeps none without throwing`, () => {
    const s = memory()
    const many = new Map(Array.from({ length: ORDER_CACHE_MAX + 5 }, (_, i) => [`o${i}`, order(i)] as const))
    writeOrderCache(s, 'maria', many)
    const kept = readOrderCache(s, 'maria')
    expect(kept.size).toBe(ORDER_CACHE_MAX)
    expect(kept.has('o0')).toBe(false)
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota')
      }
    }
    expect(() => writeOrderCache(full, 'maria', many)).not.toThrow()
  })

  it('are forgotten with the rest of the customer data', () => {
    const s = memory()
    writeOrderCache(s, 'maria', new Map([['o1', order(1)]]))
    forgetCustomerData(s)
    expect(s.data.size).toBe(0)
  })
})
