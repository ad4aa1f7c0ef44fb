import { describe, expect, it, vi } from 'vitest'
import { fetchOrderList, listQuery, listedOrders, ROW_FIELDS } from '#core/passport/order-list'

describe('the passport order list', () => {
  it('asks for subscriptions by their recurrence transaction, and rows by their fields, newest first', () => {
    expect(listQuery({ subscriptions: true })).toEqual({ 'transactions.type': 'recurrence', sort: '-number' })
    expect(listQuery({ fields: ROW_FIELDS, offset: 10, limit: 10 })).toEqual({
      fields: `_id,${ROW_FIELDS.join(',')}`,
      sort: '-number',
      offset: 10,
      limit: 10
    })
  })

  it('keeps the orders the customer record lists', () => {
    expect(listedOrders([{ _id: 'a' }, { _id: 'b' }], [{ _id: 'b' }]).map((o) => o._id)).toEqual(['b'])
    expect(listedOrders([{ _id: 'a' }], undefined)).toEqual([])
  })

  it('is one passport request with the credentials; an entry that is not an order is left out', async () => {
    const passport = vi.fn(async () => ({ result: [{ _id: 'a', number: 2 }, { number: 'x' }] }))
    const auth = { id: 'c1', token: 't' }
    const ctx = { api: { passport, store: vi.fn() }, passport: { credentials: () => auth } } as any
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await fetchOrderList(ctx, { subscriptions: true })).toEqual([{ _id: 'a', number: 2 }])
    expect(passport).toHaveBeenCalledTimes(1)
    expect(passport).toHaveBeenCalledWith(
      'api/orders.json',
      expect.objectContaining({ auth, query: listQuery({ subscriptions: true }) })
    )
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })
})
