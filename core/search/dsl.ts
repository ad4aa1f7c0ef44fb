import { MAX_PAGE_SIZE, MAX_RESULT_WINDOW, PAGE_SIZE, SPECS_AGG_SIZE } from './constants'
import { disjunctiveAggs, type FacetClause, postFilter } from './facets'
import { buildSort, type SortClause } from './sort'
import { distinctIds, priceBound, type SearchState } from './state'

type Clause = Record<string, unknown>

/** Body of `POST /items.json` (Elasticsearch DSL). */
export type SearchQuery = {
  query: { bool: { filter: Clause[]; must?: Clause[] } }
  sort: SortClause[]
  from: number
  size: number
  aggs: Record<string, Clause>
  /** The ticked facet groups' filters (disjunctive facets, core/search/facets.ts); absent when none is ticked. */
  post_filter?: Clause
  suggest?: { text: string; words: { term: { field: 'name' } } }
}

/** Aggregations every results page shows as facets and price bounds. */
export function buildAggs(): Record<string, Clause> {
  return {
    brands: { terms: { field: 'brands.name' } },
    categories: { terms: { field: 'categories.name' } },
    specs: {
      nested: { path: 'specs' },
      aggs: {
        grid: {
          terms: { field: 'specs.grid', size: SPECS_AGG_SIZE },
          aggs: { text: { terms: { field: 'specs.text' } } }
        }
      }
    },
    min_price: { min: { field: 'price' } },
    max_price: { max: { field: 'price' } },
    avg_price: { avg: { field: 'price' } }
  }
}

/** Filters of a state; a product the store hides (`visible: false`) never shows in any search. */
export function buildFilters(state: SearchState): Clause[] {
  return [...baseFilters(state), ...facetClauses(state).map((f) => f.clause)]
}

/** The filters that are not facet choices: visibility, the page's fixed scope, the price range and an id list. */
function baseFilters(state: SearchState): Clause[] {
  const filter: Clause[] = [{ term: { visible: true } }]
  const scopeBrands = cleanList(state.scope?.brands)
  if (scopeBrands.length) filter.push({ terms: { 'brands.name': scopeBrands } })
  const scopeCategories = cleanList(state.scope?.categories)
  if (scopeCategories.length) filter.push({ terms: { 'categories.name': scopeCategories } })
  const gte = priceBound(state.priceMin)
  const lte = priceBound(state.priceMax)
  if (gte !== undefined || lte !== undefined) {
    filter.push({ range: { price: { ...(gte !== undefined && { gte }), ...(lte !== undefined && { lte }) } } })
  }
  // An id list with nothing valid left must still restrict (to nothing), not silently widen to the whole catalogue.
  if (state.ids) filter.push({ terms: { _id: distinctIds(state.ids) } })
  return filter
}

/** The ticked facet options, one clause per group: brands, categories, each spec grid. */
function facetClauses(state: SearchState): FacetClause[] {
  const out: FacetClause[] = []
  const brands = cleanList(state.brands)
  if (brands.length) out.push({ group: 'brands', clause: { terms: { 'brands.name': brands } } })
  const categories = cleanList(state.categories)
  if (categories.length) out.push({ group: 'categories', clause: { terms: { 'categories.name': categories } } })
  for (const [grid, values] of Object.entries(state.specs ?? {})) {
    const texts = cleanList(values)
    if (!grid || !texts.length) continue
    // One nested clause per grid: values of a grid are alternatives, grids add up, and grid and text must match
    // inside the same spec entry (a flat filter would let "colors" match one entry and "Azul" another).
    const match = [{ term: { 'specs.grid': grid } }, { terms: { 'specs.text': texts } }]
    out.push({ group: 'specs', grid, clause: { nested: { path: 'specs', query: { bool: { filter: match } } } } })
  }
  return out
}

/** `from`/`size` of a state: 1-based page, kept inside the result window Elasticsearch accepts. */
export function pagination(state: Pick<SearchState, 'page' | 'pageSize'>): { from: number; size: number } {
  const size = clampInt(state.pageSize, 1, MAX_PAGE_SIZE, PAGE_SIZE)
  const lastPage = Math.max(1, Math.floor((MAX_RESULT_WINDOW - size) / size) + 1)
  const page = clampInt(state.page, 1, lastPage, 1)
  return { from: (page - 1) * size, size }
}

/** The Elasticsearch body for a search state. `now` is injectable so the offers sort is testable. */
export function buildQuery(state: SearchState = {}, now: number = Date.now()): SearchQuery {
  const term = typeof state.term === 'string' ? state.term.trim() : ''
  const facets = facetClauses(state)
  const body: SearchQuery = {
    query: { bool: { filter: baseFilters(state) } },
    sort: buildSort(state.sort, now),
    ...pagination(state),
    aggs: disjunctiveAggs(buildAggs(), facets)
  }
  const post = postFilter(facets)
  if (post) body.post_filter = post
  if (term) {
    body.query.bool.must = [{ multi_match: { query: term, fields: ['name', 'keywords'] } }]
    body.suggest = { text: term, words: { term: { field: 'name' } } }
  }
  return body
}

function cleanList(values: readonly string[] | undefined): string[] {
  if (!Array.isArray(values)) return []
  return [...new Set(values.filter((v): v is string => typeof v === 'string' && v.trim() !== ''))]
}

function clampInt(value: unknown, min: number, max: number, fallback: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback
  return Math.min(max, Math.max(min, Math.trunc(value)))
}
