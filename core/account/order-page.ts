// A page of "my orders": the refs of the customer record, newest number first, one GET per order (never two in
// flight for the same order). Orders that fail are reported, so the screen can say so and retry only those.
import type { Customer, OrderRef } from '../schemas/customer'
import type { Order } from '../schemas/order'
import type { PassportContext } from '../passport/context'
import { fetchOrder, pageOrderRefs, sortByNumberDesc } from '../passport/orders'

export interface OrderStream {
  /** Each order as it arrives (the passport host spaces requests about a second apart, so rows appear one by one). */
  onOrder(order: Order): void
  /** Each ref that could not be read, for a retry of just those. */
  onFail(ref: OrderRef, error: unknown): void
}

/**
 * Reads the given refs, one GET per order; resolves when all have answered. Credentials are checked first, so a
 * logged-out or level-1 session throws the core's error before any request.
 */
export async function streamOrders(
  ctx: Pick<PassportContext, 'api' | 'passport'>,
  refs: readonly OrderRef[],
  to: OrderStream
): Promise<void> {
  ctx.passport.credentials()
  await Promise.all(
    refs.map((ref) =>
      fetchOrder(ctx, ref._id).then(to.onOrder, (e) => {
        console.warn(`[vitrine] order ${ref._id} could not be loaded`, e)
        to.onFail(ref, e)
      })
    )
  )
}

/** `list` with `order` in it (replacing an older copy), newest number first. */
export const withOrder = (list: readonly Order[], order: Order): Order[] =>
  sortByNumberDesc([...list.filter((o) => o._id !== order._id), order])

/** The refs of one page (offset, count) of the customer's orders. */
export const pageRefs = (ctx: Pick<PassportContext, 'passport'>, offset: number, count: number): OrderRef[] =>
  pageOrderRefs(ctx.passport.getCustomer().orders, offset, count)

/** Whether the customer record lists `orderId`: an id that is not the customer's is never fetched. */
export const ownsOrder = (ctx: Pick<PassportContext, 'passport'>, orderId: string): boolean =>
  Boolean(ctx.passport.getCustomer().orders?.some((o) => o._id === orderId))

/**
 * The number the shopper knows an order by ("Pedido #1002"), from the customer record's ref: known before the order
 * itself is read, so the page's heading can say it at once. Undefined when the record lists no number for it.
 */
export const orderNumberOf = (customer: Pick<Customer, 'orders'> | null, orderId: string): number | undefined =>
  customer?.orders?.find((o) => o._id === orderId)?.number ?? undefined
