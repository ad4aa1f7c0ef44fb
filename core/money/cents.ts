// Money is computed in integer minor units so no float drift ever reaches a shopper.
// Decimal amounts from the API are converted once at the edge and back only for display or sending.

// Building an Intl.NumberFormat costs a fraction of a millisecond, and every price rule asks for these digits: a page
// of cards asked hundreds of times during its first render (a quarter of its script time on a throttled phone).
const digitsOf = new Map<string, number>()

/** Minor-unit digits of a currency (BRL 2, JPY 0, KWD 3); 2 when Intl does not know it. Read once per currency. */
export function fractionDigits(currency = 'BRL'): number {
  let digits = digitsOf.get(currency)
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
    } catch {
      digits = 2
    }
    digitsOf.set(currency, digits)
  }
  return digits
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
