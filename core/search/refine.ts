import { MAX_PAGE, PAGE_SIZE } from './constants'
import type { Sort } from './state'
import type { UrlState } from './url'

// What the results page does to its state when the shopper refines it. Every change of what is shown (filters, sort,
// price) goes back to page 1: page 7 of a narrower result may not exist.

export type ListFacet = 'brands' | 'categories'

/** Adds the value when absent, removes it when present. */
export function toggleValue(state: UrlState, facet: ListFacet, value: string): UrlState {
  const next = { ...withoutPage(state) }
  const list = toggled(state[facet], value)
  if (list.length) next[facet] = list
  else delete next[facet]
  return next
}

/**
 * The values ticked in a spec grid. Own keys only: a grid named `constructor` or `toString` must not read (and then
 * call .includes on) what every object inherits.
 */
export const specValues = (state: UrlState, grid: string): string[] | undefined =>
  state.specs && Object.prototype.hasOwnProperty.call(state.specs, grid) ? state.specs[grid] : undefined

export function toggleSpec(state: UrlState, grid: string, value: string): UrlState {
  const next = withoutPage(state)
  // Without a prototype, so a grid named `__proto__` is a key like any other, never the object's prototype.
  const specs: Record<string, string[]> = Object.assign(Object.create(null), state.specs)
  const list = toggled(specValues(state, grid), value)
  if (list.length) specs[grid] = list
  else delete specs[grid]
  if (Object.keys(specs).length) next.specs = specs
  else delete next.specs
  return next
}

export function withSort(state: UrlState, sort: Sort): UrlState {
  const next = withoutPage(state)
  if (sort === 'default') delete next.sort
  else next.sort = sort
  return next
}

/**
 * Price bounds from the two form fields. Blank or unusable fields drop that bound; swapped bounds are put in order,
 * since a shopper typing 300 then 50 means "between 50 and 300", not "nothing".
 */
export function withPrice(state: UrlState, min: string, max: string): UrlState {
  const next = withoutPage(state)
  delete next.priceMin
  delete next.priceMax
  let lo = readPrice(min)
  let hi = readPrice(max)
  if (lo !== undefined && hi !== undefined && lo > hi) [lo, hi] = [hi, lo]
  if (lo !== undefined) next.priceMin = lo
  if (hi !== undefined) next.priceMax = hi
  return next
}

export function withPage(state: UrlState, page: number): UrlState {
  const next = { ...state }
  if (Number.isInteger(page) && page > 1) next.page = Math.min(page, MAX_PAGE)
  else delete next.page
  return next
}

/** Drops every filter; term and sort stay (they are what the shopper searched for, not how they narrowed it). */
export function clearFilters(state: UrlState): UrlState {
  const next: UrlState = {}
  if (state.term) next.term = state.term
  if (state.sort) next.sort = state.sort
  return next
}

export function hasFilters(state: UrlState): boolean {
  return Boolean(
    state.brands?.length ||
      state.categories?.length ||
      Object.keys(state.specs ?? {}).length ||
      state.priceMin !== undefined ||
      state.priceMax !== undefined
  )
}

/** Pages a total fills, at least 1, and never beyond what the search can serve. */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  if (!(total > 0) || !(pageSize > 0)) return 1
  return Math.min(MAX_PAGE, Math.ceil(total / pageSize))
}

/**
 * Page numbers to offer around `current`: always the first and last, `spread` either side, and null where a run is
 * skipped (shown as an ellipsis). E.g. (6, 20) -> [1, null, 5, 6, 7, null, 20].
 */
export function pageWindow(current: number, count: number, spread = 1): (number | null)[] {
  const out: (number | null)[] = []
  for (let p = 1; p <= count; p++) {
    if (p === 1 || p === count || Math.abs(p - current) <= spread) out.push(p)
    else if (out[out.length - 1] !== null) out.push(null)
  }
  return out
}

function withoutPage(state: UrlState): UrlState {
  const next = { ...state }
  delete next.page
  return next
}

function toggled(list: readonly string[] | undefined, value: string): string[] {
  const current = list ?? []
  return current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
}

// Form fields give text; accept a decimal comma too (Brazilian shoppers type "49,90").
function readPrice(raw: string): number | undefined {
  const text = raw.trim().replace(',', '.')
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(text)) return undefined
  return Number(text)
}
