import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBus } from '../../../core/bus'
import { createHandle, type StorefrontHandle } from '../../../loader/handle'

const fire = (topic: string, detail: unknown) => dispatchEvent(new CustomEvent(`ecom:${topic}`, { detail }))

// Every listener a test registers, removed afterwards so window stays clean.
const registered: Array<[StorefrontHandle, string, (d: unknown) => void]> = []
const on = (h: StorefrontHandle, topic: string, fn: (d: unknown) => void) => {
  registered.push([h, topic, fn])
  h.on(topic, fn)
}
afterEach(() => {
  for (const [h, topic, fn] of registered.splice(0)) h.off(topic, fn)
})

describe('storefront handle: on/off', () => {
  it('passes the detail of window ecom:<topic> events to the listener', () => {
    const h = createHandle(async () => {})
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
    const h = createHandle(async () => {})
    const fn = vi.fn()
    on(h, 'widget:ready', fn)
    on(h, 'widget:ready', fn)
    fire('widget:ready', 1)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('off removes the listener of that topic only', () => {
    const h = createHandle(async () => {})
    const fn = vi.fn()
    on(h, 'cart:change', fn)
    on(h, 'cart:save', fn)
    h.off('cart:change', fn)
    fire('cart:change', 'a')
    fire('cart:save', 'b')
    expect(fn.mock.calls).toEqual([['b']])
  })

  it('off after a double registration removes it entirely', () => {
    const h = createHandle(async () => {})
    const fn = vi.fn()
    h.on('cart:change', fn)
    h.on('cart:change', fn)
    h.off('cart:change', fn)
    fire('cart:change', 'a')
    expect(fn).not.toHaveBeenCalled()
  })

  it('off of an unknown function leaves other listeners in place', () => {
    const h = createHandle(async () => {})
    const fn = vi.fn()
    on(h, 'cart:change', fn)
    expect(() => h.off('cart:change', () => {})).not.toThrow()
    fire('cart:change', 'a')
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('can listen again after off', () => {
    const h = createHandle(async () => {})
    const fn = vi.fn()
    h.on('cart:change', fn)
    h.off('cart:change', fn)
    on(h, 'cart:change', fn)
    fire('cart:change', 'x')
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('hears what the bus emits inside the suite', () => {
    const h = createHandle(async () => {})
    const fn = vi.fn()
    on(h, 'search:results', fn)
    createBus(window).emit('search:results', { term: 'shoe', total: 3 })
    expect(fn).toHaveBeenCalledWith({ term: 'shoe', total: 3 })
  })
})

describe('storefront handle: ready()', () => {
  it('does not load the runtime before it is asked for', () => {
    const load = vi.fn(async () => {})
    createHandle(load)
    expect(load).not.toHaveBeenCalled()
  })

  it('loads the runtime once and resolves with the handle itself', async () => {
    let finish!: () => void
    const load = vi.fn(() => new Promise<void>((r) => { finish = r }))
    const h = createHandle(load)
    const first = h.ready()
    const second = h.ready()
    expect(load).toHaveBeenCalledTimes(1)
    let resolved = false
    void first.then(() => { resolved = true })
    await Promise.resolve()
    expect(resolved).toBe(false)
    finish()
    await expect(first).resolves.toBe(h)
    await expect(second).resolves.toBe(h)
    await expect(h.ready()).resolves.toBe(h)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('an early ready() waits for the ready() the runtime installs (which also loads the passport)', async () => {
    const order: string[] = []
    let passportLoaded!: () => void
    const h = createHandle(async () => {
      order.push('runtime')
      h.ready = () => new Promise((r) => { passportLoaded = () => { order.push('passport'); r(h) } })
    })
    const early = h.ready()
    await vi.waitFor(() => expect(order).toEqual(['runtime']))
    let resolved = false
    void early.then(() => { resolved = true })
    await Promise.resolve()
    expect(resolved).toBe(false)
    passportLoaded()
    await expect(early).resolves.toBe(h)
    expect(order).toEqual(['runtime', 'passport'])
  })
})
