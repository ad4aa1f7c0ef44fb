import { describe, expect, it } from 'vitest'
import { addProduct, itemFromProduct } from '#core/cart'
import type { Cart } from '#core/schemas/cart'
import type { Product } from '#core/schemas/product'
import { idSource } from './support'

const empty: Cart = { _id: 'c', items: [], subtotal: 0 }
const pic = (id: string) => ({ _id: id, normal: { url: `/${id}.jpg` } })

const shirt: Product = {
  _id: 'prod1',
  name: 'Camiseta',
  sku: 'CAM',
  slug: 'camiseta',
  price: 50,
  base_price: 60,
  min_quantity: 1,
  quantity: 8,
  pictures: [pic('pa'), pic('pb')],
  variations: [
    { _id: 'var1', name: 'Camiseta / P', sku: 'CAM-P', price: 55, quantity: 3, picture_id: 'pb' },
    { _id: 'var2', name: 'Camiseta / G', quantity: 2 }
  ]
}

describe('itemFromProduct / addProduct', () => {
  it("adds nothing sold out, and holds a line to the stock (the platform's product has no other maximum)", () => {
    const soldOut = { ...shirt, variations: [{ _id: 'var0', name: 'Camiseta / M', quantity: 0 }] }
    expect(itemFromProduct(soldOut, 'var0', 1)).toBeNull()
    expect(itemFromProduct({ ...shirt, variations: undefined, quantity: 0 }, undefined, 1)).toBeNull()
    expect(itemFromProduct(shirt, 'var1', 1)?.max_quantity).toBe(3)
    // A field the platform's product does not have is not read, whatever it says.
    expect(itemFromProduct({ ...shirt, max_quantity: 2 }, 'var1', 1)?.max_quantity).toBe(3)
    expect(itemFromProduct({ ...shirt, variations: undefined, quantity: undefined }, undefined, 1)).not.toHaveProperty(
      'max_quantity'
    )
  })

  it("prices a variation's sale by the product's promotion window, as the product page does", () => {
    const dress = {
      ...shirt,
      price: 118.9,
      base_price: 169.9,
      variations: [
        { _id: 'v', name: 'Vestido / P', price: 118.9, base_price: 169.9, quantity: 3 },
        { _id: 'var2', name: 'Vestido / G', quantity: 2 }
      ]
    }
    const ended = { ...dress, price_effective_date: { start: '2026-10-14T00:00:00Z', end: '2026-11-13T23:59:59Z' } }
    expect(itemFromProduct(ended, 'v', 1)).toMatchObject({ price: 169.9, base_price: 169.9 })
    const running = { ...dress, price_effective_date: { end: '2999-01-01T00:00:00Z' } }
    expect(itemFromProduct(running, 'v', 1)).toMatchObject({ price: 118.9, base_price: 169.9 })
    // Without a window the sale holds, and a variation without its own price sells at the product's.
    expect(itemFromProduct(dress, 'v', 1)?.price).toBe(118.9)
    expect(itemFromProduct(ended, 'var2', 1)?.price).toBe(169.9)
  })

  it('builds a line from the product alone', () => {
    expect(itemFromProduct(shirt)).toEqual({
      product_id: 'prod1',
      sku: 'CAM',
      name: 'Camiseta',
      slug: 'camiseta',
      min_quantity: 1,
      max_quantity: 8,
      price: 50,
      base_price: 60,
      picture: pic('pa')
    })
  })

  it('takes the variation price, name, sku, stock and picture', () => {
    expect(itemFromProduct(shirt, 'var1', 2)).toMatchObject({
      product_id: 'prod1',
      variation_id: 'var1',
      sku: 'CAM-P',
      name: 'Camiseta / P',
      price: 55,
      max_quantity: 3,
      quantity: 2,
      picture: pic('pb')
    })
  })

  it('falls back to the product price and the first picture for a variation without them', () => {
    expect(itemFromProduct(shirt, 'var2')).toMatchObject({ price: 50, sku: 'CAM', picture: pic('pa'), max_quantity: 2 })
  })

  it('uses the platform price rule: final_price, else max(base_price, price)', () => {
    expect(itemFromProduct({ _id: 'x', name: 'x', price: 10, final_price: 12 })?.price).toBe(12)
    expect(
      itemFromProduct({
        _id: 'x',
        name: 'x',
        price: 10,
        base_price: 15,
        price_effective_date: { start: '2999-01-01T00:00:00Z' }
      })?.price
    ).toBe(15)
    expect(itemFromProduct({ _id: 'x', name: 'x', price: 10, base_price: 15 })?.price).toBe(10) // on promotion
  })

  it('rejects an unknown variation and a non-product', () => {
    expect(itemFromProduct(shirt, 'nope')).toBeNull()
    expect(itemFromProduct('abc')).toBeNull()
    expect(addProduct(empty, shirt, 'nope', 1, { newId: idSource() }).changed).toBe(false)
    expect(addProduct(empty, { name: 'no id' }, undefined, 1, { newId: idSource() }).changed).toBe(false)
  })

  it('carries the kit fields into kit_product and prices the part by the kit', () => {
    const part: Product = {
      _id: 'p1',
      name: 'Parte',
      price: 40,
      kit_product: { _id: 'K', price: 90, pack_quantity: 3, name: 'Kit' } as Product['kit_product'],
      kit_composition: [
        { _id: 'p1', quantity: 1 },
        { _id: 'p2', quantity: 2 }
      ]
    }
    const result = addProduct(empty, part, undefined, 1, { newId: idSource() })
    expect(result.item?.kit_product).toEqual({
      _id: 'K',
      name: 'Kit',
      price: 90,
      pack_quantity: 3,
      composition: [
        { _id: 'p1', quantity: 1 },
        { _id: 'p2', quantity: 2 }
      ]
    })
    expect(result.item?.final_price).toBe(30)
  })

  it('names a kit_product without an id after the product itself', () => {
    const kit: Product = { _id: 'K2', name: 'Kit', price: 10, kit_product: { price: 10, pack_quantity: 1 } }
    expect(itemFromProduct(kit)?.kit_product?._id).toBe('K2')
  })

  it('adds through addItem: merges a second add of the same variation', () => {
    const o = { newId: idSource() }
    const once = addProduct(empty, shirt, 'var1', 1, o).cart
    const twice = addProduct(once, shirt, 'var1', 1, o)
    expect(twice.cart.items).toHaveLength(1)
    expect(twice.item).toMatchObject({ quantity: 2, final_price: 55 })
    expect(twice.cart.subtotal).toBe(110)
  })
})
