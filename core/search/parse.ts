import type { Product } from '../schemas/product'
import { SearchAnswer, SpecsAgg, type Bucket, type SpecBucket } from './answer-schema'
import { SearchError } from './error'
import { unwrapAggs } from './facets'
import { buildSuggestion } from './suggest'

export type Facet = { key: string; count: number }
export type SpecFacet = { grid: string; values: Facet[] }

export type SearchResult = {
  total: number
  items: Product[]
  facets: { brands: Facet[]; categories: Facet[]; specs: SpecFacet[] }
  /** Bounds of the matching products' prices; null when the platform did not say. */
  price: { min: number | null; max: number | null; avg: number | null }
  /** "Did you mean" term, present only when it differs from the searched term. */
  suggestion?: string
}

/**
 * Reads a search answer. Throws SearchError('invalid-answer') only when there is no result at all to show; bad
 * products, buckets or suggestions are dropped on their own.
 * @param term the searched term, needed to build the suggestion.
 */
export function parseResult(answer: unknown, term = ''): SearchResult {
  const parsed = SearchAnswer.safeParse(withUnwrappedAggs(answer))
  if (!parsed.success) throw new SearchError('invalid-answer', { cause: parsed.error })
  const { hits, aggregations: aggs = {}, suggest } = parsed.data
  const specs = withTickedGrids(aggs.specs?.grid?.buckets ?? aggs.specs?.buckets ?? [], aggs)
  const result: SearchResult = {
    total: typeof hits.total === 'number' ? hits.total : hits.total.value,
    items: hits.hits,
    facets: {
      brands: facets(aggs.brands?.buckets),
      categories: facets(aggs.categories?.buckets),
      specs: specFacets(specs)
    },
    price: {
      min: aggs.min_price?.value ?? null,
      max: aggs.max_price?.value ?? null,
      avg: aggs.avg_price?.value ?? null
    }
  }
  const suggestion = buildSuggestion(term.trim(), suggest?.words ?? [])
  if (suggestion) result.suggestion = suggestion
  return result
}

/** The answer with disjunctive-facet aggregations (name.name) read as plain ones. */
function withUnwrappedAggs(answer: unknown): unknown {
  if (typeof answer !== 'object' || answer === null || !('aggregations' in answer)) return answer
  return { ...answer, aggregations: unwrapAggs(answer.aggregations) }
}

/** A ticked grid's options come from its own aggregation (counted without its own filter), replacing the shared one's. */
function withTickedGrids(shared: readonly SpecBucket[], aggs: Record<string, unknown>): SpecBucket[] {
  const own = new Map<string, SpecBucket>()
  for (const [name, value] of Object.entries(aggs)) {
    if (!/^specs_\d+$/.test(name)) continue
    const agg = SpecsAgg.parse(value)
    for (const b of agg.grid?.buckets ?? agg.buckets ?? []) own.set(String(b.key), b)
  }
  const merged = shared.map((b) => own.get(String(b.key)) ?? b)
  for (const [key, b] of own) if (!shared.some((s) => String(s.key) === key)) merged.push(b)
  return merged
}

function facets(buckets: readonly Bucket[] = []): Facet[] {
  const out: Facet[] = []
  for (const b of buckets) {
    const key = String(b.key)
    if (key !== '' && b.doc_count > 0) out.push({ key, count: b.doc_count })
  }
  return out
}

// Grid names become object keys (the URL state's specs): one that Object.prototype already has (`constructor`,
// `toString`, `__proto__`…) could only be misread, so such a grid is not offered.
function specFacets(buckets: readonly SpecBucket[]): SpecFacet[] {
  return buckets
    .map((b) => ({ grid: String(b.key), values: facets(b.text?.buckets) }))
    .filter((spec) => spec.grid !== '' && !(spec.grid in Object.prototype) && spec.values.length > 0)
}
