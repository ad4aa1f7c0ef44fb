import { describe, expect, it } from 'vitest'
import {
  fetchOrder,
  fetchOrders,
  ORDERS_COUNT,
  ORDERS_OFFSET,
  pageOrderRefs,
  sortByNumberDesc
} from '#core/passport/orders'
import { answer, context, httpError, MARIA, setup } from './support'

const refs = (n: number) => Array.from({ length: n }, (_, i) => ({ _id: `o${i + 1}`, number: 1000 + i + 1 }))

describe('orders', () => {
  it('sorts by number, newest first, records without a number last', () => {
    expect(sortByNumberDesc([{ number: 2 }, {}, { number: 9 }, { number: 5 }]).map((o) => o.number)).toEqual([
      9,
      5,
      2,
      undefined
    ])
  })

  it('pages with offset 0 and count 10 by default', () => {
    expect([ORDERS_OFFSET, ORDERS_COUNT]).toEqual([0, 10])
    expect(pageOrderRefs(refs(13)).map((r) => r.number)).toEqual([
      1013, 1012, 1011, 1010, 1009, 1008, 1007, 1006, 1005, 1004
    ])
    expect(pageOrderRefs(refs(13), 10).map((r) => r.number)).toEqual([1003, 1002, 1001])
    expect(pageOrderRefs(refs(13), 2, 2).map((r) => r.number)).toEqual([1011, 1010])
    expect(pageOrderRefs(undefined)).toEqual([])
  })

  it('reads a single order through the authenticated path when authorized, else the public path', async () => {
    const { passport } = setup()
    const ctx = context(passport)
    ctx.api.store.mockResolvedValue({ _id: 'o1', number: 1 })
    await fetchOrder(ctx, 'o1')
    // The public path skips the cache host: a cached copy could show a stale status.
    expect(ctx.api.store.mock.calls[0]).toEqual(['orders/o1', { schema: expect.anything(), cached: false }])
    passport.setSession(answer(2))
    ctx.api.passport.mockResolvedValue({ _id: 'o1', number: 1 })
    await fetchOrder(ctx, 'o/../x')
    expect(ctx.api.passport.mock.calls[0]).toEqual([
      'api/orders/o%2F..%2Fx.json',
      { auth: { id: MARIA, token: 'tok' }, schema: expect.anything() }
    ])
  })

  it('lists only the orders in the customer record, one GET each, newest first', async () => {
    const { passport } = setup()
    await expect(fetchOrders(context(passport))).rejects.toThrow('Unauthenticated, requires login')
    passport.setSession(answer(2, { orders: refs(12) }))
    const ctx = context(passport)
    ctx.api.passport.mockImplementation(async (path: string) => {
      if (path === 'api/orders/o12.json') throw httpError(500)
      const id = path.split('/')[2]!.replace('.json', '')
      return { _id: id, number: 1000 + Number(id.slice(1)) }
    })
    const list = await fetchOrders(ctx)
    expect(ctx.api.passport).toHaveBeenCalledTimes(10)
    // o12 failed and is left out; the other nine of the first page, newest first.
    expect(list.map((o) => o.number)).toEqual([1011, 1010, 1009, 1008, 1007, 1006, 1005, 1004, 1003])
  })
})
