import { AvailableExtraDiscount, DiscountOption, type DiscountType } from '../schemas/payment'
import { asAmount, minorDigits, roundUnits } from './amount'
import { fromCents, toCents } from './cents'

export interface DiscountView {
  /** The price shown is the order total (cart, checkout), not a product price. */
  total?: boolean
}

/** Discounted amount in minor units, kept within [0, price]. */
function discounted(priceUnits: number, type: DiscountType, value: number, digits: number): number {
  const units =
    type === 'percentage' ? roundUnits((priceUnits * (100 - value)) / 100) : priceUnits - toCents(value, digits)
  return Math.min(priceUnits, Math.max(0, units))
}

/**
 * The price after a payment-method discount (e.g. boleto), or null when it does not apply: an invalid price or option,
 * a negative value, a price below min_amount, a freight discount (never shown on a product price), or, in a total view,
 * a discount taken from the subtotal.
 */
export function paymentDiscount(
  price: number,
  discountOption: DiscountOption,
  view: DiscountView = {},
  digits = 2
): number | null {
  const d = minorDigits(digits)
  const amount = asAmount(price)
  const parsed = DiscountOption.safeParse(discountOption)
  if (amount === undefined || !parsed.success) return null
  const { type, value, min_amount, apply_at } = parsed.data
  if (asAmount(value) === undefined) return null
  if (apply_at === 'freight') return null
  if (view?.total && apply_at !== undefined && apply_at !== 'total') return null
  const min = min_amount === undefined ? 0 : asAmount(min_amount)
  if (min === undefined) return null
  const priceUnits = toCents(amount, d)
  if (priceUnits < toCents(min, d)) return null
  return fromCents(discounted(priceUnits, type, value, d), d)
}

/** The price after the coupon/campaign extra discount, or null unless the price exceeds its min_amount (default 0). */
export function extraDiscount(
  price: number,
  availableExtraDiscount: AvailableExtraDiscount,
  digits = 2
): number | null {
  const d = minorDigits(digits)
  const amount = asAmount(price)
  const parsed = AvailableExtraDiscount.safeParse(availableExtraDiscount)
  if (amount === undefined || !parsed.success) return null
  const { type, value, min_amount } = parsed.data
  if (asAmount(value) === undefined) return null
  const min = min_amount === undefined ? 0 : asAmount(min_amount)
  if (min === undefined) return null
  const priceUnits = toCents(amount, d)
  if (!(priceUnits > toCents(min, d))) return null
  return fromCents(discounted(priceUnits, type, value, d), d)
}
