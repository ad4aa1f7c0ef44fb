import { describe, expect, it, vi } from 'vitest'
import { fetchOrderList, ROW_FIELDS } from '#core/passport/order-list'
import { listQuery } from '#core/passport/order-list-ask'

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

  it('fails on an answer that is no list, rather than saying there are no orders', async () => {
    const ctx = { api: { passport: vi.fn(async () => ({ error: 'x' })) }, passport: { credentials: () => ({}) } } as any
    await expect(fetchOrderList(ctx, {})).rejects.toThrow()
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
