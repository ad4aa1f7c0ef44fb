import { describe, expect, it } from 'vitest'
import { fetchOrder, ORDERS_COUNT } from '#core/passport/orders'
import { answer, context, MARIA, setup } from './support'

describe('orders', () => {
  it('shows ten rows at a time', () => {
    expect(ORDERS_COUNT).toBe(10)
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
})
