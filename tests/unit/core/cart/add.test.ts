import { describe, expect, it } from 'vitest'
import { addItem, canMerge } from '#core/cart'
import type { Cart, CartItem } from '#core/schemas/cart'
import { cartOf, fixedClock, idSource, kitLines, line } from './support'

const empty: Cart = { _id: 'c', items: [], subtotal: 0 }
const opts = () => ({ newId: idSource('n'), ...fixedClock(100) })

describe('addItem: what is ignored', () => {
  it.each([
    ['not an object', 'abc'],
    ['null', null],
    ['no product_id', { price: 1 }],
    ['an empty product_id', { product_id: '', price: 1 }],
    ['a numeric product_id', { product_id: 5, price: 1 }],
    ['no price', { product_id: 'p' }],
    ['a string price', { product_id: 'p', price: '10' }],
    ['a negative price', { product_id: 'p', price: -1 }],
    ['a NaN price', { product_id: 'p', price: Number.NaN }],
    ['a string quantity', { product_id: 'p', price: 1, quantity: '2' }],
    ['a negative quantity', { product_id: 'p', price: 1, quantity: -1 }],
    ['a NaN quantity', { product_id: 'p', price: 1, quantity: Number.NaN }],
    ['a malformed optional field', { product_id: 'p', price: 1, flags: 'x' }]
  ])('ignores %s', (_label, input) => {
    const result = addItem(empty, input, opts())
    expect(result.changed).toBe(false)
    expect(result.cart).toBe(empty)
  })
})

describe('addItem: new lines', () => {
  it('adds a line with quantity 1 when none is given, price 0 allowed', () => {
    const result = addItem(empty, { product_id: 'p', price: 0 }, opts())
    expect(result.changed).toBe(true)
    expect(result.item).toMatchObject({
      _id: 'n1',
      product_id: 'p',
      quantity: 1,
      price: 0,
      final_price: 0,
      updated_at: 100
    })
    expect(result.cart.items).toEqual([result.item])
    expect(result.cart.subtotal).toBe(0)
    expect(empty.items).toHaveLength(0)
  })

  it('raises quantity 0 and small quantities to min_quantity, caps at max_quantity', () => {
    expect(addItem(empty, { product_id: 'p', price: 1, quantity: 0 }, opts()).item?.quantity).toBe(1)
    expect(addItem(empty, { product_id: 'p', price: 1, min_quantity: 3 }, opts()).item?.quantity).toBe(3)
    expect(addItem(empty, { product_id: 'p', price: 1, quantity: 2, min_quantity: 3 }, opts()).item?.quantity).toBe(3)
    expect(addItem(empty, { product_id: 'p', price: 1, quantity: 9, max_quantity: 4 }, opts()).item?.quantity).toBe(4)
  })

  it('computes final_price itself, ignoring the one given', () => {
    const item = addItem(
      empty,
      {
        product_id: 'p',
        price: 100,
        final_price: 1,
        customizations: [
          { _id: 'c1', add_to_price: { type: 'percentage', addition: 10 } },
          { _id: 'c2', add_to_price: { type: 'fixed', addition: 5 } }
        ]
      },
      opts()
    ).item
    expect(item?.final_price).toBe(115)
  })

  it('prices a kit line at kit price / pack_quantity, exact to the cent', () => {
    const result = addItem(
      empty,
      { product_id: 'p', price: 50, quantity: 3, kit_product: { _id: 'K', price: 100, pack_quantity: 3 } },
      opts()
    )
    expect(result.item?.final_price).toBe(33.33)
    // The line costs the whole kit, not three rounded shares (99.99).
    expect(result.cart.subtotal).toBe(100)
  })

  it('keeps extra fields a theme passed (name, picture, custom data)', () => {
    const item = addItem(empty, { product_id: 'p', price: 1, name: 'Caneca', custom: { a: 1 } }, opts()).item
    expect(item).toMatchObject({ name: 'Caneca', custom: { a: 1 } })
  })

  it('sums the subtotal in cents (0.1 + 0.2 is 0.3)', () => {
    const o = opts()
    const one = addItem(empty, { product_id: 'a', price: 0.1 }, o).cart
    expect(addItem(one, { product_id: 'b', price: 0.2 }, o).cart.subtotal).toBe(0.3)
  })
})

