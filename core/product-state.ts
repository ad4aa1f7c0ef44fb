// Whether and how a product can be shown and bought: the one copy of these rules, used by the islands and (through
// dist/node/core.mjs) by the demo's server-rendered cards, which so show the same state with the same labels.
import type { LabelKey } from './i18n'
import { isPriced } from './money/shown'
import type { Product } from './schemas/product'

/**
 * Why a product cannot be bought, as the label that says so, or null when it can. In this order: not available or not
 * visible; no positive price (price on request); out of stock: a product with variations when none of them has stock
 * left, else when its own quantity is none (an absent quantity is stock the store does not count).
 */
export function inactiveReason(
  p: Pick<Product, 'available' | 'visible' | 'price' | 'quantity' | 'variations'>
): LabelKey | null {
  if (p.available === false || p.visible === false) return 'product.unavailable'
  if (!isPriced(p)) return 'product.upon_request'
  const stocks = p.variations?.length ? p.variations.map((v) => v.quantity) : [p.quantity]
  if (stocks.every((q) => typeof q === 'number' && q <= 0)) return 'product.out_of_stock'
  return null
}

/** A product without name, slug or pictures is treated as a failed load (the card shows the load error). */
export function isComplete(p: Product): boolean {
  return Boolean(p.name && p.slug && p.pictures?.length)
}

export function productName(p: Product, lang: string): string {
  return p.i18n?.[lang]?.name ?? p.name
}

// The platform's slug alphabet. Anything else (a leading '/', '//host', 'javascript:') would make the link leave
// the store, so such a product is linked by its id instead.
const SLUG = /^[a-z0-9][a-z0-9\-_./]*$/i

/** Same-site link to a product page. */
export function productHref(p: Pick<Product, '_id' | 'slug'>): string {
  return `/${p.slug && SLUG.test(p.slug) && !p.slug.includes('//') ? p.slug : encodeURIComponent(p._id)}`
}
