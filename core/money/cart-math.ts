import type { CartItem } from '../schemas/cart'
import { asAmount, isRecord, minorDigits, roundUnits } from './amount'
import { fromCents, toCents } from './cents'

/** The fields a line total reads. */
export type PricedLine = Pick<CartItem, 'quantity' | 'price' | 'final_price' | 'kit_product' | 'customizations'>

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

/** A line of a kit, with what sharing out the kit's price needs; null for any other line. */
function kitShare(item: unknown, d: number): { id: string; cents: number; pack: number; units: number } | null {
  if (!isRecord(item) || !isRecord(item.kit_product) || Array.isArray(item.customizations)) return null
  const { _id, price, pack_quantity } = item.kit_product
  const kitPrice = asAmount(price)
  const pack = asAmount(pack_quantity)
  const units = asAmount(item.quantity)
  if (typeof _id !== 'string' || kitPrice === undefined || !pack || units === undefined) return null
  return { id: `${_id} ${kitPrice} ${pack}`, cents: toCents(kitPrice, d), pack, units }
}

/**
 * Every line's total in minor units. A kit's lines share out the kit's price exactly: each unit at kit price / units in
 * the kit leaves fractions of a cent (1016.90 over 4 is 254.225), and rounding each line would make the kit dearer in
 * the cart than on its page (1016.92). So the kit's lines get their exact shares rounded down, and the cents left go
 * to the lines with the largest fractions, first line first on a tie: they add up to the kit's price times the kits.
 */
export function lineTotalsCents(items: readonly PricedLine[], digits = 2): number[] {
  if (!Array.isArray(items)) return []
  const d = minorDigits(digits)
  const totals = items.map((item) => lineTotalCents(item, d))
  const kits = new Map<string, { index: number; exact: number }[]>()
  items.forEach((item, index) => {
    const kit = kitShare(item, d)
    if (!kit) return
    const lines = kits.get(kit.id) ?? []
    lines.push({ index, exact: (kit.cents * kit.units) / kit.pack })
    kits.set(kit.id, lines)
  })
  // Shares are whole cents up to float noise (25423 may come out as 25422.999999…), hence the tolerance.
  const whole = (x: number) => Math.floor(x + 1e-9)
  const fraction = (x: number) => x - whole(x)
  for (const lines of kits.values()) {
    let left = Math.round(lines.reduce((sum, l) => sum + l.exact, 0))
    for (const l of lines) left -= totals[l.index] = whole(l.exact)
    const byFraction = [...lines].sort((a, b) => fraction(b.exact) - fraction(a.exact))
    for (const l of byFraction) if (left-- > 0) totals[l.index]! += 1
  }
  return totals
}

/** Every line's total as a decimal amount (a kit's lines adding up to its price; see lineTotalsCents). */
export function lineTotals(items: readonly PricedLine[], digits = 2): number[] {
  const d = minorDigits(digits)
  return lineTotalsCents(items, d).map((cents) => fromCents(cents, d))
}

/**
 * The unit price a line shows beside its total: a kit line's is its share of the kit (total / quantity), so the two
 * agree once the kit's cents are shared out; any other line's is its final price.
 */
export function lineUnit(item: PricedLine, total: number): number {
  const quantity = asAmount(item.quantity)
  if (item.kit_product && quantity) return total / quantity
  return asAmount(item.final_price) ?? asAmount(item.price) ?? 0
}

/** Cart subtotal in integer minor units: the exact sum of the line totals. */
export function cartSubtotalCents(items: readonly PricedLine[], digits = 2): number {
  return lineTotalsCents(items, digits).reduce((sum, cents) => sum + cents, 0)
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
