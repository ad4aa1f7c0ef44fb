import { describe, expect, it } from 'vitest'
import { clear, removeItem, removeTemporary, reset } from '#core/cart'
import type { CartItem } from '#core/schemas/cart'
import { cartOf, idSource, kitLines, line } from './support'

const now = () => 2_000

describe('removeItem', () => {
  const cart = cartOf([
    line({ _id: 'a' }),
    line({ _id: 'b', product_id: 'p2', price: 5, final_price: 5, updated_at: 10 })
  ])

  it('removes the line, recomputes the subtotal and leaves a tombstone', () => {
    const result = removeItem(cart, 'b', { now })
    expect(result.changed).toBe(true)
    expect(result.cart.items.map((i) => i._id)).toEqual(['a'])
    expect(result.cart.subtotal).toBe(10)
    expect(result.removed?.map((i) => i._id)).toEqual(['b'])
    expect(result.cart.tombstones).toEqual([{ _id: 'b', removed_at: 2_000 }])
    expect(cart.items).toHaveLength(2)
  })

  it('answers changed:false for an unknown id', () => {
    const result = removeItem(cart, 'zzz')
    expect(result.changed).toBe(false)
    expect(result.cart).toBe(cart)
  })

  it('removes the other lines of the same kit that match its composition', () => {
    const kit = kitLines('K1')
    const other = kitLines('K2', '2')
    const stray = line({ _id: 's', product_id: 'p9', kit_product: { _id: 'K1', composition: [{ _id: 'p9' }] } })
    const cart = cartOf([line({ _id: 'a' }), ...kit, ...other, stray])
    const result = removeItem(cart, 'ka', { now })
    expect(result.cart.items.map((i) => i._id)).toEqual(['a', 'k2a', 'k2b', 's'])
    expect(result.removed?.map((i) => i._id)).toEqual(['ka', 'kb'])
    expect(result.cart.tombstones?.map((t) => t._id).sort()).toEqual(['ka', 'kb'])
  })

  it('matches a composition part on its variation when it names one', () => {
    const kit = kitLines('K1')
    const wrongVariation: CartItem = { ...kit[1]!, _id: 'kc', variation_id: 'v9' }
    const result = removeItem(cartOf([...kit, wrongVariation]), 'ka', { now })
    expect(result.cart.items.map((i) => i._id)).toEqual(['kc'])
  })

  it('removes every line of a kit without a composition', () => {
    const a = line({ _id: 'x', kit_product: { _id: 'K' } })
    const b = line({ _id: 'y', product_id: 'p2', kit_product: { _id: 'K' } })
    expect(removeItem(cartOf([a, b, line({ _id: 'z' })]), 'y', { now }).cart.items.map((i) => i._id)).toEqual(['z'])
  })

  it('removes every copy of a kit added twice', () => {
    const cart = cartOf([...kitLines('K1'), ...kitLines('K1', '2')])
    expect(removeItem(cart, 'k2b', { now }).cart.items).toEqual([])
  })
})

describe('clear / reset / removeTemporary', () => {
  it('clear empties items and subtotal, keeps the id, buries every line', () => {
    const cart = cartOf([line({ _id: 'a' }), line({ _id: 'b', product_id: 'p2' })])
    const result = clear(cart, { now })
    expect(result.cart).toMatchObject({ _id: 'cart1', items: [], subtotal: 0 })
    expect(result.removed).toHaveLength(2)
    expect(result.cart.tombstones).toHaveLength(2)
    expect(clear(result.cart).changed).toBe(false)
  })

  it('clear repairs a stale subtotal on an empty cart', () => {
    expect(clear({ _id: 'c', items: [], subtotal: 5 }).cart.subtotal).toBe(0)
  })

  it('reset gives a new empty cart with a new id and its creation time', () => {
    const result = reset(idSource('cart'), { now })
    expect(result).toEqual({ cart: { _id: 'cart1', items: [], subtotal: 0, created_at: 2_000 }, changed: true })
  })

  it('removeTemporary drops lines flagged __tmp (freebies), with their kits', () => {
    const freebie = line({ _id: 'f', product_id: 'gift', price: 0, final_price: 0, flags: ['freebie', '__tmp'] })
    const kit = kitLines()
    const tmpKit = kit.map((l, i) => (i === 0 ? { ...l, flags: ['__tmp'] } : l))
    const cart = cartOf([line({ _id: 'a', flags: ['freebie'] }), freebie, ...tmpKit])
    const result = removeTemporary(cart, { now })
    expect(result.cart.items.map((i) => i._id)).toEqual(['a'])
    expect(result.removed?.map((i) => i._id)).toEqual(['f', 'ka', 'kb'])
    expect(removeTemporary(result.cart).changed).toBe(false)
  })
})
