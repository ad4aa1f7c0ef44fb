// What an unpaid order costs once another method pays it (the account's payment change): the platform charges by this
// rule and the dialog shows its result before the shopper confirms, so both read the same figures.
import { fromCents, toCents } from '../money/cents'
import type { DiscountOption } from '../schemas/payment'
import type { OrderAmount } from '../schemas/order'
import { repriced, type StoredAmount } from '../checkout/payment-summary'

/** The parts of an order this rule reads; transactions and the coupon's part come as the platform stores them. */
export interface RepricedOrder {
  amount?: OrderAmount | undefined
  transactions?: unknown[] | undefined
  extra_discount?: unknown
}

/** Methods whose own discount is part of the order's amount (a boleto's or Pix's 5 %). */
const CASH = new Set(['banking_billet', 'account_deposit'])

const codeOf = (tx: unknown): string | undefined => {
  const method = (tx as { payment_method?: { code?: unknown } } | null)?.payment_method
  return typeof method?.code === 'string' ? method.code : undefined
}

const amountOf = (tx: unknown): number => {
  const n = (tx as { amount?: unknown } | null)?.amount
  return typeof n === 'number' && Number.isFinite(n) ? n : 0
}

/** The points transactions of an order: already taken, they stay paid whatever method pays the rest. */
export const pointsTransactions = (order: RepricedOrder): unknown[] =>
  (Array.isArray(order.transactions) ? order.transactions : []).filter((tx) => codeOf(tx) === 'loyalty_points')

/** What the order's points paid, in BRL. */
export const pointsPaid = (order: RepricedOrder): number =>
  fromCents(pointsTransactions(order).reduce<number>((n, tx) => n + toCents(amountOf(tx)), 0))

/**
 * The coupon's or campaign's part of the order's discount (kept as extra_discount.value); without one, nothing when the
 * order had no such discount, the whole discount when no cash method took its own part of it, else unknown.
 */
export function couponPart(order: RepricedOrder): number | undefined {
  const extra = order.extra_discount as { value?: unknown } | null | undefined
  if (typeof extra?.value === 'number') return extra.value
  if (!extra) return 0
  const cash = (order.transactions ?? []).some((tx) => CASH.has(codeOf(tx) ?? ''))
  return cash ? undefined : (order.amount?.discount ?? 0)
}

/**
 * The order's amount when `method` pays what its points left, by core's repriced; undefined when it stays as it is (no
 * amount, or a coupon part that cannot be told apart from an old cash discount).
 */
export function amountForMethod(
  order: RepricedOrder,
  method: string,
  boleto: DiscountOption | null | undefined
): StoredAmount | undefined {
  const extra = couponPart(order)
  const amount = order.amount
  if (extra === undefined || !amount || amount.subtotal === undefined) return
  const stored = { ...amount, subtotal: amount.subtotal }
  return repriced(stored, extra, pointsPaid(order), method === 'banking_billet' ? { boleto } : {}).amount
}

export interface ChangeQuote {
  /** The order's total once the new method pays it. */
  total: number
  /** What the new method charges: the total less the points. */
  charged: number
  /** The new total less the current one (negative when it falls). */
  difference: number
}

/** What the shopper will be charged if they confirm the change to `method`, and how it differs from the order's total. */
export function changeQuote(
  order: RepricedOrder,
  method: string,
  boleto: DiscountOption | null | undefined
): ChangeQuote {
  const current = order.amount?.total ?? 0
  const total = amountForMethod(order, method, boleto)?.total ?? current
  return {
    total,
    charged: fromCents(Math.max(0, toCents(total) - toCents(pointsPaid(order)))),
    difference: fromCents(toCents(total) - toCents(current))
  }
}
