// Recurring orders: a checkout whose every item is a subscription product and that names a period (the body's
// recurrence, or the items' 'subscription:<period>' flag) becomes the subscription itself. Period rules come from core,
// and so does where the order keeps its recurrence (a metafield: the Orders resource has no field for it).
import {
  isPeriod,
  nextDate,
  periodOfFlags,
  recurrenceOf as recurrenceField,
  soldBySubscription,
  withRecurrence
} from '../../dist/node/core.mjs'
import { HttpError } from './http.mjs'

/**
 * The order's recurrence as its metafields, or {} for a one-off order.
 * @param {import('./state.mjs').State} state @param {any} body @param {number} now
 */
export function recurrenceOf (state, body, now) {
  const period = body.recurrence?.period ?? body.items.map((/** @type {any} */ i) => periodOfFlags(i.flags)).find(Boolean)
  if (period === undefined || period === null) return {}
  if (!isPeriod(period)) throw new HttpError(400, 'invalid_period', `Unknown period ${period}`)
  if (!body.items.every((/** @type {any} */ i) => soldBySubscription(state.productsById.get(i.product_id) ?? {}))) {
    throw new HttpError(400, 'not_subscribable', 'Só produtos de assinatura podem ser assinados')
  }
  return { metafields: withRecurrence([], { period, next_date: nextDate(new Date(now), period).toISOString() }) }
}

/** A new period from today's next date. @param {any} order @param {string} period */
export function changePeriod (order, period) {
  if (!isPeriod(period)) throw new HttpError(400, 'invalid_period', `Unknown period ${period}`)
  order.metafields = withRecurrence(order.metafields, { ...recurrenceField(order), period, next_date: nextDate(new Date(), period).toISOString() })
}

/**
 * No more orders: the recurrence is kept (what was subscribed, how often) with its status, and loses its next date;
 * the current order is left as it is. @param {any} order @param {string} at
 */
export function cancelSubscription (order, at) {
  const { next_date: _, ...recurrence } = recurrenceField(order) ?? {}
  order.metafields = withRecurrence(order.metafields, { ...recurrence, status: 'cancelled', cancelled_at: at })
}
