import type { Product, Variation } from '../schemas/product'
import { asAmount, isRecord, minorDigits } from './amount'
import { roundMoney, toCents } from './cents'

/** The price fields of a product (or a variation) the promotion rules read. */
export type PricedProduct = Pick<Product, 'price' | 'base_price' | 'final_price' | 'price_effective_date'>

export type Instant = Date | number

/**
 * The price fields a variation sells at: its own price and base price over the product's, under the product's
 * promotion window (a variation has none of its own), so a variation's sale price holds only while the product's
 * promotion runs, like the product's. A variation without a price sells at the product's. The product page, the cart
 * line and everything priced from a chosen variation read this one rule.
 */
export function pricedVariation(
  product: PricedProduct,
  variation: Pick<Variation, 'price' | 'base_price'> | undefined
) {
  if (!variation || typeof variation.price !== 'number') return product
  return {
    ...product,
    price: variation.price,
    base_price: variation.base_price ?? product.base_price,
    final_price: undefined
  }
}

const NOT_AN_OBJECT = '`product` must be an object'

function checkProduct(product: unknown): product is Record<string, unknown> {
  if (isRecord(product)) return true
  console.error(NOT_AN_OBJECT)
  return false
}

/** Epoch ms of a window bound, or undefined when absent or unparsable (an unreadable bound does not close the window). */
function boundTime(bound: unknown): number | undefined {
  const time = typeof bound === 'string' ? Date.parse(bound) : typeof bound === 'number' ? bound : NaN
  return Number.isFinite(time) ? time : undefined
}

function nowTime(now: Instant | undefined): number {
  if (now === undefined) return Date.now()
  return now instanceof Date ? now.getTime() : now
}

function promotionActive(product: Record<string, unknown>, now: Instant | undefined): boolean {
  const price = asAmount(product.price)
  const base = asAmount(product.base_price)
  if (price === undefined || base === undefined || !(base > price)) return false
  const window = product.price_effective_date
  if (!isRecord(window)) return true
  const time = nowTime(now)
  // An invalid `now` cannot be proven inside a window, so a dated promotion is not shown.
  if (!Number.isFinite(time)) return false
  const start = boundTime(window.start)
  const end = boundTime(window.end)
  // Both bounds are inclusive: a promotion starting at 10:00 is on at 10:00:00.000 and one ending at 18:00 still is at 18:00:00.000.
  if (start !== undefined && time < start) return false
  if (end !== undefined && time > end) return false
  return true
}

/** Whether the product is on promotion at `now` (default: the current time). Logs and answers false for a non-object. */
export function onPromotion(product: PricedProduct, now?: Instant): boolean {
  if (!checkProduct(product)) return false
  return promotionActive(product, now)
}

/**
 * The price a shopper pays: `price` while on promotion; else `final_price` when it is a valid amount; else the larger of
 * base_price and price; else 0. Logs and answers 0 for a non-object.
 */
export function price(product: PricedProduct, now?: Instant, digits = 2): number {
  if (!checkProduct(product)) return 0
  const d = minorDigits(digits)
  const current = asAmount(product.price)
  if (current !== undefined && promotionActive(product, now)) return roundMoney(current, d)
  const final = asAmount(product.final_price)
  if (final !== undefined) return roundMoney(final, d)
  return roundMoney(Math.max(asAmount(product.base_price) ?? 0, current ?? 0), d)
}

/** The discount stamp: whole percent off base_price while on promotion, else 0. Logs and answers 0 for a non-object. */
export function discountPercent(product: PricedProduct, now?: Instant): number {
  if (!checkProduct(product) || !promotionActive(product, now)) return 0
  // Integer cents make the halfway cases exact (199 of 200 is 0.5 % -> 1), which float subtraction may not.
  const base = toCents(product.base_price as number)
  const current = toCents(product.price as number)
  return base > 0 ? Math.round(((base - current) * 100) / base) : 0
}
