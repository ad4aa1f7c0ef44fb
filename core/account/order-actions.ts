// What a customer may do with an order from the account area. One table, read by the account screens (which actions
// to offer) and by the local platform (which requests to accept), so the two can never disagree.
import type { Order, OrderStatus, PaymentStatus } from '../schemas/order'
import { recurrenceOf } from './recurrence'

export type OrderAction =
  | 'cancel_order'
  | 'reopen_order'
  | 'buy_again'
  | 'change_payment_method'
  | 'cancel_subscription'
  | 'change_period'

export interface Transition {
  /** Order statuses the action starts from. */
  status: readonly OrderStatus[]
  /** Payment statuses the action starts from; absent = any. */
  payment?: readonly PaymentStatus[]
  /** Only while nothing has been shipped or delivered. */
  unfulfilled?: boolean
  /** Only after the customer cancelled it themselves (not the store, not fraud analysis). */
  cancelledByCustomer?: boolean
  /** Only a recurring (subscription) order whose subscription still runs. */
  recurring?: boolean
  /** Never while the order's subscription runs: its own cancellation comes first, so one never ends the other. */
  notRunning?: boolean
  /** The order status the platform sets; absent = the status does not change. */
  to?: OrderStatus
}

const NOT_PAID: readonly PaymentStatus[] = ['pending', 'under_analysis', 'unauthorized', 'voided', 'unknown']

/**
 * The transitions table (also stated in the README):
 * - cancel_order: open, payment pending / under analysis / unauthorized / voided (a Pix code or boleto the bank let
 *   expire: nothing was taken), nothing shipped, no subscription running on it -> cancelled (reason customer);
 * - reopen_order: cancelled by the customer, never paid -> open;
 * - buy_again: any order with items; the order itself does not change (its items go to the cart);
 * - change_payment_method: open, payment pending or unauthorized -> open with a new transaction;
 * - cancel_subscription: a running subscription (open or delivered order) -> no more orders; the order itself stays as
 *   it is (it may then be cancelled on its own);
 * - change_period: a running subscription -> another period (and next date).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderAction, Transition>> = {
  cancel_order: {
    status: ['open'],
    payment: ['pending', 'under_analysis', 'unauthorized', 'voided'],
    unfulfilled: true,
    notRunning: true,
    to: 'cancelled'
  },
  reopen_order: { status: ['cancelled'], payment: NOT_PAID, cancelledByCustomer: true, to: 'open' },
  buy_again: { status: ['open', 'closed', 'cancelled'] },
  change_payment_method: { status: ['open'], payment: ['pending', 'unauthorized'] },
  cancel_subscription: { status: ['open', 'closed'], recurring: true },
  change_period: { status: ['open', 'closed'], recurring: true }
}

export const ORDER_ACTIONS = Object.keys(ORDER_TRANSITIONS) as OrderAction[]

// Fulfilment states after which cancelling would mean a return, not a cancellation.
const SENT = [
  'shipped',
  'delivered',
  'partially_shipped',
  'partially_delivered',
  'returned_for_exchange',
  'received_for_exchange',
  'returned'
]

type OrderLike = Pick<Order, 'status' | 'financial_status' | 'fulfillment_status' | 'items'> & {
  cancel_reason?: unknown
  metafields?: unknown
  subscription_order?: unknown
}

/** A recurring order: one that carries its recurrence (the subscription itself), not a renewal pointing at it. */
export const isRecurring = (order: OrderLike): boolean => Boolean(recurrenceOf(order)) && !order.subscription_order

/**
 * A subscription still making orders: a recurring order neither cancelled itself nor with its recurrence cancelled
 * (its `status: 'cancelled'`, which stops the next orders and leaves the current one alone).
 */
export const subscriptionRuns = (order: OrderLike): boolean =>
  isRecurring(order) && order.status !== 'cancelled' && recurrenceOf(order)?.status !== 'cancelled'

/** Whether `action` may run on `order` now. */
export function canRun(order: OrderLike, action: OrderAction): boolean {
  const rule = ORDER_TRANSITIONS[action]
  const status = order.status ?? 'open'
  const payment = order.financial_status?.current ?? 'unknown'
  if (!rule.status.includes(status)) return false
  if (rule.payment && !rule.payment.includes(payment)) return false
  if (rule.unfulfilled && SENT.includes(order.fulfillment_status?.current ?? '')) return false
  if (rule.cancelledByCustomer && order.cancel_reason !== 'customer') return false
  if (rule.recurring && !subscriptionRuns(order)) return false
  if (rule.notRunning && subscriptionRuns(order)) return false
  if (action === 'buy_again' && !order.items?.length) return false
  return true
}

/**
 * An order left unpaid by a refused card (the shopper gave up at the checkout): the account names it with 'Pagar
 * agora', as it may still take a new payment. A pending boleto is not one: its boleto is still valid.
 */
export const awaitsPayment = (order: OrderLike): boolean =>
  order.financial_status?.current === 'unauthorized' && canRun(order, 'change_payment_method')

/** The actions to offer for an order, in the table's order. */
export const availableActions = (order: OrderLike): OrderAction[] => ORDER_ACTIONS.filter((a) => canRun(order, a))

/**
 * The change an action makes to the order's own fields (the platform applies it; the screen shows the platform's
 * answer, never this guess). buy_again and change_payment_method leave the status alone.
 */
export function statusChange(action: OrderAction): { status: OrderStatus; cancel_reason?: 'customer' | null } | null {
  const to = ORDER_TRANSITIONS[action].to
  if (!to) return null
  return to === 'cancelled' ? { status: to, cancel_reason: 'customer' } : { status: to, cancel_reason: null }
}

export interface OrderPatch {
  status?: OrderStatus
  cancel_reason?: 'customer' | null
  /** change_payment_method: the new method's code. */
  payment_method?: string
  /** change_payment_method to a card: the gateway's token of the card (never its number). */
  credit_card?: { hash: string }
  /** change_payment_method to a card: the instalments it pays in (one when absent). */
  installments_number?: number
  /** change_period: the new period; cancel_subscription: the recurrence cancelled. */
  recurrence?: { period?: string; status?: 'cancelled' }
}

/** The PATCH body the account sends for an action (null for buy_again, which never reaches the order). */
export function patchFor(action: OrderAction, value?: string): OrderPatch | null {
  if (action === 'change_payment_method') return { payment_method: value ?? '' }
  if (action === 'change_period') return { recurrence: { period: value ?? '' } }
  if (action === 'cancel_subscription') return { recurrence: { status: 'cancelled' } }
  return statusChange(action)
}

/** Which action a PATCH body asks for, or null when it is none the customer may send. */
export function actionOf(patch: OrderPatch): OrderAction | null {
  // A card's token and instalments only go with a change of payment to a card.
  const keys = Object.keys(patch).filter((k) => k !== 'credit_card' && k !== 'installments_number')
  if ((patch.credit_card || patch.installments_number) && patch.payment_method !== 'credit_card') return null
  if (keys.length === 1 && typeof patch.payment_method === 'string') return 'change_payment_method'
  const r = keys.length === 1 ? patch.recurrence : undefined
  if (r && typeof r.period === 'string' && r.status === undefined) return 'change_period'
  if (r && r.status === 'cancelled' && r.period === undefined) return 'cancel_subscription'
  if (keys.some((k) => k !== 'status' && k !== 'cancel_reason')) return null
  if (patch.status === 'cancelled' && patch.cancel_reason === 'customer') return 'cancel_order'
  if (patch.status === 'open' && !patch.cancel_reason) return 'reopen_order'
  return null
}
