import { describe, expect, it } from 'vitest'
import { itemFinalPrice } from '../../../../core/money'
import { kitLines } from '../../../../core/product/kit'
import type { Product } from '../../../../core/schemas/product'

const a: Product = { _id: 'a', name: 'Camiseta', price: 50, variations: [{ _id: 'av', quantity: 3, price: 50 }] }
const b: Product = { _id: 'b', name: 'Calça', price: 120, quantity: 9 }
const kit: Product = {
  _id: 'k',
  name: 'Kit',
  price: 200,
  quantity: 5,
  kit_composition: [{ _id: 'a', variation_id: 'av', quantity: 2 }, { _id: 'b' }]
}
const parts = new Map([
  ['a', a],
  ['b', b]
])

describe('kitLines', () => {
  it('gives one line per part, tied to the kit, that add up to the kit price per kit bought', () => {
    const lines = kitLines(kit, parts, 2)!
    expect(lines.map((l) => [l.product_id, l.variation_id, l.quantity])).toEqual([
      ['a', 'av', 4],
      ['b', undefined, 2]
    ])
    expect(lines[0]!.kit_product).toMatchObject({ _id: 'k', price: 200, pack_quantity: 3 })
    const total = lines.reduce((s, l) => s + itemFinalPrice(l as never) * l.quantity!, 0)
    expect(Math.round(total * 100) / 100).toBeCloseTo(400, 1)
  })
  it('refuses a kit with a part missing or a part variation that does not exist', () => {
    expect(kitLines(kit, new Map([['a', a]]), 1)).toBeNull()
    expect(kitLines({ ...kit, kit_composition: [{ _id: 'a', variation_id: 'zz' }] }, parts, 1)).toBeNull()
    expect(kitLines({ ...kit, kit_composition: [] }, parts, 1)).toBeNull()
  })
})
