import { readOrderCache, writeOrderCache } from '#core/account/order-rows'
import { passport } from '#core/page/passport'
import type { Order } from '#core/schemas/order'
import { sessionStore } from '#core/storage'

// The orders this tab has read, for the customer logged in: shared by the list, the subscriptions and the order page,
// and kept for the session (core/account/order-rows), so a screen visited again reads none of them.
let kept: { customer: string; orders: Map<string, Order> } | undefined

/** The orders read so far for the logged-in customer (a new Map each time the customer changes). */
export function readOrders(): Map<string, Order> {
  const customer = passport.getSession().auth?.id ?? ''
  if (kept?.customer !== customer) kept = { customer, orders: readOrderCache(sessionStore(), customer) }
  return kept.orders
}

/** Keeps an order just read or changed (an action's answer), replacing an older copy. */
export function rememberOrder(order: Order): void {
  const orders = readOrders()
  orders.set(order._id, order)
  writeOrderCache(sessionStore(), kept!.customer, orders)
}
