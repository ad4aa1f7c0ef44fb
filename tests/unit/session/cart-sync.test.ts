import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBus } from '../../../core/bus'
import { cartPayload, signature, startCartSync } from '../../../core/passport/cart-sync'
import type { Cart } from '../../../core/schemas/cart'
import { answer, fakeApi, httpError, MARIA, setup } from './support'

const line = (id: string, extra: Record<string, unknown> = {}) =>
  ({ _id: id, product_id: 'a'.repeat(24), quantity: 1, price: 10, updated_at: 5, ...extra })
const cartOf = (...items: ReturnType<typeof line>[]): Cart => ({ _id: 'c'.repeat(24), items, subtotal: items.length * 10 })

describe('cart sync with the platform', () => {
  beforeEach(() => { vi.useFakeTimers() })
  afterEach(() => { vi.useRealTimers() })

  it('sends real lines only, without local bookkeeping', () => {
    const cart = cartOf(line('1', { picture: { normal: { url: 'x' } } }), line('2', { flags: ['freebie', '__tmp'] }), line('3', { quantity: 0 }))
    expect(cartPayload(cart)).toEqual({ items: [{ _id: '1', product_id: 'a'.repeat(24), quantity: 1, price: 10 }] })
    expect(signature('abc')).toBe(signature('abc'))
    expect(signature('abc')).not.toBe(signature('abd'))
  })

  function start(level: number | null) {
    const s = setup()
    if (level) s.passport.setSession(answer(level))
    const bus = createBus(new EventTarget())
    const api = fakeApi()
    const cart = { data: cartOf(line('1')) }
    const sync = startCartSync({ cart, passport: s.passport, api, bus, delay: 1000 })
    return { ...s, api, cart, bus, sync }
  }

  it('does nothing for a visitor or a customer who is not authorized', async () => {
    for (const level of [null, 1]) {
      const { api, bus, sync } = start(level)
      bus.emit('cart:change', { cart: cartOf() })
      await vi.advanceTimersByTimeAsync(2000)
      await sync.flush()
      expect(api.store).not.toHaveBeenCalled()
    }
  })

  it('creates the platform cart once, then patches it on changes, skipping unchanged carts', async () => {
    const { api, bus, cart, passport } = start(2)
    api.store.mockResolvedValueOnce({ _id: 'd'.repeat(24) })
    await vi.advanceTimersByTimeAsync(1000)
    const auth = { id: MARIA, token: 'tok' }
    expect(api.store).toHaveBeenCalledWith('carts', { method: 'POST', body: cartPayload(cart.data), auth })
    expect(passport.getSession().cart_id).toBe('d'.repeat(24))

    bus.emit('cart:change', { cart: cart.data })
    await vi.advanceTimersByTimeAsync(1000)
    expect(api.store).toHaveBeenCalledTimes(1) // same content: nothing sent

    cart.data = cartOf(line('1'), line('2'))
    api.store.mockResolvedValueOnce(undefined)
    bus.emit('cart:change', { cart: cart.data })
    bus.emit('cart:change', { cart: cart.data })
    await vi.advanceTimersByTimeAsync(1000)
    expect(api.store).toHaveBeenCalledTimes(2)
    expect(api.store).toHaveBeenLastCalledWith(`carts/${'d'.repeat(24)}`, { method: 'PATCH', body: cartPayload(cart.data), auth })
  })

  it('starts a new platform cart when the remembered one is gone', async () => {
    const { api, passport, sync } = start(2)
    passport.updateSession({ cart_id: 'e'.repeat(24) })
    api.store.mockRejectedValueOnce(httpError(404)).mockResolvedValueOnce({ _id: 'f'.repeat(24) })
    await sync.flush()
    expect(api.store.mock.calls.map((c) => c[1].method)).toEqual(['PATCH', 'POST'])
    expect(passport.getSession().cart_id).toBe('f'.repeat(24))
  })

  it('keeps working after a failed sync, and refuses an unreadable cart id', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { api, passport, sync } = start(2)
    api.store.mockResolvedValueOnce({ _id: '../x' })
    await sync.flush()
    expect(passport.getSession().cart_id).toBeUndefined()
    expect(warn).toHaveBeenCalled()
    api.store.mockResolvedValueOnce({ _id: 'd'.repeat(24) })
    await sync.flush()
    expect(passport.getSession().cart_id).toBe('d'.repeat(24))
    sync.stop()
  })
})
