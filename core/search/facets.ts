// Disjunctive facets, as Elasticsearch-style stores do them: the options of one facet group are alternatives, so
// ticking one must not hide the others. The selected groups' filters go to `post_filter` (they narrow the hits, not
// the aggregations), and each facet's aggregation is computed under the filters of every OTHER group. With nothing
// ticked the body is the plain one: no post_filter, unwrapped aggregations.

type Clause = Record<string, unknown>

/** A facet group's filter: `brands`, `categories`, or one spec grid (`grid` set). */
export type FacetClause = { group: 'brands' | 'categories' | 'specs'; grid?: string; clause: Clause }

const all = (clauses: Clause[]): Clause => ({ bool: { filter: clauses } })
const others = (facets: FacetClause[], skip: FacetClause | ((f: FacetClause) => boolean)) =>
  facets.filter((f) => (typeof skip === 'function' ? !skip(f) : f !== skip)).map((f) => f.clause)

/** Wraps an aggregation in a `filter` aggregation of the same name (the answer nests it one level: name.name). */
const within = (name: string, clauses: Clause[], agg: Clause): Clause => ({
  filter: all(clauses),
  aggs: { [name]: agg }
})

/** Name of the extra aggregation that counts a selected spec grid's own options (`specs_0`, `specs_1`…). */
export const specGridAgg = (i: number) => `specs_${i}`

/**
 * The aggregations for a set of ticked facet groups. Brands and categories each leave their own group out; the specs
 * aggregation keeps every group (it serves the grids nobody ticked), and each ticked grid gets its own aggregation
 * without its own filter, restricted to that grid. Price bounds describe what is shown, so they keep every filter.
 */
export function disjunctiveAggs(plain: Record<string, Clause>, facets: FacetClause[]): Record<string, Clause> {
  if (!facets.length) return plain
  const aggs: Record<string, Clause> = {}
  for (const [name, agg] of Object.entries(plain)) {
    const group = name === 'brands' || name === 'categories' ? name : undefined
    aggs[name] = within(name, group ? others(facets, (f) => f.group === group) : others(facets, () => false), agg)
  }
  facets
    .filter((f) => f.grid !== undefined)
    .forEach((f, i) => {
      const name = specGridAgg(i)
      aggs[name] = within(name, others(facets, f), gridOnly(plain.specs as Clause, f.grid as string))
    })
  return aggs
}

/** The specs aggregation limited to one grid (terms `include`), so its answer carries that grid's options only. */
function gridOnly(specs: Clause, grid: string): Clause {
  const inner = (specs.aggs as { grid: { terms: Clause; aggs: Clause } }).grid
  return { ...specs, aggs: { grid: { ...inner, terms: { ...inner.terms, include: [grid] } } } }
}

/** `post_filter` for the ticked groups, or undefined when none is. */
export function postFilter(facets: FacetClause[]): Clause | undefined {
  return facets.length ? all(facets.map((f) => f.clause)) : undefined
}

/**
 * The answer's aggregations as if they had been asked unwrapped: `name: { doc_count, name: {…} }` becomes the inner
 * one. Untrusted input: anything not shaped so is left as it is for the schema to judge.
 */
export function unwrapAggs(aggs: unknown): unknown {
  if (typeof aggs !== 'object' || aggs === null || Array.isArray(aggs)) return aggs
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(aggs)) {
    const inner = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined
    out[name] = typeof inner === 'object' && inner !== null ? inner : value
  }
  return out
}
