import { maxPointsUsable } from '../money/loyalty'
import { fromCents, toCents } from '../money/cents'

// Paying part of an order with loyalty points: one point is worth one currency unit times the program's ratio; the
// shopper may use at most their balance and at most what the program allows for this order (maxPointsUsable); the
// rest is paid by card or boleto.

export interface PointsSplit {
  /** Points actually used (whole cents of value). */
  points: number
  /** Value the points pay. */
  value: number
  /** What is left to pay by another method. */
  rest: number
}

export function splitPoints(wanted: number, balance: number, subtotal: number, total: number, ratio = 1): PointsSplit {
  const cap = maxPointsUsable(subtotal, total)
  const value = Math.max(0, Math.min(wanted * ratio, balance * ratio, cap))
  const valueCents = toCents(value)
  return {
    points: ratio > 0 ? fromCents(valueCents) / ratio : 0,
    value: fromCents(valueCents),
    rest: fromCents(toCents(total) - valueCents)
  }
}
