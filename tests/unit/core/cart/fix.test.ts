import { describe, expect, it } from 'vitest'
import { fixCart, fixItem, fixLine, subtotal } from '#core/cart'
import type { CartItem } from '#core/schemas/cart'
import { cartOf, idSource, kitLines, line } from './support'

const opts = () => ({ newId: idSource('new'), now: () => 5_000 })

describe('fixItem', () => {
  it('clamps the quantity and recomputes a stale final_price, keeping the stamp', () => {
    const cart = cartOf([line({ _id: 'a', quantity: 9, max_quantity: 3, price: 20, final_price: 1, updated_at: 7 })])
    const result = fixItem(cart, 'a')
    expect(result.changed).toBe(true)
    expect(result.item).toMatchObject({ quantity: 3, final_price: 20, updated_at: 7 })
    expect(result.cart.subtotal).toBe(60)
  })

  it('answers changed:false for a clean line or an unknown id', () => {
    const cart = cartOf([line({ _id: 'a' })])
    expect(fixItem(cart, 'a').changed).toBe(false)
    expect(fixItem(cart, 'a').cart).toBe(cart)
    expect(fixItem(cart, 'zzz').changed).toBe(false)
  })

  it('drops an invalid line (negative price, corrupted at run time) with the rest of its kit', () => {
    const kit = kitLines()
    const broken = { ...kit[0], price: -1 } as CartItem
    const result = fixItem(cartOf([line({ _id: 'a' }), broken, kit[1]!]), 'ka')
    expect(result.cart.items.map((i) => i._id)).toEqual(['a'])
    expect(result.removed?.map((i) => i._id)).toEqual(['ka', 'kb'])
  })

  it('fixLine refuses what is not a line', () => {
    expect(fixLine(null)).toBeNull()
    expect(fixLine({ _id: 'a', product_id: 'p', quantity: 1, price: '10' })).toBeNull()
    expect(fixLine({ _id: 'a', product_id: '', quantity: 1, price: 10 })).toBeNull()
  })

  it.each([
    ['name', 123],
    ['sku', 1007],
    ['slug', {}],
    ['picture', 'x'],
    ['flags', 'gift'],
    ['keep_item_quantity', 'true'],
    ['final_price', '89.9'],
    ['base_price', null],
    ['updated_at', 'yesterday']
  ])('fixLine keeps a line whose %s has the wrong type, without that field', (field, value) => {
    const line = fixLine({ _id: 'a', product_id: 'p', name: 'Camiseta', quantity: 2, price: 89.9, [field]: value })
    expect(line).toMatchObject({ _id: 'a', product_id: 'p', quantity: 2, price: 89.9, final_price: 89.9 })
    if (field !== 'final_price') expect(line).not.toHaveProperty(field)
  })

  it('fixLine still refuses a line whose kit, customizations or variation are malformed: they decide what is bought', () => {
    const line = { _id: 'a', product_id: 'p', quantity: 2, price: 89.9 }
    expect(fixLine({ ...line, kit_product: 'bad' })).toBeNull()
    expect(fixLine({ ...line, customizations: 'x' })).toBeNull()
    expect(fixLine({ ...line, variation_id: 12 })).toBeNull()
    expect(fixLine({ ...line, name: 5, price: '89.9' })).toBeNull()
  })

  it('fixLine corrects a quantity that is not a number to the minimum instead of refusing the line', () => {
    expect(fixLine({ _id: 'a', product_id: 'p', quantity: '2', price: 10 })?.quantity).toBe(1)
    expect(fixLine({ _id: 'a', product_id: 'p', quantity: null, min_quantity: 2, price: 10 })?.quantity).toBe(2)
  })
})

