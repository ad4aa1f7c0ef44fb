import type { Product } from '../schemas/product'
import { asAmount } from './amount'
import { type Instant, type PricedProduct, price } from './promotion'

/** What the shown-price rule reads: the price fields and the two flags that hide a product from sale. */
export type ShownProduct = PricedProduct & Pick<Product, 'available' | 'visible'>

/** Whether the product has a price at all: a missing, zero or negative price means it is sold on request ('Sob consulta'). */
export function isPriced(p: Pick<Product, 'price'>): boolean {
  return (asAmount(p.price) ?? 0) > 0
}

/**
 * The one price a shopper is shown, wherever a product appears (cards, product page, instant search, the server's
 * pages): null when no price may be shown — an unavailable or hidden product, or one sold on request — else the price
 * paid now, where an expired or not yet started promotion means the regular price.
 */
export function shownPrice(p: ShownProduct, now?: Instant): number | null {
  if (p.available === false || p.visible === false || !isPriced(p)) return null
  return price(p, now)
}
