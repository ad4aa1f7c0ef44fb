import { MAX_PAGE } from './constants'
import { isSort, type SearchState } from './state'

// The URL is shopper-editable and shareable, so everything read from it is bounded before it reaches a query.
const MAX_TERM = 200
const MAX_VALUE = 100
const MAX_VALUES = 50
const MAX_GRIDS = 20
const MAX_PRICE = 1e9
const SPEC_PREFIX = 'spec.'
// Grid names become object keys; these would reach Object.prototype or shadow its methods.
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/** The part of a search state kept in the URL. */
export type UrlState = Pick<SearchState, 'term' | 'page' | 'sort' | 'brands' | 'categories' | 'specs'> & {
  priceMin?: number
  priceMax?: number
}

/** Reads and validates a search state from URL parameters; anything unusable is dropped, never thrown. */
export function stateFromUrl(params: URLSearchParams): UrlState {
  const state: UrlState = {}
  const term = text(params.get('term')?.replace(/\s+/g, ' ') ?? null, MAX_TERM)
  if (term) state.term = term
  const page = parsePage(params.get('page'))
  if (page > 1) state.page = page
  const sort = params.get('sort')
  if (isSort(sort) && sort !== 'default') state.sort = sort
  const brands = list(params.getAll('brands'))
  if (brands.length) state.brands = brands
  const categories = list(params.getAll('categories'))
  if (categories.length) state.categories = categories
  const specs = parseSpecs(params)
  if (specs) state.specs = specs
  const priceMin = parsePrice(params.get('price_min'))
  if (priceMin !== undefined) state.priceMin = priceMin
  const priceMax = parsePrice(params.get('price_max'))
  if (priceMax !== undefined) state.priceMax = priceMax
  return state
}

/**
 * URL parameters of a state, in a fixed order and without defaults, so equal states give equal URLs and
 * `stateToUrl(stateFromUrl(p))` is stable. Lists are repeated parameters, so values may contain commas.
 */
export function stateToUrl(state: SearchState): URLSearchParams {
  const clean = stateFromUrl(rawParams(state))
  const out = new URLSearchParams()
  if (clean.term) out.set('term', clean.term)
  if (clean.sort) out.set('sort', clean.sort)
  if (clean.page) out.set('page', String(clean.page))
  for (const brand of clean.brands ?? []) out.append('brands', brand)
  for (const category of clean.categories ?? []) out.append('categories', category)
  for (const [grid, values] of Object.entries(clean.specs ?? {})) {
    for (const value of values) out.append(SPEC_PREFIX + grid, value)
  }
  if (clean.priceMin !== undefined) out.set('price_min', String(clean.priceMin))
  if (clean.priceMax !== undefined) out.set('price_max', String(clean.priceMax))
  return out
}

// Writing goes through the same validation as reading: one set of rules, and a state built in code cannot produce
// a URL that would read back differently.
function rawParams(state: SearchState): URLSearchParams {
  const p = new URLSearchParams()
  if (typeof state.term === 'string') p.set('term', state.term)
  if (typeof state.page === 'number' && Number.isFinite(state.page)) p.set('page', String(Math.trunc(state.page)))
  if (state.sort) p.set('sort', state.sort)
  for (const v of state.brands ?? []) p.append('brands', v)
  for (const v of state.categories ?? []) p.append('categories', v)
  for (const [grid, values] of Object.entries(state.specs ?? {}))
    for (const v of values) p.append(SPEC_PREFIX + grid, v)
  if (typeof state.priceMin === 'number') p.set('price_min', priceText(state.priceMin))
  if (typeof state.priceMax === 'number') p.set('price_max', priceText(state.priceMax))
  return p
}

function text(raw: string | null, max: number): string {
  // Control characters have no place in a search or facet value; they would only confuse the query or the display.
  return (raw ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, max)
    .trim()
}

function list(raw: readonly string[]): string[] {
  const out = new Set<string>()
  for (const value of raw) {
    const clean = text(value, MAX_VALUE)
    if (clean) out.add(clean)
    if (out.size >= MAX_VALUES) break
  }
  return [...out]
}

function parsePage(raw: string | null): number {
  if (!raw || !/^\d{1,12}$/.test(raw.trim())) return 1
  return Math.min(MAX_PAGE, Math.max(1, Number(raw.trim())))
}

function parsePrice(raw: string | null): number | undefined {
  // Plain decimals only: no exponents, hex, signs or Infinity sneaking through Number().
  if (!raw || !/^\d{1,10}(\.\d{1,6})?$/.test(raw.trim())) return undefined
  const value = Math.round(Number(raw.trim()) * 100) / 100
  return value <= MAX_PRICE ? value : undefined
}

// Cents are the finest step a price filter needs; rounding also keeps float noise (0.1 + 0.2) out of the URL.
function priceText(value: number): string {
  return Number.isFinite(value) ? String(Math.round(value * 100) / 100) : ''
}

function parseSpecs(params: URLSearchParams): Record<string, string[]> | undefined {
  const grids = new Map<string, string[]>()
  for (const key of new Set(params.keys())) {
    if (!key.startsWith(SPEC_PREFIX)) continue
    const grid = text(key.slice(SPEC_PREFIX.length), MAX_VALUE)
    if (!grid || RESERVED_KEYS.has(grid) || grids.has(grid)) continue
    const values = list(params.getAll(key))
    if (values.length) grids.set(grid, values)
    if (grids.size >= MAX_GRIDS) break
  }
  return grids.size ? Object.fromEntries(grids) : undefined
}
