import { describe, expect, it } from 'vitest'
import { addItem, freebieChanges, freebieLine, increaseItemQnt, isFreebie, setItemQnt } from '#core/cart'
import type { Cart } from '#core/schemas/cart'
import { cartOf, fixedClock, idSource, line } from './support'

const ID = 'aaaaaaaaaaaaaaaaaaaaaaaa'
const product = (fields: Record<string, unknown> = {}) => ({
  _id: ID,
  sku: 'MUG',
  name: 'Caneca',
  slug: 'caneca',
  price: 39.9,
  base_price: 49.9,
  quantity: 20,
  available: true,
  visible: true,
  ...fields
})
const opts = () => ({ newId: idSource('n'), ...fixedClock(100) })

describe('gift lines', () => {
  it('are one unit at 0, locked, flagged as the platform flags freebies', () => {
    expect(freebieLine(product())).toMatchObject({
      product_id: ID,
      name: 'Caneca',
      quantity: 1,
      max_quantity: 1,
      price: 0,
      final_price: 0,
      keep_item_quantity: true,
      flags: ['freebie', '__tmp']
    })
    expect(freebieLine(product())).not.toHaveProperty('base_price')
  })
  it('are skipped when out of stock, or not a product', () => {
    expect(freebieLine(product({ quantity: 0 }))).toBeNull()
    expect(freebieLine(undefined)).toBeNull()
    expect(freebieLine({ name: 'x' })).toBeNull()
  })
  it('give a product with variations as its first variation in stock', () => {
    const variations = [
      { _id: 'v1', sku: 'MUG-P', name: 'Caneca P', quantity: 0 },
      { _id: 'v2', sku: 'MUG-G', name: 'Caneca G', quantity: 3 }
    ]
    expect(freebieLine(product({ variations }))).toMatchObject({ variation_id: 'v2', price: 0 })
    expect(freebieLine(product({ variations: [{ ...variations[0] }] }))).toBeNull()
  })
  it('never merge with a bought line of the same product, either way round', () => {
    const gift = freebieLine(product())!
    let cart: Cart = cartOf([line({ _id: 'b', product_id: ID, price: 39.9, final_price: 39.9 })])
    cart = addItem(cart, gift, opts()).cart
    expect(cart.items).toHaveLength(2)
    cart = addItem(cart, { product_id: ID, price: 39.9, quantity: 1 }, opts()).cart
    expect(cart.items).toHaveLength(2)
    expect(cart.items.find((i) => !isFreebie(i))!.quantity).toBe(2)
    expect(cart.items.find(isFreebie)).toMatchObject({ quantity: 1, final_price: 0 })
    expect(cart.subtotal).toBe(79.8)
  })
  it('keep their quantity', () => {
    let cart = addItem(cartOf([]), freebieLine(product())!, opts()).cart
    const id = cart.items[0]!._id
    cart = increaseItemQnt(cart, id, 3, opts()).cart
    cart = setItemQnt(cart, id, 5, opts()).cart
    expect(cart.items[0]!.quantity).toBe(1)
  })
})

describe('freebieChanges', () => {
  const gift = (id: string, productId: string) =>
    line({ _id: id, product_id: productId, price: 0, final_price: 0, flags: ['freebie', '__tmp'] })
  const bought = line({ _id: 'b', product_id: 'p1' })
  it('adds what is granted and not yet given, removes what is no longer granted', () => {
    expect(freebieChanges([bought], ['g1'])).toEqual({ remove: [], add: ['g1'] })
    expect(freebieChanges([bought, gift('x', 'g1')], ['g1'])).toEqual({ remove: [], add: [] })
    expect(freebieChanges([bought, gift('x', 'g1')], [])).toEqual({ remove: ['x'], add: [] })
    expect(freebieChanges([bought, gift('x', 'g1')], ['g2'])).toEqual({ remove: ['x'], add: ['g2'] })
  })
  it('a bought line of a granted product does not count as its gift', () => {
    expect(freebieChanges([line({ _id: 'b', product_id: 'g1' })], ['g1'])).toEqual({ remove: [], add: ['g1'] })
  })
  it('keeps one line per gift', () => {
    expect(freebieChanges([gift('x', 'g1'), gift('y', 'g1')], ['g1', 'g1'])).toEqual({ remove: ['y'], add: [] })
  })
})
