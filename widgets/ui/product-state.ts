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
