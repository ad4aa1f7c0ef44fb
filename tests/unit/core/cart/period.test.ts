import { describe, expect, it } from 'vitest'
import { setItemPeriod } from '#core/cart'
import { cartOf, fixedClock, kitLines, line } from './support'

const monthly = (fields: Parameters<typeof line>[0]) => line({ flags: ['subscription:monthly'], ...fields })

describe('setItemPeriod', () => {
  it("replaces the line's subscription flag, keeps its other flags, and stamps the edit", () => {
    const clock = fixedClock(5_000)
    const cart = cartOf([monthly({ _id: 'a', flags: ['gift', 'subscription:monthly'], updated_at: 1 })])
    const result = setItemPeriod(cart, 'a', 'yearly', clock)
    expect(result.changed).toBe(true)
    expect(result.cart.items[0]).toMatchObject({ _id: 'a', flags: ['gift', 'subscription:yearly'], updated_at: 5_000 })
    expect(cart.items[0]!.flags).toEqual(['gift', 'subscription:monthly'])
  })

  it('merges into a line that the new period makes equal, keeping the quantity', () => {
    const cart = cartOf([
      monthly({ _id: 'a', quantity: 2 }),
      line({ _id: 'b', quantity: 3, flags: ['subscription:quarterly'] })
    ])
    const result = setItemPeriod(cart, 'a', 'quarterly', fixedClock())
    expect(result.cart.items.map((l) => [l._id, l.quantity, l.flags])).toEqual([['b', 5, ['subscription:quarterly']]])
    expect(result.cart.subtotal).toBe(50)
    expect(result.removed?.map((l) => l._id)).toEqual(['a'])
  })

  it('leaves one-off lines, kit parts, locked lines, unknown ids and the same period alone', () => {
    const oneOff = cartOf([line({ _id: 'a' })])
    expect(setItemPeriod(oneOff, 'a', 'monthly').changed).toBe(false)
    const kit = cartOf(kitLines().map((l) => ({ ...l, flags: ['subscription:monthly'] })))
    expect(setItemPeriod(kit, kit.items[0]!._id, 'yearly').changed).toBe(false)
    const locked = cartOf([monthly({ _id: 'a', keep_item_quantity: true })])
    expect(setItemPeriod(locked, 'a', 'yearly').changed).toBe(false)
    const plain = cartOf([monthly({ _id: 'a' })])
    expect(setItemPeriod(plain, 'zz', 'yearly').changed).toBe(false)
    expect(setItemPeriod(plain, 'a', 'monthly').cart).toBe(plain)
  })
})
