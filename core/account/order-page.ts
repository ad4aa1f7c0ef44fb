// A page of "my orders": the refs of the customer record, newest number first, one GET per order (never two in
// flight for the same order). Orders that fail are reported, so the screen can say so and retry only those.
import type { OrderRef } from '../schemas/customer'
import type { Order } from '../schemas/order'
import type { PassportContext } from '../passport/context'
import { fetchOrder, pageOrderRefs, sortByNumberDesc } from '../passport/orders'

export interface OrderPage {
  orders: Order[]
  failed: OrderRef[]
}

/** Reads the given refs; credentials are checked first, so a logged-out or level-1 session throws the core's error. */
export async function loadOrders(ctx: Pick<PassportContext, 'api' | 'passport'>, refs: readonly OrderRef[]): Promise<OrderPage> {
  ctx.passport.credentials()
  const settled = await Promise.allSettled(refs.map((ref) => fetchOrder(ctx, ref._id)))
  const page: OrderPage = { orders: [], failed: [] }
  settled.forEach((r, i) => {
    if (r.status === 'fulfilled') page.orders.push(r.value)
    else {
      console.warn(`[vitrine] order ${refs[i]!._id} could not be loaded`, r.reason)
      page.failed.push(refs[i]!)
    }
  })
  page.orders = sortByNumberDesc(page.orders)
  return page
}

/** The refs of one page (offset, count) of the customer's orders. */
export const pageRefs = (ctx: Pick<PassportContext, 'passport'>, offset: number, count: number): OrderRef[] =>
  pageOrderRefs(ctx.passport.getCustomer().orders, offset, count)

/** Whether the customer record lists `orderId`: an id that is not the customer's is never fetched. */
export const ownsOrder = (ctx: Pick<PassportContext, 'passport'>, orderId: string): boolean =>
  Boolean(ctx.passport.getCustomer().orders?.some((o) => o._id === orderId))
