import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBus } from '#core/bus'
import { listeners } from '#core/page/listeners'
import { createCartStore } from '#core/cart/store'
import { objectId } from '#core/ids'
import { installStorefront } from '#core/page/storefront'
import type { StorefrontStub } from '#core/storefront'

const fire = (topic: string, detail: unknown) => dispatchEvent(new CustomEvent(`ecom:${topic}`, { detail }))

// Every listener a test registers, removed afterwards so window stays clean.
type H = ReturnType<typeof listeners>
const registered: Array<[H, string, (d: never) => void]> = []
const on = (h: H, topic: string, fn: (d: never) => void) => {
  registered.push([h, topic, fn])
  h.on(topic as never, fn as never)
}
afterEach(() => {
  for (const [h, topic, fn] of registered.splice(0)) h.off(topic as never, fn as never)
})

describe('storefront handle: on/off (listeners)', () => {
  it('passes the detail of window ecom:<topic> events to the listener', () => {
    const h = listeners()
    const fn = vi.fn()
    on(h, 'cart:change', fn)
    const detail = { cart: { _id: 'c1' } }
    fire('cart:change', detail)
    fire('cart:save', { other: true })
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith(detail)
    expect(fn.mock.calls[0]?.[0]).toBe(detail)
  })

  it('fires once for a function registered twice on a topic', () => {
    const h = listeners()
    const fn = vi.fn()
    on(h, 'widget:ready', fn)
    on(h, 'widget:ready', fn)
    fire('widget:ready', 1)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('off removes the listener of that topic only', () => {
    const h = listeners()
    const fn = vi.fn()
    on(h, 'cart:change', fn)
    on(h, 'cart:save', fn)
    h.off('cart:change', fn as never)
    fire('cart:change', 'a')
    fire('cart:save', 'b')
    expect(fn.mock.calls).toEqual([['b']])
  })

  it('off after a double registration removes it entirely', () => {
    const h = listeners()
    const fn = vi.fn()
    h.on('cart:change', fn as never)
    h.on('cart:change', fn as never)
    h.off('cart:change', fn as never)
    fire('cart:change', 'a')
    expect(fn).not.toHaveBeenCalled()
  })

  it('off of an unknown function leaves other listeners in place', () => {
    const h = listeners()
    const fn = vi.fn()
    on(h, 'cart:change', fn)
    expect(() => h.off('cart:change', () => {})).not.toThrow()
    fire('cart:change', 'a')
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('can listen again after off', () => {
    const h = listeners()
    const fn = vi.fn()
    h.on('cart:change', fn as never)
    h.off('cart:change', fn as never)
    on(h, 'cart:change', fn)
    fire('cart:change', 'x')
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('hears what the bus emits inside the suite', () => {
    const h = listeners()
    const fn = vi.fn()
    on(h, 'search:results', fn)
    createBus(window).emit('search:results', { term: 'shoe', total: 3 })
    expect(fn).toHaveBeenCalledWith({ term: 'shoe', total: 3 })
  })
})

describe('installStorefront: the runtime completes the loader stub', () => {
  const deps = () => ({
    settings: { lang: 'pt_br' } as never,
    cart: createCartStore({ bus: createBus(window), storage: null, newId: objectId }),
    passport: () => undefined,
    overlay: { show: () => {}, hide: () => {} },
    addProduct: vi.fn(async () => null)
  })

  it('replays the on/off calls queued before it arrived, on the same object', () => {
    const fn = vi.fn()
    const gone = vi.fn()
    const stub: StorefrontStub & { theme?: number } = {
      theme: 1,
      q: [
        ['on', ['cart:change', fn]],
        ['on', ['cart:save', gone]],
        ['off', ['cart:save', gone]]
      ]
    }
    const h = installStorefront(deps(), stub)
    expect(h).toBe(stub)
    expect((h as unknown as { theme: number }).theme).toBe(1)
    expect('q' in h).toBe(false)
    fire('cart:change', 'x')
    fire('cart:save', 'y')
    expect(fn).toHaveBeenCalledWith('x')
    expect(gone).not.toHaveBeenCalled()
    h.off('cart:change', fn as never)
  })

  it("keeps the loader's ready() (which loads the runtime and the session chunk)", () => {
    const ready = vi.fn()
    const h = installStorefront(deps(), { ready })
    expect(h.ready).toBe(ready)
  })

  it('exposes the versions, and cart.fixItem takes the line or its id', () => {
    const h = installStorefront(deps())
    expect(h.templateVersion).toBe('2.0.0-beta.270')
    expect(h.version).toMatch(/^\d+\.\d+\.\d+/)
    const item = h.cart.addItem({ product_id: 'p1', price: 10, quantity: 0 })
    expect(item).not.toBeNull()
    expect(h.cart.fixItem(item!)).toEqual(h.cart.fixItem(item!._id))
  })

  it('cart.on scopes the topic to cart:', () => {
    const h = installStorefront(deps())
    const fn = vi.fn()
    h.cart.on('save', fn)
    fire('cart:save', 'z')
    h.cart.off('save', fn)
    fire('cart:save', 'w')
    expect(fn.mock.calls).toEqual([['z']])
  })
})

describe('storefront handle: unsubscribe and frozen snapshots', () => {
  const deps = () => ({
    settings: { lang: 'pt_br' } as never,
    cart: createCartStore({ bus: createBus(window), storage: null, newId: objectId }),
    passport: () => undefined,
    overlay: { show: () => {}, hide: () => {} },
    addProduct: vi.fn(async () => null)
  })

  it('on returns the function that stops that listener, as consent.on does', () => {
    const h = listeners()
    const fn = vi.fn()
    const stop = h.on('consent:change', fn as never)
    fire('consent:change', 'a')
    stop()
    fire('consent:change', 'b')
    expect(fn.mock.calls).toEqual([['a']])
  })

  it("cart.on returns its unsubscribe too, and hears the cart's own events", () => {
    const sf = installStorefront(deps())
    const fn = vi.fn()
    const stop = sf.cart.on('change', fn)
    sf.cart.addItem({ product_id: 'p1', quantity: 1, price: 10 })
    stop()
    sf.cart.addItem({ product_id: 'p2', quantity: 1, price: 10 })
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('cart.data is frozen all the way down: pushing into it throws and changes nothing', () => {
    // Test modules are strict (ES modules): a write to a frozen object throws.
    const sf = installStorefront(deps())
    sf.cart.addItem({ product_id: 'p1', quantity: 1, price: 10 })
    const changed = vi.fn()
    const stop = sf.cart.on('change', changed)
    const data = sf.cart.data as unknown as { items: unknown[]; subtotal: number; items0?: unknown }
    expect(() => data.items.push({ product_id: 'p2' })).toThrow(TypeError)
    expect(() => {
      data.subtotal = 0
    }).toThrow(TypeError)
    expect(() => {
      ;(data.items[0] as { quantity: number }).quantity = 9
    }).toThrow(TypeError)
    stop()
    expect(sf.cart.data.items).toHaveLength(1)
    expect(sf.cart.data.items[0]?.quantity).toBe(1)
    expect(sf.cart.data.subtotal).toBe(10)
    expect(changed).not.toHaveBeenCalled()
  })

  it("an event's cart is the same frozen snapshot", () => {
    const sf = installStorefront(deps())
    let seen: unknown
    const stop = sf.on('cart:addItem', ({ cart }) => {
      seen = cart
    })
    sf.cart.addItem({ product_id: 'p1', quantity: 1, price: 10 })
    stop()
    expect(seen).toBe(sf.cart.data)
    expect(Object.isFrozen((seen as { items: unknown[] }).items)).toBe(true)
  })
})
