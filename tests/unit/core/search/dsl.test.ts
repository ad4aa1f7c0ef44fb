// @vitest-environment node
// Search is core code: no DOM, so the plain node environment is enough (and faster).
import { describe, expect, it } from 'vitest'
import { buildQuery, pagination } from '#core/search/dsl'
import { OFFERS_SCRIPT, PRICED_SCRIPT, SHOWN_PRICE_SCRIPT, shownPriceRank } from '#core/search/sort'
import { MAX_RESULT_WINDOW, PAGE_SIZE, SPECS_AGG_SIZE } from '#core/search/constants'
import type { SearchState } from '#core/search/state'

const NOW = Date.UTC(2025, 0, 15)
// Every filter a state applies: the query's own, then the ticked facets' (post_filter, disjunctive facets).
const filters = (state: SearchState) => {
  const body = buildQuery(state, NOW)
  return [
    ...body.query.bool.filter,
    ...((body.post_filter?.bool as { filter?: Record<string, unknown>[] } | undefined)?.filter ?? [])
  ]
}
const desc = { order: 'desc' }

describe('buildQuery defaults', () => {
  it('matches the platform default body exactly', () => {
    expect(buildQuery({}, NOW)).toEqual({
      query: { bool: { filter: [{ term: { visible: true } }] } },
      sort: [{ in_stock: desc }, { ad_relevance: desc }, '_score', { views: desc }],
      from: 0,
      size: 24,
      aggs: {
        brands: { terms: { field: 'brands.name' } },
        categories: { terms: { field: 'categories.name' } },
        specs: {
          nested: { path: 'specs' },
          aggs: {
            grid: { terms: { field: 'specs.grid', size: 30 }, aggs: { text: { terms: { field: 'specs.text' } } } }
          }
        },
        min_price: { min: { field: 'price' } },
        max_price: { max: { field: 'price' } },
        avg_price: { avg: { field: 'price' } }
      }
    })
    expect(PAGE_SIZE).toBe(24)
    expect(SPECS_AGG_SIZE).toBe(30)
  })

  it('is JSON-serialisable as is', () => {
    const body = buildQuery({ term: 'x', sort: 'offers', priceMin: 1 }, NOW)
    expect(JSON.parse(JSON.stringify(body))).toEqual(body)
  })
})

describe('sort keys', () => {
  const sortOf = (sort: SearchState['sort']) => buildQuery({ sort }, NOW).sort

  it('default (explicit or absent)', () => {
    expect(sortOf('default')).toEqual(sortOf(undefined))
  })
  it('sales adds sales desc after ad_relevance', () => {
    expect(sortOf('sales')).toEqual([
      { in_stock: desc },
      { ad_relevance: desc },
      { sales: desc },
      '_score',
      { views: desc }
    ])
  })
  it('news replaces _score with _id desc', () => {
    expect(sortOf('news')).toEqual([{ in_stock: desc }, { ad_relevance: desc }, { _id: desc }, { views: desc }])
  })
  it('ranks by the price the shopper is shown: a sale outside its window counts at its base price', () => {
    const sale = { price: 118.9, base_price: 169.9 }
    expect(shownPriceRank(sale, NOW)).toBe(118.9)
    expect(shownPriceRank({ ...sale, price_effective_date: { end: new Date(NOW - 1).toISOString() } }, NOW)).toBe(169.9)
    expect(shownPriceRank({ ...sale, price_effective_date: { start: new Date(NOW + 1).toISOString() } }, NOW)).toBe(
      169.9
    )
    expect(shownPriceRank({ price: 50 }, NOW)).toBe(50)
    expect(shownPriceRank({}, NOW)).toBe(0)
  })

  it('lowest_price puts the priced rank before the shown price (items on request last); highest_price inserts it', () => {
    const shown = (order: 'asc' | 'desc') => ({
      _script: { type: 'number', order, script: { lang: 'painless', source: SHOWN_PRICE_SCRIPT, params: { now: NOW } } }
    })
    expect(sortOf('lowest_price')).toEqual([
      { in_stock: desc },
      {
        _script: {
          type: 'number',
          order: 'desc',
          script: { lang: 'painless', source: PRICED_SCRIPT, params: { now: NOW } }
        }
      },
      shown('asc'),
      { ad_relevance: desc },
      '_score',
      { views: desc }
    ])
    expect(sortOf('highest_price')).toEqual([
      { in_stock: desc },
      shown('desc'),
      { ad_relevance: desc },
      '_score',
      { views: desc }
    ])
  })
  it('offers inserts a script sort on the discount ratio, time as a param', () => {
    expect(sortOf('offers')).toEqual([
      { in_stock: desc },
      {
        _script: {
          type: 'number',
          order: 'desc',
          script: { lang: 'painless', source: OFFERS_SCRIPT, params: { now: NOW } }
        }
      },
      { ad_relevance: desc },
      '_score',
      { views: desc }
    ])
    expect(OFFERS_SCRIPT).not.toContain(String(NOW))
  })
  it('views puts views right after in_stock', () => {
    expect(sortOf('views')).toEqual([{ in_stock: desc }, { views: desc }, { ad_relevance: desc }, '_score'])
  })
  it('an unknown key at runtime falls back to the default', () => {
    expect(sortOf('bogus' as SearchState['sort'])).toEqual(sortOf('default'))
  })
})

