// Subscriptions: a product bought as a subscription repeats every period; the order that carries the recurrence is
// the subscription itself. The period travels on the cart line as a flag ('subscription:monthly'), so the same product
// with two periods stays two lines, and the checkout sends it as the order's recurrence.
export const PERIODS = ['monthly', 'bimonthly', 'quarterly', 'semiannual', 'yearly'] as const
export type Period = (typeof PERIODS)[number]

/** Months between two deliveries. */
export const PERIOD_MONTHS: Readonly<Record<Period, number>> = {
  monthly: 1,
  bimonthly: 2,
  quarterly: 3,
  semiannual: 6,
  yearly: 12
}

export const isPeriod = (x: unknown): x is Period => typeof x === 'string' && (PERIODS as readonly string[]).includes(x)

const FLAG = 'subscription:'

/**
 * Whether a product is sold by subscription: the platform's product has no field for it, so the store marks it with
 * the flag 'subscription' among its flags.
 */
export const soldBySubscription = (product: { flags?: readonly string[] }): boolean =>
  product.flags?.includes('subscription') === true

/** The cart line flag of a period. */
export const subscriptionFlag = (period: Period): string => FLAG + period

/** The period of a cart line (from its flags), or null for a one-off purchase. */
export function periodOfFlags(flags: readonly string[] | undefined): Period | null {
  const p = flags?.find((f) => f.startsWith(FLAG))?.slice(FLAG.length)
  return isPeriod(p) ? p : null
}

/**
 * The date after `from` one period later, in UTC; the day is kept, or the month's last day when it has fewer
 * (31 Jan + 1 month = 28/29 Feb), so a subscription never skips a month.
 */
export function nextDate(from: Date, period: Period): Date {
  const y = from.getUTCFullYear()
  const m = from.getUTCMonth() + PERIOD_MONTHS[period]
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate()
  return new Date(Date.UTC(y, m, Math.min(from.getUTCDate(), last), from.getUTCHours(), from.getUTCMinutes()))
}