describe('fixCart (untrusted stored data)', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'abc'],
    ['a number', 42],
    ['an array', []],
    ['an empty object', {}],
    ['items not an array', { _id: 'c', items: 'x', subtotal: 0 }],
    ['items an object', { _id: 'c', items: {}, subtotal: 0 }],
    ['no id', { items: [], subtotal: 0 }],
    ['an empty id', { _id: '', items: [], subtotal: 0 }]
  ])('gives a new empty cart for %s', (_label, value) => {
    const result = fixCart(value, opts())
    expect(result.cart).toEqual({ _id: 'new1', items: [], subtotal: 0, created_at: 5_000 })
    expect(result.changed).toBe(true)
  })

  it('never throws, even on a value whose getters throw', () => {
    const hostile = {
      _id: 'c',
      get items(): unknown {
        throw new Error('boom')
      }
    }
    expect(fixCart(hostile, opts()).cart._id).toBe('new1')
  })

  it('drops invalid lines (price "10", no product, not an object), fixes the rest, recomputes the subtotal', () => {
    const stored = {
      _id: 'c',
      subtotal: 'abc',
      items: [
        { _id: 'a', product_id: 'p1', quantity: 2, price: '10' },
        { _id: 'b', product_id: 'p2', quantity: 0, price: 10.05, final_price: 99 },
        null,
        'x',
        { _id: 'd', quantity: 1, price: 1 },
        { _id: 'e', product_id: 'p3', quantity: 2.5, price: 0.1 }
      ]
    }
    const result = fixCart(stored, opts())
    expect(result.changed).toBe(true)
    expect(result.cart.items).toEqual([
      { _id: 'b', product_id: 'p2', quantity: 1, price: 10.05, final_price: 10.05 },
      { _id: 'e', product_id: 'p3', quantity: 2, price: 0.1, final_price: 0.1 }
    ])
    expect(result.cart.subtotal).toBe(10.25)
  })

  it('keeps a clean cart as it is (changed:false) with its extra fields', () => {
    const clean = cartOf([line({ _id: 'a' })], {
      created_at: 3,
      tombstones: [{ _id: 'z', removed_at: 4_000 }],
      theme: 'x'
    })
    const result = fixCart(JSON.parse(JSON.stringify(clean)), opts())
    expect(result.changed).toBe(false)
    expect(result.cart).toEqual(clean)
  })

  it('drops the whole kit when one of its lines is invalid', () => {
    const kit = kitLines()
    const stored = { _id: 'c', subtotal: 0, items: [line({ _id: 'a' }), { ...kit[0], price: 'x' }, kit[1]] }
    expect(fixCart(stored, opts()).cart.items.map((i) => i._id)).toEqual(['a'])
  })

  it('drops kit lines whose kit lost a part', () => {
    const kit = kitLines()
    const stored = { _id: 'c', subtotal: 0, items: [kit[1], line({ _id: 'a' })] }
    expect(fixCart(stored, opts()).cart.items.map((i) => i._id)).toEqual(['a'])
  })

  it('gives a repeated line id a fresh one', () => {
    const stored = { _id: 'c', subtotal: 0, items: [line({ _id: 'a' }), line({ _id: 'a', product_id: 'p2' })] }
    expect(fixCart(stored, opts()).cart.items.map((i) => i._id)).toEqual(['a', 'new1'])
  })

  it('drops malformed metadata, not the cart: bad created_at, bad and expired tombstones', () => {
    const stored = {
      _id: 'c',
      items: [],
      subtotal: 0,
      created_at: 'yesterday',
      tombstones: [
        { _id: 'x', removed_at: 'now' },
        { _id: 'y', removed_at: 4_999 },
        { _id: 'old', removed_at: -1e12 },
        7
      ]
    }
    expect(fixCart(stored, opts()).cart).toEqual({
      _id: 'c',
      items: [],
      subtotal: 0,
      tombstones: [{ _id: 'y', removed_at: 4_999 }]
    })
    expect(fixCart({ _id: 'c', items: [], tombstones: 'x' }, opts()).cart).toEqual({ _id: 'c', items: [], subtotal: 0 })
  })
})

describe('subtotal', () => {
  it('sums quantity * (final_price ?? price) exactly to the cent', () => {
    const items = [
      line({ _id: 'a', quantity: 3, price: 0.1, final_price: undefined }),
      line({ _id: 'b', quantity: 1, price: 5, final_price: 0.2 }),
      line({ _id: 'c', quantity: 7, price: 19.99, final_price: 19.99 })
    ]
    expect(subtotal(items)).toBe(140.43)
    expect(subtotal([])).toBe(0)
  })
})
