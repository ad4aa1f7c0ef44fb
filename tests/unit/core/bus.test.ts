import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBus } from '#core/bus'
import type { Cart } from '#core/schemas/cart'

const cart: Cart = { _id: 'c1', items: [], subtotal: 0 }

const cleanups: Array<() => void> = []
afterEach(() => cleanups.splice(0).forEach((f) => f()))
const listen = (target: EventTarget, type: string) => {
  const seen: Array<{ type: string; detail: unknown }> = []
  const fn = (ev: Event) => seen.push({ type: ev.type, detail: (ev as CustomEvent).detail })
  target.addEventListener(type, fn)
  cleanups.push(() => target.removeEventListener(type, fn))
  return seen
}

describe('createBus', () => {
  it('delivers a payload to the listeners of its topic only', () => {
    const bus = createBus(new EventTarget())
    const change = vi.fn()
    const save = vi.fn()
    bus.on('cart:change', change)
    bus.on('cart:save', save)
    const payload = { cart }
    bus.emit('cart:change', payload)
    expect(change).toHaveBeenCalledTimes(1)
    expect(change.mock.calls[0]?.[0]).toBe(payload)
    expect(save).not.toHaveBeenCalled()
  })

  it('mirrors every emit as a CustomEvent ecom:<topic> carrying the payload as detail', () => {
    const target = new EventTarget()
    const bus = createBus(target)
    const seen = listen(target, 'ecom:cart:change')
    const logout = listen(target, 'ecom:passport:logout')
    const payload = { cart }
    bus.emit('cart:change', payload)
    bus.emit('passport:logout', {})
    expect(seen).toHaveLength(1)
    expect(seen[0]?.detail).toBe(payload)
    expect(logout).toEqual([{ type: 'ecom:passport:logout', detail: {} }])
  })

  it('dispatches on window by default', () => {
    const seen = listen(window, 'ecom:search:results')
    createBus().emit('search:results', { term: 'tenis', total: 12 })
    expect(seen).toEqual([{ type: 'ecom:search:results', detail: { term: 'tenis', total: 12 } }])
  })

  it('off stops the internal listener while the DOM mirror goes on', () => {
    const target = new EventTarget()
    const bus = createBus(target)
    const fn = vi.fn()
    bus.on('cart:clear', fn)
    bus.off('cart:clear', fn)
    const seen = listen(target, 'ecom:cart:clear')
    bus.emit('cart:clear', { cart })
    expect(fn).not.toHaveBeenCalled()
    expect(seen).toHaveLength(1)
  })

  it('keeps buses apart', () => {
    const a = createBus(new EventTarget())
    const b = createBus(new EventTarget())
    const fn = vi.fn()
    a.on('cart:reset', fn)
    b.emit('cart:reset', { cart })
    expect(fn).not.toHaveBeenCalled()
  })

  it('calls internal listeners before the DOM event is dispatched', () => {
    const target = new EventTarget()
    const bus = createBus(target)
    const order: string[] = []
    bus.on('cart:save', () => order.push('bus'))
    target.addEventListener('ecom:cart:save', () => order.push('dom'))
    bus.emit('cart:save', { cart })
    expect(order).toEqual(['bus', 'dom'])
  })
})
