// @vitest-environment node
// Search is core code: no DOM, so the plain node environment is enough (and faster).
import { describe, expect, it } from 'vitest'
import { parseResult } from '#core/search/parse'
import { SearchError } from '#core/search/error'

const product = (id: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  _source: { name: `P ${id}`, price: 10, ...extra }
})

const answer = {
  took: 3,
  hits: {
    total: 2,
    max_score: 1.2,
    hits: [product('a', { slug: 'p-a' }), product('b')]
  },
  aggregations: {
    brands: {
      buckets: [
        { key: 'Acme', doc_count: 2 },
        { key: 'Zed', doc_count: 1 }
      ]
    },
    categories: { buckets: [{ key: 'Roupas', doc_count: 2 }] },
    specs: {
      doc_count: 5,
      grid: {
        buckets: [
          {
            key: 'colors',
            doc_count: 3,
            text: {
              buckets: [
                { key: 'Azul', doc_count: 2 },
                { key: 'Verde', doc_count: 1 }
              ]
            }
          }
        ]
      }
    },
    min_price: { value: 10 },
    max_price: { value: 99.9 },
    avg_price: { value: 40.5 }
  }
}

describe('parseResult', () => {
  it('reads total, items, facets and price', () => {
    const result = parseResult(answer)
    expect(result.total).toBe(2)
    expect(result.items.map((p) => [p._id, p.name, p.slug])).toEqual([
      ['a', 'P a', 'p-a'],
      ['b', 'P b', undefined]
    ])
    expect(result.facets).toEqual({
      brands: [
        { key: 'Acme', count: 2 },
        { key: 'Zed', count: 1 }
      ],
      categories: [{ key: 'Roupas', count: 2 }],
      specs: [
        {
          grid: 'colors',
          values: [
            { key: 'Azul', count: 2 },
            { key: 'Verde', count: 1 }
          ]
        }
      ]
    })
    expect(result.price).toEqual({ min: 10, max: 99.9, avg: 40.5 })
    expect(result.suggestion).toBeUndefined()
  })

  it('drops spec grids named like Object.prototype keys', () => {
    const bucket = (key: string) => ({ key, doc_count: 1, text: { buckets: [{ key: 'x', doc_count: 1 }] } })
    const grids = ['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty', 'size'].map(bucket)
    const result = parseResult({ hits: { total: 1, hits: [] }, aggregations: { specs: { grid: { buckets: grids } } } })
    expect(result.facets.specs.map((s) => s.grid)).toEqual(['size'])
  })

  it('accepts total as {value} (ES 7+)', () => {
    expect(parseResult({ hits: { total: { value: 7, relation: 'eq' }, hits: [] } }).total).toBe(7)
  })

  it('accepts the flat specs aggregation too', () => {
    const flat = {
      hits: { total: 0, hits: [] },
      aggregations: { specs: { buckets: answer.aggregations.specs.grid.buckets } }
    }
    expect(parseResult(flat).facets.specs).toEqual([
      {
        grid: 'colors',
        values: [
          { key: 'Azul', count: 2 },
          { key: 'Verde', count: 1 }
        ]
      }
    ])
  })

  it('the hit _id wins over one inside _source; loose product fields are kept', () => {
    const [item] = parseResult({
      hits: { total: 1, hits: [{ _id: 'real', _source: { _id: 'fake', name: 'X', custom: 1 } }] }
    }).items
    expect(item).toMatchObject({ _id: 'real', name: 'X', custom: 1 })
  })

  it('drops hits whose product is invalid, keeps the rest', () => {
    const result = parseResult({
      hits: {
        total: 6,
        hits: [
          product('ok'),
          { _id: 'no-source' },
          { _id: 'bad-name', _source: { name: 42 } },
          { _id: 'bad-price', _source: { name: 'X', price: 'cheap' } },
          { _source: { name: 'no id' } },
          null,
          'junk'
        ]
      }
    })
    expect(result.items.map((p) => p._id)).toEqual(['ok'])
    expect(result.total).toBe(6)
  })

  it('tolerates malformed aggregations and suggestions', () => {
    const result = parseResult({
      hits: { total: 1, hits: [product('a')] },
      aggregations: {
        brands: {
          buckets: [
            { key: 'Ok', doc_count: 1 },
            { key: null, doc_count: 1 },
            { key: 'NoCount' },
            'x',
            { key: '', doc_count: 4 }
          ]
        },
        categories: 'oops',
        specs: {
          grid: {
            buckets: [
              { key: 'size', doc_count: 1, text: 'bad' },
              { key: 'colors', doc_count: 1, text: { buckets: [{ key: 3, doc_count: 1 }] } }
            ]
          }
        },
        min_price: { value: null },
        max_price: 'x',
        avg_price: {}
      },
      suggest: { words: 'nope' }
    })
    expect(result.facets).toEqual({
      brands: [{ key: 'Ok', count: 1 }],
      categories: [],
      specs: [{ grid: 'colors', values: [{ key: '3', count: 1 }] }]
    })
    expect(result.price).toEqual({ min: null, max: null, avg: null })
    expect(parseResult({ hits: { total: 0, hits: [] }, aggregations: null, suggest: 5 }).facets.brands).toEqual([])
  })

  it.each([
    null,
    undefined,
    'html error page',
    42,
    [],
    {},
    { hits: null },
    { hits: { hits: [] } },
    { hits: { total: 'many', hits: [] } },
    { hits: { total: 1, hits: 'x' } },
    { hits: { total: NaN, hits: [] } }
  ])('throws SearchError(invalid-answer) when there is no result: %j', (bad) => {
    expect(() => parseResult(bad)).toThrow(SearchError)
    try {
      parseResult(bad)
    } catch (error) {
      expect((error as SearchError).kind).toBe('invalid-answer')
    }
  })

  it('builds the suggestion from suggest.words', () => {
    const result = parseResult(
      {
        hits: { total: 0, hits: [] },
        suggest: {
          words: [{ text: 'camizeta', offset: 0, length: 8, options: [{ text: 'camiseta', score: 0.8, freq: 12 }] }]
        }
      },
      'camizeta azul'
    )
    expect(result.suggestion).toBe('camiseta azul')
  })
})
