import { paymentDiscount } from '../money/discounts'
import { fromCents, toCents } from '../money/cents'
import type { DiscountOption } from '../schemas/payment'
import type { PointsSplit } from './points'

// What the order costs once the payment is chosen, as the platform will charge it: loyalty points pay part of the cart
// total; the boleto discount applies to what the points leave; a card in instalments with interest charges
// instalment x number. The review shows these figures, so the shopper sees before placing the order what they pay.

export interface PaymentChoice {
  /** The discount of the method chosen when it is paid at once (boleto, Pix). */
  boleto?: DiscountOption | null | undefined
  /** The card instalment plan chosen (number, value of each, whether it carries interest). */
  installment?: { number: number; value: number; tax?: boolean | undefined } | undefined
}

export interface PaymentSummary {
  /** Taken off for paying by boleto (0 otherwise). */
  methodDiscount: number
  /** Added by a card plan with interest (0 otherwise). */
  interest: number
  /** The order total: the cart total, less the boleto discount, plus interest. */
  total: number
  /** Paid with loyalty points. */
  points: number
  /** What the chosen method charges: the total less the points. */
  charged: number
}

/** What a card plan charges in all: each instalment times their number. */
export const planTotal = (plan: { number: number; value: number }): number =>
  fromCents(toCents(plan.value) * plan.number)

export function paymentSummary(split: PointsSplit, choice: PaymentChoice): PaymentSummary {
  const rest = toCents(split.rest)
  let charged = rest
  if (choice.boleto) {
    const discounted = paymentDiscount(split.rest, choice.boleto, { total: true })
    if (discounted !== null) charged = toCents(discounted)
  } else if (choice.installment?.tax) {
    charged = Math.max(rest, toCents(planTotal(choice.installment)))
  }
  const points = toCents(split.value)
  return {
    methodDiscount: fromCents(Math.max(0, rest - charged)),
    interest: fromCents(Math.max(0, charged - rest)),
    total: fromCents(points + charged),
    points: fromCents(points),
    charged: fromCents(charged)
  }
}

/**
 * The total the confirmation shows for an order the platform answered: its amount (points included, no card interest),
 * or, for a card plan with interest, what the review showed — the points plus the plan's instalments.
 */
export function confirmedTotal(
  orderTotal: number,
  points: number,
  plan: { number: number; value: number; tax?: boolean | undefined } | undefined
): number {
  if (!plan?.tax) return orderTotal
  return fromCents(Math.max(toCents(orderTotal), toCents(points) + toCents(planTotal(plan))))
}

export interface StoredAmount {
  subtotal: number
  freight?: number | undefined
  discount?: number | undefined
  total: number
}

/**
 * An order's amount when another method pays what its points left (a payment change in the account): the previous
 * method's own discount goes (a boleto's 5 % does not follow the order to a card) and the new method's applies, by the
 * checkout's rule; the coupon or campaign discount (`extra`) and the points stay as they were. `charged` is what the
 * new method charges, so the points plus it make the total.
 */
export function repriced(
  amount: StoredAmount,
  extra: number,
  points: number,
  choice: PaymentChoice
): { amount: StoredAmount; charged: number; methodDiscount: number } {
  const before = Math.max(0, toCents(amount.subtotal) + toCents(amount.freight ?? 0) - toCents(extra))
  const pointsCents = Math.min(Math.max(0, before), toCents(points))
  const s = paymentSummary({ points: 0, value: fromCents(pointsCents), rest: fromCents(before - pointsCents) }, choice)
  return {
    amount: { ...amount, discount: fromCents(toCents(extra) + toCents(s.methodDiscount)), total: s.total },
    charged: s.charged,
    methodDiscount: s.methodDiscount
  }
}
