import { AvailableExtraDiscount, DiscountOption, type DiscountType, type PaymentOptions } from '../schemas/payment'
import { asAmount, minorDigits, roundUnits } from './amount'
import { fromCents, toCents } from './cents'

export interface DiscountView {
  /** The price shown is the order total (cart, checkout), not a product price. */
  total?: boolean
}

/**
 * Discounted amount in minor units, kept within [0, price]. A percentage leaves a fraction of a cent, and the two
 * discounts round it on different sides, as the platform does: a payment discount (boleto) rounds the discounted
 * price; the extra discount rounds the discount itself, since apply_discount answers the amount taken off (5 % of
 * R$ 1.016,90 is R$ 50,85, so the shopper pays R$ 966,05, not the R$ 966,06 that rounding the price gives).
 */
function discounted(
  priceUnits: number,
  type: DiscountType,
  value: number,
  digits: number,
  round: 'price' | 'off'
): number {
  const units =
    type === 'fixed'
      ? priceUnits - toCents(value, digits)
      : round === 'price'
        ? roundUnits((priceUnits * (100 - value)) / 100)
        : priceUnits - roundUnits((priceUnits * value) / 100)
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
  return fromCents(discounted(priceUnits, type, value, d, 'price'), d)
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
  return fromCents(discounted(priceUnits, type, value, d, 'off'), d)
}

/**
 * What one pays for `price` by the discounted payment method (boleto): its discount is taken from the price after
 * the store's automatic extra discount, as the checkout charges it (the platform applies the extra discount to the
 * order first). Null when the method has no discount for this price.
 */
export function cashPrice(
  price: number,
  options: Pick<PaymentOptions, 'discount_option' | 'available_extra_discount'>,
  digits = 2
): number | null {
  if (!options.discount_option) return null
  const extra = options.available_extra_discount ? extraDiscount(price, options.available_extra_discount, digits) : null
  return paymentDiscount(extra ?? price, options.discount_option, {}, digits)
}

/**
 * What one pays for `price` by Pix, where the store gives Pix a discount: the same cash-price rule as the boleto's,
 * with the Pix gateway's discount. Null when the store has none for Pix, or it does not apply to this price.
 */
export function pixPrice(
  price: number,
  options: Pick<PaymentOptions, 'pix_discount_option' | 'available_extra_discount'>,
  digits = 2
): number | null {
  const { pix_discount_option: pix, available_extra_discount } = options
  return pix ? cashPrice(price, { discount_option: pix, available_extra_discount }, digits) : null
}

export interface CashOffer {
  value: number
  /** The price is Pix's (else the store's cash method, the boleto). */
  pix: boolean
}

/**
 * The price a card or product page shows for paying at once: the lower of the Pix and the boleto prices (Pix when
 * they tie, the method shoppers reach for first), or null when neither is below `price`.
 */
export function cashOffer(
  price: number,
  options: Pick<PaymentOptions, 'discount_option' | 'pix_discount_option' | 'available_extra_discount'>,
  digits = 2
): CashOffer | null {
  const pix = pixPrice(price, options, digits)
  const cash = cashPrice(price, options, digits)
  if (pix !== null && pix < price && (cash === null || pix <= cash)) return { value: pix, pix: true }
  return cash !== null && cash < price ? { value: cash, pix: false } : null
}
