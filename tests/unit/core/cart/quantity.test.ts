import { describe, expect, it } from 'vitest'
import { increaseItemQnt, normalizeQuantity, setItemQnt } from '#core/cart'
import { MAX_LINE_QUANTITY } from '#core/cart/quantity'
import { cartOf, fixedClock, line } from './support'

describe('normalizeQuantity', () => {
  it('never holds more than MAX_LINE_QUANTITY units, with or without a maximum of its own', () => {
    expect(normalizeQuantity({}, 1e308)).toBe(MAX_LINE_QUANTITY)
    expect(normalizeQuantity({ max_quantity: 1e9 }, 1e9)).toBe(MAX_LINE_QUANTITY)
    expect(normalizeQuantity({ max_quantity: 5 }, 1e308)).toBe(5)
    expect(normalizeQuantity({}, MAX_LINE_QUANTITY)).toBe(MAX_LINE_QUANTITY)
  })

  it('keeps a valid whole quantity', () => {
    expect(normalizeQuantity({}, 3)).toBe(3)
    expect(normalizeQuantity({ min_quantity: 2, max_quantity: 5 }, 5)).toBe(5)
  })

  it.each([
    ['a string', '3'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['null', null],
    ['undefined', undefined],
    ['an object', { valueOf: (): number => 3 }]
  ])('sets %s to the minimum', (_label, value) => {
    expect(normalizeQuantity({}, value)).toBe(1)
    expect(normalizeQuantity({ min_quantity: 4 }, value)).toBe(4)
  })

  it('lifts zero and negatives to the minimum (min_quantity, or 1)', () => {
    expect(normalizeQuantity({}, 0)).toBe(1)
    expect(normalizeQuantity({}, -5)).toBe(1)
    expect(normalizeQuantity({ min_quantity: 3 }, 2)).toBe(3)
    expect(normalizeQuantity({ min_quantity: 0 }, 0)).toBe(1)
    expect(normalizeQuantity({ min_quantity: -2 }, -1)).toBe(1)
  })

  it('caps at max_quantity', () => {
    expect(normalizeQuantity({ max_quantity: 5 }, 9)).toBe(5)
    expect(normalizeQuantity({ max_quantity: 5.5 }, 9)).toBe(5)
  })

  it('floors fractions, then clamps', () => {
    expect(normalizeQuantity({}, 2.9)).toBe(2)
    expect(normalizeQuantity({}, 0.5)).toBe(1)
    expect(normalizeQuantity({ min_quantity: 1.5 }, 1.7)).toBe(2)
  })

  it('lets the minimum win when the maximum is below it', () => {
    expect(normalizeQuantity({ min_quantity: 3, max_quantity: 2 }, 10)).toBe(3)
    expect(normalizeQuantity({ max_quantity: 0 }, 4)).toBe(1)
  })
})

describe('setItemQnt / increaseItemQnt', () => {
  const clock = fixedClock(500)
  const cart = cartOf([
    line({ _id: 'a', quantity: 2, price: 10.1, final_price: 10.1, max_quantity: 5 }),
    line({ _id: 'b', product_id: 'p2' })
  ])

  it('sets a clamped quantity, stamps the line and recomputes the subtotal', () => {
    const result = setItemQnt(cart, 'a', 4, clock)
    expect(result.changed).toBe(true)
    expect(result.item).toMatchObject({ _id: 'a', quantity: 4, updated_at: 500 })
    expect(result.cart.subtotal).toBe(50.4)
    expect(cart.items[0]?.quantity).toBe(2) // input untouched
    expect(setItemQnt(cart, 'a', 99, clock).item?.quantity).toBe(5)
    expect(setItemQnt(cart, 'a', 'x', clock).item?.quantity).toBe(1)
  })

  it('answers changed:false when nothing moves or the line is unknown', () => {
    expect(setItemQnt(cart, 'a', 2).changed).toBe(false)
    expect(setItemQnt(cart, 'a', 2).cart).toBe(cart)
    expect(setItemQnt(cart, 'zzz', 3).changed).toBe(false)
    expect(increaseItemQnt(cart, 'zzz', 1).changed).toBe(false)
  })

  it('increases by a delta, negative included, clamped both ways', () => {
    expect(increaseItemQnt(cart, 'a', 1).item?.quantity).toBe(3)
    expect(increaseItemQnt(cart, 'a').item?.quantity).toBe(3)
    expect(increaseItemQnt(cart, 'a', 10).item?.quantity).toBe(5)
    expect(increaseItemQnt(cart, 'a', -10).item?.quantity).toBe(1)
  })

  it('ignores a delta that is not a finite number', () => {
    expect(increaseItemQnt(cart, 'a', '1').changed).toBe(false)
    expect(increaseItemQnt(cart, 'a', Number.NaN).changed).toBe(false)
  })

  it('leaves a locked line (keep_item_quantity) alone', () => {
    const locked = cartOf([line({ _id: 'a', quantity: 2, keep_item_quantity: true })])
    expect(setItemQnt(locked, 'a', 5).changed).toBe(false)
    expect(increaseItemQnt(locked, 'a', 1).changed).toBe(false)
  })

  it('stamps after the previous stamp even when the clock stepped back', () => {
    const stamped = cartOf([line({ _id: 'a', updated_at: 9_000 })])
    expect(setItemQnt(stamped, 'a', 2, { now: () => 100 }).item?.updated_at).toBe(9_001)
  })
})
