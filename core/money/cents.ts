// Money is computed in integer minor units so no float drift ever reaches a shopper.
// Decimal amounts from the API are converted once at the edge and back only for display or sending.

/** Minor-unit digits of a currency (BRL 2, JPY 0, KWD 3); 2 when Intl does not know it. */
export function fractionDigits(currency = 'BRL'): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  } catch {
    return 2
  }
}

/** Decimal amount -> integer minor units, rounding half away from zero on the decimal text, not the float. */
export function toCents(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return 0
  // toFixed on the float first removes binary noise (1.005 is 1.00499999...), then we round on a wider precision.
  const scaled = Number((Math.abs(value) * 10 ** digits).toFixed(6))
  const cents = Math.round(scaled)
  return value < 0 ? -cents : cents
}

/** Integer minor units -> decimal amount with exactly `digits` fraction digits at most. */
export function fromCents(cents: number, digits = 2): number {
  return Number((Math.round(cents) / 10 ** digits).toFixed(digits))
}

/** Rounds a decimal money amount to the currency's minor unit. */
export function roundMoney(value: number, digits = 2): number {
  return fromCents(toCents(value, digits), digits)
}
