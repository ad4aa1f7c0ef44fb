import { toCents } from './cents'

// Guards shared by the money rules. Platform payloads are typed loosely and theme scripts call these helpers from
// plain JS, so every input is checked at run time rather than trusted to its static type.

/**
 * A usable money amount: a finite number >= 0. Anything else (strings such as "10", NaN, Infinity, negatives, null)
 * is invalid and reads as absent; coercing "10" would hide a broken payload behind a plausible price.
 */
export function asAmount(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined
}

/** A plain object (not null, not an array): what a product, item or option must be. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Rounds to an integer half away from zero, after removing binary noise (so 100.5 stays 101 even as 100.4999...). */
export function roundUnits(value: number): number {
  return toCents(value, 0)
}

/** Smallest integer >= a / b for positive integers, without going through a float quotient. */
export function ceilDiv(a: number, b: number): number {
  return Math.floor((a + b - 1) / b)
}

/** Minor-unit digits to use: the caller's when it is a sane integer, else 2 (cents). */
export function minorDigits(digits: unknown): number {
  return typeof digits === 'number' && Number.isInteger(digits) && digits >= 0 && digits <= 4 ? digits : 2
}
