import { fromCents, toCents } from '../money/cents'
import { extraDiscount } from '../money/discounts'
import type { DiscountRule, ShippingService } from '../schemas/modules'
import type { AvailableExtraDiscount } from '../schemas/payment'

// The cart's totals, computed in whole cents so they are exact: discount = the chosen rule's value (a coupon, or
// the store's automatic extra discount); a free-shipping rule cancels the freight instead; total never
// goes below zero.

export interface Totals {
  subtotal: number
  discount: number
  freight: number
  total: number
}

/**
 * A free-shipping rule (its extra discount flagged FREE_SHIPPING: the discount answer has no apply_at) cancels the
 * freight instead of taking off the subtotal.
 */
export const cancelsFreight = (rule?: DiscountRule): boolean =>
  Boolean(rule?.extra_discount.flags?.includes('FREE_SHIPPING'))

/** The freight the shopper pays for a service under the rule in force. */
export function serviceFreight(shipping: Pick<ShippingService, 'shipping_line'>, rule?: DiscountRule): number {
  return cancelsFreight(rule) ? 0 : shipping.shipping_line.total_price
}

export function cartTotals(
  subtotal: number,
  shipping?: Pick<ShippingService, 'shipping_line'>,
  rule?: DiscountRule
): Totals {
  const sub = toCents(subtotal)
  const freight = shipping ? toCents(serviceFreight(shipping, rule)) : 0
  const discount = rule && !cancelsFreight(rule) ? Math.min(sub, toCents(rule.extra_discount.value)) : 0
  return {
    subtotal: fromCents(sub),
    discount: fromCents(discount),
    freight: fromCents(freight),
    total: fromCents(Math.max(0, sub + freight - discount))
  }
}

/** Services cheapest first, then fastest (a missing delivery time last). */
export function sortServices<T extends ShippingService>(services: readonly T[]): T[] {
  const days = (s: T) => s.shipping_line.delivery_time?.days ?? Infinity
  return [...services].sort((a, b) => a.shipping_line.total_price - b.shipping_line.total_price || days(a) - days(b))
}

/**
 * What is missing to reach free shipping (0 once reached, or when the rule in force already cancels the freight), or
 * null when the store has no such threshold.
 */
export function freeShippingMissing(subtotal: number, from?: number, rule?: DiscountRule): number | null {
  if (cancelsFreight(rule)) return 0
  if (from === undefined || !(from > 0)) return null
  return fromCents(Math.max(0, toCents(from) - toCents(subtotal)))
}

/**
 * How much more the cart needs before the store's automatic extra discount applies, or null when it already does or has
 * no threshold. It applies only to a subtotal above min_amount, so the shopper must pass this amount, not reach it.
 */
export function extraDiscountMissing(subtotal: number, extra?: AvailableExtraDiscount): number | null {
  const min = extra?.min_amount
  if (min === undefined || !(min > 0) || !(extra!.value > 0) || toCents(subtotal) > toCents(min)) return null
  return fromCents(toCents(min) - toCents(subtotal))
}

/**
 * What the store's automatic discount would take off this subtotal, when a coupon took its place and gives less: only
 * one discount rule applies to an order, so a shopper who applies a weaker coupon should be told what it cost them.
 * Null when the automatic discount does not apply or the coupon gives as much or more.
 */
export function replacedDiscount(
  subtotal: number,
  extra: AvailableExtraDiscount | undefined,
  coupon: number
): number | null {
  const after = extra ? extraDiscount(subtotal, extra) : null
  if (after === null) return null
  const automatic = toCents(subtotal) - toCents(after)
  return automatic > toCents(coupon) ? fromCents(automatic) : null
}
