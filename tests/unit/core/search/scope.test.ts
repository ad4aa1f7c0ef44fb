// @vitest-environment node
// The fixed filter of category and brand pages, and lean (facet-less) instant queries.
import { describe, expect, it, vi } from 'vitest'
import { buildQuery } from '#core/search/dsl'
import { search, type SearchClient } from '#core/search/execute'

const NOW = Date.UTC(2025, 0, 15)
// Every filter a state applies: the query's own, then the ticked facets' (post_filter, disjunctive facets).
const filters = (state: Parameters<typeof buildQuery>[0]) => {
  const body = buildQuery(state, NOW)
  return [
    ...body.query.bool.filter,
    ...((body.post_filter?.bool as { filter?: Record<string, unknown>[] } | undefined)?.filter ?? [])
  ]
}

describe('scope (category and brand pages)', () => {
  it('adds its own clause, so a shopper filter narrows the page instead of widening it', () => {
    expect(filters({ scope: { categories: ['Moda'] }, categories: ['Camisetas'] })).toEqual([
      { term: { visible: true } },
      { terms: { 'categories.name': ['Moda'] } },
      { terms: { 'categories.name': ['Camisetas'] } }
    ])
  })

  it('restricts brands the same way, and ignores blank or duplicate values', () => {
    expect(filters({ scope: { brands: ['Urbano', 'Urbano', ' '] } })).toEqual([
      { term: { visible: true } },
      { terms: { 'brands.name': ['Urbano'] } }
    ])
  })

  it('an empty scope adds nothing', () => {
    expect(filters({ scope: {} })).toEqual([{ term: { visible: true } }])
    expect(filters({ scope: { brands: [], categories: [] } })).toEqual([{ term: { visible: true } }])
  })
})

describe('search({ facets: false })', () => {
  it('sends the same query without aggregations', async () => {
    const fn = vi.fn<SearchClient['search']>(async () => ({ hits: { total: 0, hits: [] } }))
    await search({ search: fn }, { term: 'camiseta', pageSize: 8 }, { now: NOW, facets: false })
    const { aggs, ...lean } = buildQuery({ term: 'camiseta', pageSize: 8 }, NOW)
    expect(aggs).toBeDefined()
    expect(fn.mock.calls[0]?.[1].body).toEqual(lean)
  })

  it('keeps the aggregations by default', async () => {
    const fn = vi.fn<SearchClient['search']>(async () => ({ hits: { total: 0, hits: [] } }))
    await search({ search: fn }, {}, { now: NOW })
    expect(fn.mock.calls[0]?.[1].body).toEqual(buildQuery({}, NOW))
  })
})
