import { LoyaltyPointsProgram, type LoyaltyPointsPrograms } from '../schemas/payment'
import { asAmount, isRecord, minorDigits, roundUnits } from './amount'
import { fromCents, toCents } from './cents'

export interface EarnedPoints {
  /** Points earned, with one decimal. */
  points: number
  program: LoyaltyPointsProgram
}

// Points can never pay the last 5 currency units of a cart (platform rule).
const POINTS_RESERVE = 5

/**
 * Points earned on a price: earn_percentage / 100 * price, one decimal, from the first program with earn_percentage > 0
 * (programs keyed by id or listed). Null when there is none, when the price is below that program's
 * min_subtotal_to_earn (the next program is not tried), or when the points round to 0.
 */
export function loyaltyPoints(price: number, programs: LoyaltyPointsPrograms): EarnedPoints | null {
  const amount = asAmount(price)
  if (amount === undefined) return null
  const list: unknown[] = Array.isArray(programs) ? programs : isRecord(programs) ? Object.values(programs) : []
  for (const candidate of list) {
    const parsed = LoyaltyPointsProgram.safeParse(candidate)
    if (!parsed.success || !(parsed.data.earn_percentage > 0)) continue
    const program = parsed.data
    const min = program.min_subtotal_to_earn === undefined ? 0 : asAmount(program.min_subtotal_to_earn)
    if (min === undefined || toCents(amount) < toCents(min)) return null
    // Rounded as whole tenths so the single decimal never shows float drift (0.1 + 0.2 points reads 0.3).
    const tenths = roundUnits((amount * program.earn_percentage) / 10)
    return tenths > 0 ? { points: tenths / 10, program } : null
  }
  return null
}

/**
 * Points an order earns: the same rule as a product page's promise, on the price of the items (the subtotal), so a kit
 * page that promises 20,3 points gives 20,3 on an order of that kit, whatever the freight, coupon or payment method.
 */
export function orderPoints(
  amount: { subtotal?: number; total: number } | undefined,
  programs: LoyaltyPointsPrograms
): EarnedPoints | null {
  if (!amount) return null
  return loyaltyPoints(amount.subtotal ?? amount.total, programs)
}

/**
 * Most of a cart that points may pay: min(subtotal - 5, total / 2), or total - 5 when the whole cart may be paid in
 * points; never below 0. Floored to the minor unit because it is a ceiling. Invalid inputs give 0.
 */
export function maxPointsUsable(subtotal: number, total: number, wholeCartAllowed = false, digits = 2): number {
  const d = minorDigits(digits)
  const sub = asAmount(subtotal)
  const tot = asAmount(total)
  if (tot === undefined || (!wholeCartAllowed && sub === undefined)) return 0
  const reserve = toCents(POINTS_RESERVE, d)
  const totalUnits = toCents(tot, d)
  const units = wholeCartAllowed
    ? totalUnits - reserve
    : Math.min(toCents(sub as number, d) - reserve, Math.floor(totalUnits / 2))
  return fromCents(Math.max(0, units), d)
}
