// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { cartSubtotal, cartSubtotalCents, itemFinalPrice, lineTotal, lineTotalCents, lineTotals } from '#core/money'

describe('lineTotal', () => {
  it('is quantity * (final_price ?? price), exact to the cent', () => {
    expect(lineTotalCents({ quantity: 3, price: 0.1 })).toBe(30)
    expect(lineTotal({ quantity: 3, price: 0.1 })).toBe(0.3)
    expect(lineTotal({ quantity: 2, price: 10, final_price: 12.5 })).toBe(25)
    expect(lineTotal({ quantity: 2, price: 10, final_price: 0 })).toBe(0)
  })

  it('falls back to price for a non-numeric final_price and gives 0 for invalid lines', () => {
    expect(lineTotal({ quantity: 2, price: 10, final_price: '12' } as never)).toBe(20)
    expect(lineTotal({ quantity: '2', price: 10 } as never)).toBe(0)
    expect(lineTotal({ quantity: 2, price: '10' } as never)).toBe(0)
    expect(lineTotal({ quantity: -1, price: 10 })).toBe(0)
    expect(lineTotal(null as never)).toBe(0)
  })
})

describe('cartSubtotal', () => {
  it('sums the lines in cents', () => {
    const items = [
      { quantity: 1, price: 0.1 },
      { quantity: 1, price: 0.2 },
      { quantity: 3, price: 19.99, final_price: 17.9 }
    ]
    expect(cartSubtotalCents(items)).toBe(5400)
    expect(cartSubtotal(items)).toBe(54)
    expect(cartSubtotal([])).toBe(0)
    expect(cartSubtotal(undefined as never)).toBe(0)
  })
})

describe('kit lines', () => {
  const kit = (price: number, pack: number, id = 'k1') => ({ _id: id, price, pack_quantity: pack })
  const line = (k: ReturnType<typeof kit>, quantity = 1) => ({
    product_id: 'p',
    quantity,
    price: 10,
    final_price: itemFinalPrice({ price: 10, kit_product: k }),
    kit_product: k
  })

  it("add up to the kit's price, not to four rounded shares (1016.90 over 4 units is 254.225)", () => {
    const k = kit(1016.9, 4)
    const items = [line(k), line(k), line(k), line(k)]
    expect(lineTotals(items)).toEqual([254.23, 254.23, 254.22, 254.22])
    expect(cartSubtotal(items)).toBe(1016.9)
  })

  it('share by units: a part bought twice carries two shares, and several kits multiply', () => {
    const k = kit(100, 3)
    expect(lineTotals([line(k, 2), line(k, 1)])).toEqual([66.67, 33.33])
    expect(cartSubtotal([line(k, 4), line(k, 2)])).toBe(200)
  })

  it('keeps two kits apart and leaves other lines alone', () => {
    const a = kit(10, 3, 'a')
    const b = kit(20, 3, 'b')
    const items = [line(a), { product_id: 'x', quantity: 3, price: 0.335 }, line(b), line(a), line(b), line(a), line(b)]
    expect(cartSubtotal(items)).toBe(10 + 20 + lineTotal({ quantity: 3, price: 0.335 }))
  })

  it('leaves a customised kit line to its own price', () => {
    const k = kit(1016.9, 4)
    const custom = { ...line(k), customizations: [] }
    expect(lineTotals([custom, line(k), line(k), line(k)])[0]).toBe(254.23)
  })
})

describe('itemFinalPrice', () => {
  const percent = { _id: 'c1', add_to_price: { type: 'percentage', addition: 10 } } as const
  const fixed = { _id: 'c2', add_to_price: { type: 'fixed', addition: 5 } } as const

  it('adds customizations to the base price without compounding: 100 + 10 % + 5 = 115', () => {
    expect(itemFinalPrice({ price: 100, customizations: [percent, fixed] })).toBe(115)
    expect(itemFinalPrice({ price: 100, customizations: [fixed, percent] })).toBe(115)
    expect(itemFinalPrice({ price: 100 })).toBe(100)
  })

  it('prices a kit line as kit price / pack_quantity', () => {
    expect(itemFinalPrice({ price: 50, kit_product: { _id: 'k', price: 90, pack_quantity: 3 } })).toBe(30)
    expect(itemFinalPrice({ price: 50, kit_product: { _id: 'k', price: 100, pack_quantity: 3 } })).toBe(33.33)
    expect(
      itemFinalPrice({ price: 50, kit_product: { _id: 'k', price: 90, pack_quantity: 3 }, customizations: [percent] })
    ).toBe(33)
  })

  it('falls back to price when the kit lacks a price or pack_quantity', () => {
    expect(itemFinalPrice({ price: 50, kit_product: { _id: 'k', price: 90 } })).toBe(50)
    expect(itemFinalPrice({ price: 50, kit_product: { _id: 'k', price: 90, pack_quantity: 0 } })).toBe(50)
  })

  it('skips malformed customizations and never goes below 0', () => {
    const bad = [{ _id: 'x' }, { _id: 'y', add_to_price: { type: 'fixed', addition: '5' } }, null]
    expect(itemFinalPrice({ price: 10, customizations: bad } as never)).toBe(10)
    expect(
      itemFinalPrice({ price: 10, customizations: [{ _id: 'r', add_to_price: { type: 'fixed', addition: -20 } }] })
    ).toBe(0)
    expect(
      itemFinalPrice({ price: 0.1, customizations: [{ _id: 'f', add_to_price: { type: 'fixed', addition: 0.2 } }] })
    ).toBe(0.3)
    expect(itemFinalPrice(null as never)).toBe(0)
    expect(itemFinalPrice({ price: '10' } as never)).toBe(0)
  })
})
