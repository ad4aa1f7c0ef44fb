import { describe, expect, it } from 'vitest'
import { addItem, fixCart, fixLine, MAX_UNIT_PRICE } from '#core/cart'
import { MAX_LINE_QUANTITY } from '#core/cart/quantity'
import { idSource, kitLines, line } from './support'

const opts = () => ({ newId: idSource('new'), now: () => 5_000 })

describe('a stored line with a price that cannot be real', () => {
  it('drops a 1e300 line read from storage: the subtotal is the other lines, never 2e+300', () => {
    const stored = {
      _id: 'c1',
      items: [line({ _id: 'a', quantity: 2, price: 1e300, final_price: 1e300 }), line({ _id: 'b' })],
      subtotal: 2e300
    }
    const { cart, changed } = fixCart(JSON.parse(JSON.stringify(stored)), opts())
    expect(changed).toBe(true)
    expect(cart.items.map((i) => i._id)).toEqual(['b'])
    expect(cart.subtotal).toBe(10)
  })

  it.each([
    ['negative', -0.01],
    ['over the bound', MAX_UNIT_PRICE + 0.01],
    ['infinite', Number.POSITIVE_INFINITY],
    ['NaN', Number.NaN],
    ['null (what JSON makes of Infinity)', null]
  ])('refuses a %s price', (_, price) => {
    expect(fixLine({ _id: 'a', product_id: 'p', quantity: 1, price })).toBeNull()
  })

  it('keeps a price at the bound, whose full line stays exact in cents', () => {
    expect(fixLine(line({ _id: 'a', price: MAX_UNIT_PRICE, final_price: 1 }))?.final_price).toBe(MAX_UNIT_PRICE)
    expect(MAX_UNIT_PRICE * 100 * MAX_LINE_QUANTITY).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER)
  })

  it('drops a kit whose stored kit price makes its share absurd, with the rest of the kit', () => {
    const [a, b] = kitLines()
    const forged = { ...a!, kit_product: { ...a!.kit_product!, price: 1e300 } }
    const { cart } = fixCart({ _id: 'c1', items: [forged, b, line({ _id: 'x' })], subtotal: 0 }, opts())
    expect(cart.items.map((i) => i._id)).toEqual(['x'])
  })

  it('an absurd customization addition makes the line invalid too', () => {
    const custom = line({
      _id: 'a',
      customizations: [{ label: 'Nome', add_to_price: { type: 'fixed', addition: 1e300 } }]
    })
    expect(fixLine(custom)).toBeNull()
  })

  it('addItem ignores a line priced over the bound, as it ignores a negative price', () => {
    const empty = { _id: 'c1', items: [], subtotal: 0 }
    expect(addItem(empty, { product_id: 'p', price: 1e300 }, opts()).changed).toBe(false)
    expect(addItem(empty, { product_id: 'p', price: 12.5 }, opts()).cart.subtotal).toBe(12.5)
  })
})
