// @vitest-environment node
// Disjunctive facets: ticking an option narrows the hits (post_filter) but not its own group's options.
import { describe, expect, it } from 'vitest'
import { buildAggs, buildQuery } from '#core/search/dsl'
import { parseResult } from '#core/search/parse'

const NOW = Date.UTC(2025, 0, 15)
const acme = { terms: { 'brands.name': ['Acme'] } }
const azul = {
  nested: {
    path: 'specs',
    query: { bool: { filter: [{ term: { 'specs.grid': 'colors' } }, { terms: { 'specs.text': ['Azul'] } }] } }
  }
}

describe('disjunctive facets in the query', () => {
  it('with nothing ticked the body has no post_filter and plain aggregations', () => {
    const body = buildQuery({ term: 'x' }, NOW)
    expect(body.post_filter).toBeUndefined()
    expect(body.aggs).toEqual(buildAggs())
  })

  it('moves ticked groups to post_filter and counts each group without its own filter', () => {
    const body = buildQuery({ brands: ['Acme'], specs: { colors: ['Azul'] }, priceMin: 10 }, NOW)
    expect(body.query.bool.filter).toEqual([{ term: { visible: true } }, { range: { price: { gte: 10 } } }])
    expect(body.post_filter).toEqual({ bool: { filter: [acme, azul] } })
    const plain = buildAggs()
    // Brands: under the colour only; categories and the shared specs: under both; price bounds: under both.
    expect(body.aggs.brands).toEqual({ filter: { bool: { filter: [azul] } }, aggs: { brands: plain.brands } })
    expect(body.aggs.categories).toEqual({
      filter: { bool: { filter: [acme, azul] } },
      aggs: { categories: plain.categories }
    })
    expect(body.aggs.min_price).toEqual({
      filter: { bool: { filter: [acme, azul] } },
      aggs: { min_price: plain.min_price }
    })
    // The ticked grid: its own aggregation, under the brand only, limited to that grid.
    const own = body.aggs.specs_0 as { filter: unknown; aggs: { specs_0: { aggs: { grid: { terms: unknown } } } } }
    expect(own.filter).toEqual({ bool: { filter: [acme] } })
    expect(own.aggs.specs_0.aggs.grid.terms).toEqual({ field: 'specs.grid', size: 30, include: ['colors'] })
  })
})

describe('disjunctive facets in the answer', () => {
  const bucket = (key: string, doc_count: number) => ({ key, doc_count })
  it('reads wrapped aggregations and takes a ticked grid options from its own aggregation', () => {
    const answer = {
      hits: { total: 1, hits: [] },
      aggregations: {
        brands: { doc_count: 9, brands: { buckets: [bucket('Acme', 4), bucket('Foo', 5)] } },
        categories: { doc_count: 4, categories: { buckets: [bucket('Roupas', 4)] } },
        specs: {
          doc_count: 4,
          specs: {
            doc_count: 8,
            grid: {
              buckets: [
                { ...bucket('colors', 4), text: { buckets: [bucket('Azul', 4)] } },
                { ...bucket('size', 4), text: { buckets: [bucket('M', 4)] } }
              ]
            }
          }
        },
        specs_0: {
          doc_count: 6,
          specs_0: {
            doc_count: 6,
            grid: { buckets: [{ ...bucket('colors', 6), text: { buckets: [bucket('Azul', 4), bucket('Verde', 2)] } }] }
          }
        },
        min_price: { doc_count: 4, min_price: { value: 10 } }
      }
    }
    const result = parseResult(answer)
    expect(result.facets.brands).toEqual([
      { key: 'Acme', count: 4 },
      { key: 'Foo', count: 5 }
    ])
    expect(result.facets.specs).toEqual([
      {
        grid: 'colors',
        values: [
          { key: 'Azul', count: 4 },
          { key: 'Verde', count: 2 }
        ]
      },
      { grid: 'size', values: [{ key: 'M', count: 4 }] }
    ])
    expect(result.price.min).toBe(10)
  })
})
