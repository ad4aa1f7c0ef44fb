import { describe, expect, it } from 'vitest'
import { itemFinalPrice } from '#core/money'
import { firstOpenPart, kitLines, openParts } from '#core/product/kit'
import type { Product } from '#core/schemas/product'

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

describe('a kit part the shopper chooses', () => {
  const shoe: Product = {
    _id: 's',
    name: 'Bota',
    price: 100,
    variations: [
      { _id: 's38', name: 'Bota 38', quantity: 0, price: 100 },
      { _id: 's39', name: 'Bota 39', quantity: 2, price: 100 }
    ]
  }
  const open: Product = { ...kit, kit_composition: [{ _id: 's' }, { _id: 'b' }] }
  const all = new Map([
    ['s', shoe],
    ['b', b]
  ])

  it('is open when its product has variations and the kit fixes none', () => {
    expect(openParts(open, all)).toEqual([0])
    expect(openParts(kit, parts)).toEqual([])
  })

  it('must be chosen, with a variation in stock, before the kit can be bought', () => {
    expect(firstOpenPart(open, all, {})).toBe(0)
    expect(kitLines(open, all, 1)).toBeNull()
    expect(firstOpenPart(open, all, { 0: 's38' })).toBe(0)
    expect(kitLines(open, all, 1, { 0: 's38' })).toBeNull()
    expect(kitLines(open, all, 1, { 0: 'zz' })).toBeNull()
    expect(firstOpenPart(open, all, { 0: 's39' })).toBeUndefined()
    const lines = kitLines(open, all, 1, { 0: 's39' })!
    expect(lines.map((l) => [l.product_id, l.variation_id, l.name])).toEqual([
      ['s', 's39', 'Bota 39'],
      ['b', undefined, 'Calça']
    ])
  })

  it("never overrides a part's fixed variation with a choice", () => {
    const lines = kitLines(kit, parts, 1, { 0: 'other' })!
    expect(lines[0]!.variation_id).toBe('av')
  })
})