describe('addItem: line ids', () => {
  const existing = cartOf([line({ _id: 'taken' })])

  it('keeps a given unique id', () => {
    expect(addItem(existing, { _id: 'mine', product_id: 'p9', price: 1 }, opts()).item?._id).toBe('mine')
  })

  it('gives a fresh id when none, empty, equal to the variation_id, or colliding', () => {
    expect(addItem(existing, { product_id: 'p9', price: 1 }, opts()).item?._id).toBe('n1')
    expect(addItem(existing, { _id: '', product_id: 'p9', price: 1 }, opts()).item?._id).toBe('n1')
    expect(addItem(existing, { _id: 'v1', variation_id: 'v1', product_id: 'p9', price: 1 }, opts()).item?._id).toBe(
      'n1'
    )
    expect(addItem(existing, { _id: 'taken', product_id: 'p9', price: 1 }, opts()).item?._id).toBe('n1')
  })

  it('never reuses an id even if the generator repeats itself', () => {
    const result = addItem(existing, { product_id: 'p9', price: 1 }, { newId: () => 'taken' })
    expect(result.item?._id).not.toBe('taken')
    expect(new Set(result.cart.items.map((i) => i._id)).size).toBe(2)
  })

  it('drops the tombstone of an id that comes back, stamped after it', () => {
    const cart: Cart = { ...empty, tombstones: [{ _id: 'back', removed_at: 500 }] }
    const result = addItem(cart, { _id: 'back', product_id: 'p', price: 1 }, { newId: idSource(), now: () => 500 })
    expect(result.cart.tombstones).toEqual([])
    expect(result.item?.updated_at).toBe(501)
  })
})

describe('addItem: merging', () => {
  const base = line({
    _id: 'a',
    product_id: 'p1',
    variation_id: 'v1',
    quantity: 2,
    price: 10,
    final_price: 10,
    flags: ['x', 'y']
  })
  const input = { product_id: 'p1', variation_id: 'v1', quantity: 3, price: 12, flags: ['y', 'x'] }

  it('merges same product, variation and flag set (any order): quantity adds, new price, final_price recomputed', () => {
    const result = addItem(cartOf([base]), input, opts())
    expect(result.changed).toBe(true)
    expect(result.cart.items).toHaveLength(1)
    expect(result.item).toMatchObject({ _id: 'a', quantity: 5, price: 12, final_price: 12, updated_at: 100 })
    expect(result.cart.subtotal).toBe(60)
  })

  it('recomputes a stale final_price on merge instead of keeping it', () => {
    const stale = { ...base, final_price: 3 }
    expect(addItem(cartOf([stale]), { ...input, price: 10 }, opts()).item?.final_price).toBe(10)
  })

  it('clamps the merged quantity to max_quantity', () => {
    const capped = { ...base, max_quantity: 4 }
    expect(addItem(cartOf([capped]), input, opts()).item?.quantity).toBe(4)
  })

  it('answers changed:false when a merge changes nothing (already at max, same price)', () => {
    const full = { ...base, quantity: 4, max_quantity: 4 }
    const cart = cartOf([full])
    const result = addItem(cart, { ...input, price: 10 }, opts())
    expect(result.changed).toBe(false)
    expect(result.cart).toBe(cart)
  })

  it('merges into the first matching line only', () => {
    const twin = { ...base, _id: 'b' }
    const result = addItem(cartOf([base, twin]), input, opts())
    expect(result.cart.items.map((i) => i.quantity)).toEqual([5, 2])
  })

  const cases: [string, CartItem, Record<string, unknown>][] = [
    ['the existing line is a kit line', { ...base, kit_product: { _id: 'K' } }, input],
    ['the new line is a kit line', base, { ...input, kit_product: { _id: 'K' } }],
    ['the existing line is locked', { ...base, keep_item_quantity: true }, input],
    ['the product differs', base, { ...input, product_id: 'p2' }],
    ['the variation differs', base, { ...input, variation_id: 'v2' }],
    ['only one has a variation', base, { ...input, variation_id: undefined }],
    ['the existing line has customizations', { ...base, customizations: [{ _id: 'c' }] }, input],
    ['the new line has customizations', base, { ...input, customizations: [{ _id: 'c' }] }],
    ['the flag sets differ', base, { ...input, flags: ['x'] }],
    ['one has flags, the other none', base, { ...input, flags: undefined }]
  ]
  it.each(cases)('adds a separate line when %s', (_label, existing, incoming) => {
    const result = addItem(cartOf([existing]), incoming, opts())
    expect(result.changed).toBe(true)
    expect(result.cart.items).toHaveLength(2)
    expect(result.cart.items[0]).toEqual(existing)
  })

  it('treats absent and empty flags / customizations alike', () => {
    const plain = line({ _id: 'a', flags: [], customizations: [] })
    expect(canMerge(plain, { product_id: 'p1', price: 1 })).toBe(true)
  })

  it('never merges kit parts, so a kit added twice keeps separate lines', () => {
    const kit = kitLines()
    const again = addItem(cartOf(kit), { ...kit[0], _id: undefined, quantity: 1 }, opts())
    expect(again.cart.items).toHaveLength(3)
  })
})
