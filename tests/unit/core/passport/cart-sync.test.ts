import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBus } from '#core/bus'
import { cartPayload, MAX_RECREATIONS, signature, startCartSync, tabLock } from '#core/passport/cart-sync'
import type { Cart } from '#core/schemas/cart'
import { answer, fakeApi, httpError, MARIA, setup } from './support'

const line = (id: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  product_id: 'a'.repeat(24),
  quantity: 1,
  price: 10,
  updated_at: 5,
  ...extra
})
const cartOf = (...items: ReturnType<typeof line>[]): Cart => ({
  _id: 'c'.repeat(24),
  items,
  subtotal: items.length * 10
})

describe('cart sync with the platform', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    document.cookie = 'ecomPassportClient=; Max-Age=0; Path=/'
    localStorage.clear()
    Reflect.deleteProperty(navigator, 'locks')
  })

  it('sends real lines only, without local bookkeeping', () => {
    const cart = cartOf(
      line('1', { picture: { normal: { url: 'x' } } }),
      line('2', { flags: ['freebie', '__tmp'] }),
      line('3', { quantity: 0 })
    )
    expect(cartPayload(cart)).toEqual({ items: [{ _id: '1', product_id: 'a'.repeat(24), quantity: 1, price: 10 }] })
    expect(signature('abc')).toBe(signature('abc'))
    expect(signature('abc')).not.toBe(signature('abd'))
  })

  /** One tab of the page: the session cookie (document.cookie) and localStorage are the ones all tabs share. */
  function start(level: number | null) {
    const s = setup({ doc: document })
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
    expect(api.store).toHaveBeenLastCalledWith(`carts/${'d'.repeat(24)}`, {
      method: 'PATCH',
      body: cartPayload(cart.data),
      auth
    })
  })

  it('starts a new platform cart when the remembered one is gone', async () => {
    const { api, passport, sync } = start(2)
    passport.updateSession({ cart_id: 'e'.repeat(24) })
    api.store.mockRejectedValueOnce(httpError(404)).mockResolvedValueOnce({ _id: 'f'.repeat(24) })
    await sync.flush()
    expect(api.store.mock.calls.map((c) => c[1].method)).toEqual(['PATCH', 'POST'])
    expect(passport.getSession().cart_id).toBe('f'.repeat(24))
  })

  it('re-creates the platform cart after any 4xx on PATCH, at most MAX_RECREATIONS times per page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { api, passport, sync, cart } = start(2)
    passport.updateSession({ cart_id: 'e'.repeat(24) })
    api.store.mockRejectedValueOnce(httpError(400)).mockResolvedValueOnce({ _id: 'f'.repeat(24) })
    await sync.flush()
    expect(api.store.mock.calls.map((c) => c[1].method)).toEqual(['PATCH', 'POST'])
    expect(passport.getSession().cart_id).toBe('f'.repeat(24))
    // A platform that refuses every PATCH: each change re-creates, until the limit; then only a warning, no loop.
    api.store.mockReset()
    api.store.mockImplementation(async (_path: string, init: { method: string }) => {
      if (init.method === 'PATCH') throw httpError(422)
      return { _id: 'g'.repeat(24) }
    })
    for (let n = 2; n <= MAX_RECREATIONS + 2; n++) {
      cart.data = cartOf(...Array.from({ length: n }, (_, i) => line(String(i))))
      await sync.flush()
    }
    const methods = api.store.mock.calls.map((c) => c[1].method)
    expect(methods.filter((m) => m === 'POST')).toHaveLength(MAX_RECREATIONS - 1)
    expect(methods.filter((m) => m === 'PATCH')).toHaveLength(MAX_RECREATIONS + 1)
    expect(warn.mock.calls.some((c) => String(c[0]).includes('not re-created again'))).toBe(true)
    warn.mockRestore()
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

  describe('two tabs of the same login', () => {
    const D = 'd'.repeat(24)
    /** Tab 1 logs in; tab 2 then reads the same cookie (as it does after the storage event). */
    function twoTabs() {
      const one = start(2)
      const two = start(null)
      expect(two.passport.checkAuthorization()).toBe(true)
      let created!: (v: unknown) => void
      one.api.store.mockImplementationOnce(
        () =>
          new Promise((r) => {
            created = r
          })
      )
      return { one, two, created: (v: unknown) => created(v) }
    }

    it('creates one platform cart under a localStorage lease; the other tab adopts its id', async () => {
      const { one, two, created } = twoTabs()
      two.cart.data = cartOf(line('1'), line('2')) // this tab's cart has moved on: it patches the adopted cart
      two.api.store.mockResolvedValue(undefined)
      await vi.advanceTimersByTimeAsync(1500)
      expect(one.api.store).toHaveBeenCalledTimes(1)
      expect(two.api.store).not.toHaveBeenCalled() // waiting for the lease
      created({ _id: D })
      await vi.advanceTimersByTimeAsync(1200)
      expect(one.passport.getSession().cart_id).toBe(D)
      expect(two.passport.getSession().cart_id).toBe(D)
      expect(two.api.store.mock.calls).toEqual([
        [`carts/${D}`, { method: 'PATCH', body: cartPayload(two.cart.data), auth: { id: MARIA, token: 'tok' } }]
      ])
      expect(localStorage.getItem('vitrine-cart')).toBeNull()
    })

    it('uses Web Locks when there are some, and sends nothing for a cart the other tab already sent', async () => {
      let held: Promise<unknown> = Promise.resolve()
      const locks = { request: vi.fn((_name: string, fn: () => Promise<unknown>) => (held = held.then(fn, fn))) }
      Object.defineProperty(navigator, 'locks', { value: locks, configurable: true })
      const { one, two, created } = twoTabs()
      await vi.advanceTimersByTimeAsync(1500)
      expect(locks.request).toHaveBeenCalledTimes(2)
      created({ _id: D })
      await vi.advanceTimersByTimeAsync(1200)
      expect(two.passport.getSession().cart_id).toBe(D)
      expect(one.api.store).toHaveBeenCalledTimes(1)
      expect(two.api.store).not.toHaveBeenCalled()
    })

    it('does not adopt a cart id of someone else left in the cookie', async () => {
      const { api, passport, sync } = start(2)
      const other = { ...passport.getSession(), auth: { id: 'e'.repeat(24), level: 2 }, cart_id: D }
      document.cookie = `ecomPassportClient=${encodeURIComponent(JSON.stringify(other))}; Path=/`
      api.store.mockResolvedValueOnce({ _id: 'f'.repeat(24) })
      await sync.flush()
      expect(api.store.mock.calls.map((c) => c[1].method)).toEqual(['POST'])
      expect(passport.getSession().cart_id).not.toBe(D)
      // The cookie is that other login's now (a tab logged in as someone else): this tab writes nothing over it, and
      // follows that login when its storage event comes.
      expect(decodeURIComponent(document.cookie)).toContain('e'.repeat(24))
    })
  })

  it('waits while another tab holds the lease (until it is freed or expires)', async () => {
    localStorage.setItem('vitrine-cart', String(Date.now() + 5000))
    const fn = vi.fn(async () => 'done')
    const run = tabLock(fn)
    await vi.advanceTimersByTimeAsync(4000)
    expect(fn).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1100)
    expect(await run).toBe('done')
    expect(localStorage.getItem('vitrine-cart')).toBeNull()
    localStorage.setItem('vitrine-cart', String(Date.now() + 5000))
    const next = tabLock(fn)
    localStorage.removeItem('vitrine-cart') // the other tab is done early
    await vi.advanceTimersByTimeAsync(100)
    expect(await next).toBe('done')
  })
})
