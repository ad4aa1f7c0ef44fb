import { describe, expect, it } from 'vitest'
import { choiceOf, choose, firstUnchosen, gridsOf, optionBlock, sellable, variationFor } from '#core/product/variations'
import type { GridDoc } from '#core/schemas/grid'
import type { Product } from '#core/schemas/product'

const v = (id: string, size: string, color: string, quantity?: number, extra: Record<string, unknown> = {}) => ({
  _id: id,
  quantity,
  ...extra,
  specifications: { size: [{ text: size }], colors: [{ text: color, value: '#000' }] }
})

// The product names its grids; their options and colours are the store's grids resource's.
const shirt: Product = {
  _id: 'p1',
  name: 'Camiseta',
  grids: [
    { _id: 'g1', grid_id: 'size', title: 'Tamanho' },
    { _id: 'g2', grid_id: 'colors', title: 'Cor' }
  ],
  variations: [
    v('pp', 'P', 'Preto', 3),
    v('pr', 'P', 'Rosa', 0),
    v('mp', 'M', 'Preto', undefined),
    v('mr', 'M', 'Rosa', 5, { available: false })
  ]
}

const docs: GridDoc[] = [
  {
    grid_id: 'colors',
    title: 'Cores',
    options: [
      { text: 'Rosa', colors: ['#e9b'] },
      { text: 'Preto', colors: ['#222'] }
    ]
  },
  { grid_id: 'size', title: 'Tamanhos', options: [{ text: 'XG' }, { text: 'M' }, { text: 'P' }] }
]

describe('gridsOf', () => {
  it("lists grids in the product order, options in the grids resource's order, only those some variation uses", () => {
    const grids = gridsOf(shirt, docs)
    expect(grids.map((g) => g.grid_id)).toEqual(['size', 'colors'])
    expect(grids.map((g) => g.title)).toEqual(['Tamanho', 'Cor'])
    expect(grids[0]!.options.map((o) => o.text)).toEqual(['M', 'P'])
    expect(grids[1]!.options).toEqual([
      { text: 'Rosa', colors: ['#e9b'] },
      { text: 'Preto', colors: ['#222'] }
    ])
  })
  it("takes colours only from the grids resource: without it every option is its variations' text", () => {
    // The variations' own spec value (#000 here) is not a colour source: it would paint a wrong swatch.
    const grids = gridsOf(shirt)
    expect(grids[1]!.options).toEqual([{ text: 'Preto' }, { text: 'Rosa' }])
    expect(grids.map((g) => g.title)).toEqual(['Tamanho', 'Cor'])
    const partial = gridsOf(shirt, [{ grid_id: 'colors', options: [{ text: 'Preto', colors: ['#222'] }] }])
    expect(partial[1]!.options).toEqual([{ text: 'Preto', colors: ['#222'] }, { text: 'Rosa' }])
  })
  it("titles a grid the product names without a title by the grids resource's title", () => {
    const untitled = { ...shirt, grids: [{ grid_id: 'size' }, { grid_id: 'colors', title: '' }] }
    expect(gridsOf(untitled, docs).map((g) => g.title)).toEqual(['Tamanhos', 'Cores'])
    expect(gridsOf(untitled).map((g) => g.title)).toEqual(['Size', 'Colors'])
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
