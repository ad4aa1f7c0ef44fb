import type { Product } from '../../core/schemas/product'
import type { LabelKey } from '../../core/i18n'

/** Why a card cannot be bought (spec §4), or null when it can. Checked in the spec's order. */
export function inactiveReason(p: Product): LabelKey | null {
  if (p.available === false || p.visible === false) return 'product.unavailable'
  if (p.price === undefined || p.price <= 0) return 'product.upon_request'
  if (p.in_stock === false || (typeof p.quantity === 'number' && p.quantity <= 0 && !p.variations?.length)) return 'product.out_of_stock'
  return null
}

/** The spec treats a product without name, slug or pictures as a failed load. */
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
