// An order of the customer's account: whether the customer record lists it, and the number it is known by. (The
// orders list itself is one passport request: core/passport/order-list.)
import type { Customer } from '../schemas/customer'
import type { PassportContext } from '../passport/context'

/** Whether the customer record lists `orderId`: an id that is not the customer's is never fetched. */
export const ownsOrder = (ctx: Pick<PassportContext, 'passport'>, orderId: string): boolean =>
  Boolean(ctx.passport.getCustomer().orders?.some((o) => o._id === orderId))

/**
 * The number the shopper knows an order by ("Pedido #1002"), from the customer record's ref: known before the order
 * itself is read, so the page's heading can say it at once. Undefined when the record lists no number for it.
 */
export const orderNumberOf = (customer: Pick<Customer, 'orders'> | null, orderId: string): number | undefined =>
  customer?.orders?.find((o) => o._id === orderId)?.number ?? undefined
