// The customer's orders: only the orders listed in the customer record, one GET per order, newest
// number first, paged by offset and count.
import { Order } from '../schemas/order'
import type { OrderRef } from '../schemas/customer'
import type { PassportContext } from './context'
import { orderPath } from './paths'

export const ORDERS_OFFSET = 0
export const ORDERS_COUNT = 10

/** Number descending; records without a number go last, in their stored order. */
export function sortByNumberDesc<T extends { number?: number | undefined }>(list: readonly T[]): T[] {
  return list
    .map((x, i) => [x, i] as const)
    .sort(([a, i], [b, j]) => (b.number ?? -Infinity) - (a.number ?? -Infinity) || i - j)
    .map(([x]) => x)
}

export function pageOrderRefs(
  refs: readonly OrderRef[] | undefined,
  offset = ORDERS_OFFSET,
  count = ORDERS_COUNT
): OrderRef[] {
  return sortByNumberDesc(refs ?? []).slice(Math.max(0, offset), Math.max(0, offset) + Math.max(0, count))
}

/**
 * One order: through the passport (api/orders/{id}.json) when the session is authorized, else the store's public
 * order path. The passport answers only the customer's own orders (403 otherwise).
 */
export function fetchOrder(ctx: Pick<PassportContext, 'api' | 'passport'>, orderId: string): Promise<Order> {
  return ctx.passport.checkAuthorization()
    ? ctx.api.passport(orderPath(orderId), { auth: ctx.passport.credentials(), schema: Order })
    : // The public store path, from the main host: a cached copy could show a stale payment or delivery status.
      ctx.api.store(`orders/${encodeURIComponent(orderId)}`, { schema: Order, cached: false })
}

/**
 * A page of the customer's orders. Customer data: needs an authorized session (else credentials() throws). An order that
 * fails to load is left out with a warning rather than failing the whole list.
 */
export async function fetchOrders(
  ctx: Pick<PassportContext, 'api' | 'passport'>,
  offset = ORDERS_OFFSET,
  count = ORDERS_COUNT
): Promise<Order[]> {
  ctx.passport.credentials()
  const refs = pageOrderRefs(ctx.passport.getCustomer().orders, offset, count)
  const settled = await Promise.allSettled(refs.map((ref) => fetchOrder(ctx, ref._id)))
  const orders: Order[] = []
  settled.forEach((r, i) => {
    if (r.status === 'fulfilled') orders.push(r.value)
    else console.warn(`[vitrine] order ${refs[i]!._id} could not be loaded`, r.reason)
  })
  return sortByNumberDesc(orders)
}
