import { describe, expect, it } from 'vitest'
import { groupCents, lineGroups } from '#core/cart/line-groups'
import { lineTotalsCents } from '#core/money/cart-math'

const kit = { _id: 'k', name: 'Kit Bota', price: 1016.9, pack_quantity: 4 }
// The parts as the platform stores them: each at the rounded unit price, the kit known by its price and units.
const items = [
  { product_id: 'a', quantity: 1, price: 59.9 },
  { product_id: 'b', quantity: 2, price: 254.23, final_price: 254.225, kit_product: kit },
  { product_id: 'c', quantity: 1, price: 254.23, final_price: 254.23, kit_product: kit },
  { product_id: 'd', quantity: 1, price: 254.23, final_price: 254.22, kit_product: kit }
]

describe('lines as lists show them', () => {
  it("puts a kit's lines together under the kit, at its first line's place, others alone", () => {
    const groups = lineGroups(items)
    expect(groups.map((g) => [g.kit, g.indexes])).toEqual([
      [undefined, [0]],
      [{ _id: 'k', name: 'Kit Bota' }, [1, 2, 3]]
    ])
  })
  it("gives the kit's lines its price to the cent, so the lines add up to the subtotal", () => {
    const cents = lineTotalsCents(items)
    const kitCents = lineGroups(items)[1]!.indexes.reduce((s, i) => s + cents[i]!, 0)
    expect(kitCents).toBe(101690)
    expect(groupCents(cents, lineGroups(items)[1]!)).toBe(101690)
    expect(cents.reduce((a, b) => a + b, 0)).toBe(5990 + 101690)
  })
})
