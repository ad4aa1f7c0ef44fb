import { isObjectId } from '../ids'
import * as z from 'zod/mini'

/** Sort keys the search accepts; 'default' is relevance. */
export const SORTS = ['default', 'sales', 'news', 'lowest_price', 'highest_price', 'offers', 'views'] as const

export const Sort = z.enum(SORTS)
export type Sort = z.infer<typeof Sort>

// Price bounds come from form fields as often as from code, so the type admits what a form gives; buildQuery only
// applies a bound that is a finite number (priceBound): anything else (NaN, '', text, null) leaves that side open.
const PriceBound = z.optional(z.nullable(z.union([z.number(), z.string()])))

export const SearchState = z.object({
  term: z.optional(z.string()),
  /** 1-based. */
  page: z.optional(z.number()),
  pageSize: z.optional(z.number()),
  sort: z.optional(Sort),
  brands: z.optional(z.array(z.string())),
  categories: z.optional(z.array(z.string())),
  /** Selected spec values per grid, e.g. `{ colors: ['Azul'] }`. */
  specs: z.optional(z.record(z.string(), z.array(z.string()))),
  priceMin: PriceBound,
  priceMax: PriceBound,
  /** Restricts the search to these product ids. */
  ids: z.optional(z.array(z.string())),
  /**
   * A fixed restriction every result must meet on top of the shopper's filters: a category or brand page. Separate
   * from `categories`/`brands` because those are alternatives (OR) while the scope always holds (AND), so picking
   * "Camisetas" on the "Moda" page narrows the page instead of widening it.
   */
  scope: z.optional(z.object({ brands: z.optional(z.array(z.string())), categories: z.optional(z.array(z.string())) }))
})

export type SearchState = z.infer<typeof SearchState>

export function isSort(value: unknown): value is Sort {
  return typeof value === 'string' && (SORTS as readonly string[]).includes(value)
}

/** A usable price bound: finite numbers only; NaN, '', numeric strings and null are not bounds. */
export function priceBound(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

export { isObjectId }

/** Distinct valid object ids, first occurrence order. */
export function distinctIds(ids: readonly unknown[]): string[] {
  return [...new Set(ids.filter(isObjectId))]
}
