import { InstallmentsOption } from '../schemas/payment'
import { asAmount, ceilDiv, minorDigits, roundUnits } from './amount'
import { fromCents, toCents } from './cents'

export interface Installment {
  count: number
  /** Amount of each instalment, rounded to the minor unit. */
  value: number
  interestFree: boolean
  /** What the shopper pays in all: the price when interest-free, value * count with interest. */
  total: number
}

const DEFAULT_MIN_INSTALLMENT = 5
// A guard against a corrupt max_number (1e9) turning installmentList into a very long loop; 10 years monthly.
const MAX_COUNT = 120

interface Plan {
  priceUnits: number
  minUnits: number
  /** Monthly rate as a fraction (0.0299), 0 when interest-free. */
  rate: number
  maxCount: number
  /** Counts up to this one carry no interest whatever the rate (the store's max_interest_free, 0 when absent). */
  freeCount: number
}

function readPlan(price: unknown, option: unknown, digits: number): Plan | undefined {
  const amount = asAmount(price)
  const parsed = InstallmentsOption.safeParse(option)
  if (amount === undefined || !parsed.success) return undefined
  const { max_number, min_installment, monthly_interest, max_interest_free } = parsed.data
  // Present fields must be usable; a malformed interest must not be shown as "sem juros".
  if (!Number.isFinite(max_number)) return undefined
  if (min_installment !== undefined && asAmount(min_installment) === undefined) return undefined
  if (monthly_interest !== undefined && asAmount(monthly_interest) === undefined) return undefined
  // A malformed max_interest_free is dropped rather than trusted: "sem juros" must never be shown wrongly.
  const free = asAmount(max_interest_free) ?? 0
  return {
    priceUnits: toCents(amount, digits),
    // `|| 5` as on the platform: a min_installment of 0 means "use the default".
    // At least one minor unit, so a min_installment of 0.001 cannot divide by zero.
    minUnits: Math.max(1, toCents(min_installment || DEFAULT_MIN_INSTALLMENT, digits)),
    rate: (monthly_interest ?? 0) / 100,
    maxCount: Math.min(Math.floor(max_number), MAX_COUNT),
    freeCount: Math.floor(free)
  }
}

/** The monthly rate a plan of `count` instalments pays: none up to the interest-free count. */
const rateFor = (plan: Plan, count: number) => (count <= plan.freeCount ? 0 : plan.rate)

/** Unrounded instalment in minor units: price / n, or the annuity price * i / (1 - (1 + i)^-n). */
function rawUnits(plan: Plan, count: number): number {
  const { priceUnits } = plan
  const rate = rateFor(plan, count)
  return rate > 0 ? (priceUnits * rate) / (1 - (1 + rate) ** -count) : priceUnits / count
}

function build(plan: Plan, count: number, digits: number): Installment {
  if (rateFor(plan, count) > 0) {
    // Nearest cent keeps the platform's figures (100 at 2.99 % in 12x = 10.04), but never so low that the
    // instalments add up to less than the cash price: paying with interest must not be cheaper than paying at once.
    const value = Math.max(roundUnits(rawUnits(plan, count)), ceilDiv(plan.priceUnits, count))
    return { count, value: fromCents(value, digits), interestFree: false, total: fromCents(value * count, digits) }
  }
  // Interest-free: the gateway settles the leftover cent(s), so the total is the price itself.
  const value = roundUnits(plan.priceUnits / count)
  return { count, value: fromCents(value, digits), interestFree: true, total: fromCents(plan.priceUnits, digits) }
}

/**
 * The instalment plan a price shows: count = min(floor(price / (min_installment || 5)), max_number), or null when that
 * is below 2 or the inputs are invalid. When the store makes the first plans interest-free (max_interest_free), the
 * longest of those is shown instead ("6x sem juros" rather than "12x com juros"), as shoppers compare on it.
 */
export function installments(price: number, option: InstallmentsOption, digits = 2): Installment | null {
  const d = minorDigits(digits)
  const plan = readPlan(price, option, d)
  if (!plan) return null
  const count = Math.min(Math.floor(plan.priceUnits / plan.minUnits), plan.maxCount)
  const free = Math.min(count, plan.freeCount)
  if (free >= 2) return build(plan, free, d)
  return count >= 2 ? build(plan, count, d) : null
}

/**
 * Every plan from 2 to max_number whose instalment reaches min_installment (default 5), for a payment-options table.
 * The threshold is checked on the unrounded value, so interest-free the list ends where installments() does (19.99
 * gives up to 3x, not a 4x of 4.9975 rounded up to 5.00). With interest it may go further, as the platform's does.
 */
export function installmentList(price: number, option: InstallmentsOption, digits = 2): Installment[] {
  const d = minorDigits(digits)
  const plan = readPlan(price, option, d)
  const list: Installment[] = []
  if (!plan || plan.priceUnits <= 0) return list
  for (let count = 2; count <= plan.maxCount; count++) {
    if (rawUnits(plan, count) >= plan.minUnits) list.push(build(plan, count, d))
  }
  return list
}
