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

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x)

/**
 * The points an order uses, as the checkout takes them: keyed by the program's id (list_payments keys its programs by
 * id), the value turned back into points by that program's ratio. Undefined when no points are used or no program
 * names an id the platform would accept.
 */
export function pointsApplied(value: number, programs: unknown): Record<string, number> | undefined {
  if (!(value > 0) || !isRecord(programs)) return undefined
  const id = Object.keys(programs).find((k) => /^[a-z0-9_]{2,30}$/.test(k))
  if (!id) return undefined
  const program = programs[id]
  const ratio = isRecord(program) && typeof program.ratio === 'number' && program.ratio > 0 ? program.ratio : 1
  return { [id]: fromCents(toCents(value / ratio)) }
}

/**
 * The share of the order's total each payment pays when points pay part of it (the checkout's `amount_part`, the
 * multiplier of the total for each of two or more transactions): the points `value / (value + rest)`, the other method
 * the remainder, as the platform's own storefront splits them. Undefined when the points pay nothing.
 */
export function amountParts(split: Pick<PointsSplit, 'value' | 'rest'>): { points: number; rest: number } | undefined {
  const total = split.value + split.rest
  if (!(split.value > 0) || !(total > 0)) return undefined
  const points = Math.min(1, split.value / total)
  return { points, rest: 1 - points }
}
