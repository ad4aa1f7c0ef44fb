// One order of the customer's, read whole (its page); lists come from one request (./order-list).
import { Order } from '../schemas/order'
import type { PassportContext } from './context'
import { orderPath } from './paths'

/** Rows of "my orders" shown at a time. */
export const ORDERS_COUNT = 10

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
