import type { CartItem } from '../schemas/cart'
import { asAmount, isRecord, minorDigits, roundUnits } from './amount'
import { fromCents, toCents } from './cents'

/** The fields a line total reads. */
export type PricedLine = Pick<CartItem, 'quantity' | 'price' | 'final_price'>

/** The fields a line's final price is derived from. */
export type CustomizableLine = Pick<CartItem, 'price' | 'kit_product' | 'customizations'>

/**
 * A line's total in integer minor units: quantity * (final_price ?? price). A final_price that is not a valid amount
 * (e.g. the string "10") reads as absent; an invalid quantity or price makes the line 0.
 */
export function lineTotalCents(item: PricedLine, digits = 2): number {
  if (!isRecord(item)) return 0
  const d = minorDigits(digits)
  const quantity = asAmount(item.quantity)
  const unit = asAmount(item.final_price) ?? asAmount(item.price)
  if (quantity === undefined || unit === undefined) return 0
  return roundUnits(quantity * toCents(unit, d))
}

/** A line's total as a decimal amount, computed in minor units. */
export function lineTotal(item: PricedLine, digits = 2): number {
  const d = minorDigits(digits)
  return fromCents(lineTotalCents(item, d), d)
}

/** Cart subtotal in integer minor units: the exact sum of the line totals. */
export function cartSubtotalCents(items: readonly PricedLine[], digits = 2): number {
  if (!Array.isArray(items)) return 0
  return items.reduce((sum: number, item: PricedLine) => sum + lineTotalCents(item, digits), 0)
}

/** Cart subtotal as a decimal amount, exact to the minor unit (what Cart.subtotal holds). */
export function cartSubtotal(items: readonly PricedLine[], digits = 2): number {
  const d = minorDigits(digits)
  return fromCents(cartSubtotalCents(items, d), d)
}

/**
 * A line's unit final price: a kit line costs kit_product.price / pack_quantity, any other line its price; then every
 * customization adds its fixed `addition` or `addition` percent of that base price (percentages do not compound:
 * 100 + 10 % + 5 = 115 in any order). Never below 0.
 */
export function itemFinalPrice(item: CustomizableLine, digits = 2): number {
  if (!isRecord(item)) return 0
  const d = minorDigits(digits)
  const kit = item.kit_product
  const kitPrice = isRecord(kit) ? asAmount(kit.price) : undefined
  const pack = isRecord(kit) ? asAmount(kit.pack_quantity) : undefined
  // The unit price of a kit is rounded to the minor unit, so 3 units of a 100.00 kit show 33.33 each.
  const base =
    kitPrice !== undefined && pack !== undefined && pack > 0
      ? roundUnits(toCents(kitPrice, d) / pack)
      : toCents(asAmount(item.price) ?? 0, d)
  let total = base
  for (const customization of Array.isArray(item.customizations) ? item.customizations : []) {
    const add = isRecord(customization) ? customization.add_to_price : undefined
    if (!isRecord(add) || typeof add.addition !== 'number' || !Number.isFinite(add.addition)) continue
    // A negative addition is a legitimate rebate option, so it is kept; the floor at 0 below bounds it.
    if (add.type === 'percentage') total += roundUnits((base * add.addition) / 100)
    else if (add.type === 'fixed') total += toCents(add.addition, d)
  }
  return fromCents(Math.max(0, total), d)
}
