import { describe, expect, it } from 'vitest'
import {
  choiceOf,
  choose,
  firstUnchosen,
  gridsOf,
  optionBlock,
  sellable,
  variationFor
} from '../../../../core/product/variations'
import type { Product } from '../../../../core/schemas/product'

const v = (id: string, size: string, color: string, quantity?: number, extra: Record<string, unknown> = {}) => ({
  _id: id,
  quantity,
  ...extra,
  specifications: { size: [{ text: size }], colors: [{ text: color, value: '#000' }] }
})

const shirt: Product = {
  _id: 'p1',
  name: 'Camiseta',
  grids: [
    {
      grid_id: 'size',
      title: 'Tamanho',
      options: [
        { option_id: 'p', text: 'P' },
        { option_id: 'm', text: 'M' },
        { option_id: 'xg', text: 'XG' }
      ]
    },
    {
      grid_id: 'colors',
      title: 'Cor',
      options: [
        { option_id: 'preto', text: 'Preto', colors: ['#222'] },
        { option_id: 'rosa', text: 'Rosa', colors: ['#e9b'] }
      ]
    }
  ],
  variations: [
    v('pp', 'P', 'Preto', 3),
    v('pr', 'P', 'Rosa', 0),
    v('mp', 'M', 'Preto', undefined),
    v('mr', 'M', 'Rosa', 5, { available: false })
  ]
}

describe('gridsOf', () => {
  it('lists grids in the product order with only options some variation uses', () => {
    const grids = gridsOf(shirt)
    expect(grids.map((g) => g.grid_id)).toEqual(['size', 'colors'])
    expect(grids[0]!.options.map((o) => o.text)).toEqual(['P', 'M'])
    expect(grids[1]!.options[0]).toEqual({ text: 'Preto', colors: ['#222'] })
  })
  it('shows a grid used by variations but missing from grids, titled by its id made readable', () => {
    const grids = gridsOf({
      _id: 'x',
      name: 'x',
      variations: [{ _id: 'a', specifications: { voltagem: [{ text: '220V' }] } }]
    })
    expect(grids).toEqual([{ grid_id: 'voltagem', title: 'Voltagem', options: [{ text: '220V' }] }])
  })
  it('is empty for a product without variations', () => {
    expect(gridsOf({ _id: 'x', name: 'x' })).toEqual([])
  })
})

describe('sellable', () => {
  it('needs stock above 0, and treats an untracked quantity as in stock', () => {
    expect(sellable({ _id: 'a', quantity: 0 })).toBe(false)
    expect(sellable({ _id: 'a', quantity: 1 })).toBe(true)
    expect(sellable({ _id: 'a' })).toBe(true)
  })
  it('refuses hidden or unavailable variations', () => {
    expect(sellable({ _id: 'a', quantity: 4, visible: false } as never)).toBe(false)
    expect(sellable({ _id: 'a', quantity: 4, available: false } as never)).toBe(false)
  })
})

describe('optionBlock', () => {
  it('allows an option with a sellable variation under the current choice', () => {
    expect(optionBlock(shirt, {}, 'size', 'P')).toBeNull()
    expect(optionBlock(shirt, { colors: 'Preto' }, 'size', 'M')).toBeNull()
  })
  it('says out_of_stock when the combination exists but cannot be bought', () => {
    expect(optionBlock(shirt, { size: 'P' }, 'colors', 'Rosa')).toBe('out_of_stock')
    expect(optionBlock(shirt, { size: 'M' }, 'colors', 'Rosa')).toBe('out_of_stock')
    expect(optionBlock(shirt, {}, 'colors', 'Rosa')).toBe('out_of_stock')
  })
  it('says none when no variation has the combination', () => {
    expect(optionBlock(shirt, { colors: 'Preto' }, 'size', 'XG')).toBe('none')
  })
  it('ignores the grid being changed in the current choice', () => {
    expect(optionBlock(shirt, { size: 'P', colors: 'Preto' }, 'size', 'M')).toBeNull()
  })
})

describe('variationFor / choiceOf / firstUnchosen', () => {
  const grids = gridsOf(shirt)
  it('names a variation only when every grid is chosen', () => {
    expect(variationFor(shirt, grids, { size: 'M' })).toBeUndefined()
    expect(variationFor(shirt, grids, { size: 'M', colors: 'Preto' })?._id).toBe('mp')
  })
  it('round-trips a variation through its choice', () => {
    const mr = shirt.variations![3]!
    expect(variationFor(shirt, grids, choiceOf(mr, grids))?._id).toBe('mr')
  })
  it('finds the first grid without a choice', () => {
    expect(firstUnchosen(grids, {})).toBe('size')
    expect(firstUnchosen(grids, { size: 'P' })).toBe('colors')
    expect(firstUnchosen(grids, { size: 'P', colors: 'Rosa' })).toBeUndefined()
  })
})

describe('choose', () => {
  it('keeps other choices that still combine', () => {
    expect(choose(shirt, { colors: 'Preto' }, 'size', 'M')).toEqual({ size: 'M', colors: 'Preto' })
  })
  it('drops choices that no longer combine into any variation', () => {
    const p: Product = { ...shirt, variations: [v('a', 'P', 'Preto', 1), v('b', 'M', 'Rosa', 1)] }
    expect(choose(p, { colors: 'Preto' }, 'size', 'M')).toEqual({ size: 'M' })
  })
})