describe('term', () => {
  it('adds multi_match on name and keywords and a term suggester', () => {
    const body = buildQuery({ term: '  camiseta azul ' }, NOW)
    expect(body.query.bool.must).toEqual([{ multi_match: { query: 'camiseta azul', fields: ['name', 'keywords'] } }])
    expect(body.suggest).toEqual({ text: 'camiseta azul', words: { term: { field: 'name' } } })
    expect(body.query.bool.filter).toEqual([{ term: { visible: true } }])
  })
  it('a blank term adds neither', () => {
    const body = buildQuery({ term: '   ' }, NOW)
    expect(body.query.bool.must).toBeUndefined()
    expect(body.suggest).toBeUndefined()
  })
})

describe('filters', () => {
  it('brands and categories as terms, de-duplicated, blanks dropped', () => {
    expect(filters({ brands: ['Acme', 'Acme', ' '], categories: ['Camisetas'] })).toEqual([
      { term: { visible: true } },
      { terms: { 'brands.name': ['Acme'] } },
      { terms: { 'categories.name': ['Camisetas'] } }
    ])
  })
  it('empty lists add nothing', () => {
    expect(filters({ brands: [], categories: [], specs: { colors: [] } })).toEqual([{ term: { visible: true } }])
  })
  it('one nested clause per spec grid', () => {
    expect(filters({ specs: { colors: ['Azul', 'Verde'], size: ['M'] } }).slice(1)).toEqual([
      {
        nested: {
          path: 'specs',
          query: {
            bool: { filter: [{ term: { 'specs.grid': 'colors' } }, { terms: { 'specs.text': ['Azul', 'Verde'] } }] }
          }
        }
      },
      {
        nested: {
          path: 'specs',
          query: { bool: { filter: [{ term: { 'specs.grid': 'size' } }, { terms: { 'specs.text': ['M'] } }] } }
        }
      }
    ])
  })
  it('ids restrict to valid distinct ids, and to nothing when none is valid', () => {
    const a = 'a'.repeat(24)
    expect(filters({ ids: [a, a, 'nope'] }).at(-1)).toEqual({ terms: { _id: [a] } })
    expect(filters({ ids: ['nope'] }).at(-1)).toEqual({ terms: { _id: [] } })
  })
  it('visible: true is always the first filter', () => {
    expect(filters({ brands: ['x'], priceMin: 1, ids: [] })[0]).toEqual({ term: { visible: true } })
  })
})

describe('price range', () => {
  const range = (priceMin: unknown, priceMax: unknown) =>
    filters({ priceMin, priceMax } as SearchState).find((f) => 'range' in f)

  it('applies gte and lte for numbers, including 0', () => {
    expect(range(10, 99.9)).toEqual({ range: { price: { gte: 10, lte: 99.9 } } })
    expect(range(0, undefined)).toEqual({ range: { price: { gte: 0 } } })
    expect(range(undefined, 50)).toEqual({ range: { price: { lte: 50 } } })
  })
  it.each([
    [NaN, ''],
    ['', NaN],
    ['10', '20'],
    [null, null],
    [undefined, undefined],
    [Infinity, -Infinity],
    [{}, []]
  ])('ignores non-numeric bounds %j / %j', (min, max) => {
    expect(range(min, max)).toBeUndefined()
  })
  it('keeps the numeric side when the other is not', () => {
    expect(range('abc', 30)).toEqual({ range: { price: { lte: 30 } } })
    expect(range(5, NaN)).toEqual({ range: { price: { gte: 5 } } })
  })
})

describe('pagination', () => {
  it('from = (page - 1) * size', () => {
    expect(pagination({})).toEqual({ from: 0, size: 24 })
    expect(pagination({ page: 1 })).toEqual({ from: 0, size: 24 })
    expect(pagination({ page: 3 })).toEqual({ from: 48, size: 24 })
    expect(pagination({ page: 2, pageSize: 8 })).toEqual({ from: 8, size: 8 })
    expect(buildQuery({ page: 4, pageSize: 10 }, NOW)).toMatchObject({ from: 30, size: 10 })
  })
  it('bad pages become 1 and fractions are truncated', () => {
    for (const page of [0, -3, NaN, 0.5]) expect(pagination({ page }).from).toBe(0)
    expect(pagination({ page: 2.9 }).from).toBe(24)
  })
  it('never leaves the result window', () => {
    for (const pageSize of [8, 24, 70, 100]) {
      const { from, size } = pagination({ page: 1e9, pageSize })
      expect(from + size).toBeLessThanOrEqual(MAX_RESULT_WINDOW)
      expect(from % size).toBe(0)
    }
  })
  it('clamps the page size', () => {
    expect(pagination({ pageSize: 0 }).size).toBe(1)
    expect(pagination({ pageSize: 5000 }).size).toBe(100)
    expect(pagination({ pageSize: NaN }).size).toBe(24)
  })
})
