// The customer's orders as one list on the passport (api/orders.json), as the platform's own storefront reads its
// account: one request stands for a whole list, so many orders cost no more requests than a few. Asked with the
// customer's own token, a list holds only their orders.
import * as z from 'zod/mini'
import { Order } from '../schemas/order'
import type { PassportContext } from './context'
import { askOrderList, type ListQuery } from './order-list-ask'

const Answer = z.object({ result: z.array(z.unknown()) })

/** What a row of "my orders" shows: number, date, total, statuses, and what says whether it awaits payment. */
export const ROW_FIELDS = ['number', 'created_at', 'status', 'financial_status', 'fulfillment_status', 'amount']

/** One page of the logged-in customer's orders in one request, newest first (see askOrderList and readOrderList). */
export async function fetchOrderList(ctx: Pick<PassportContext, 'api' | 'passport'>, q: ListQuery): Promise<Order[]> {
  return readOrderList(await askOrderList(ctx, q))
}

/**
 * The orders of a list answer. The answer is untrusted: one that is not a list fails; an entry that does not read as
 * an order is left out with a warning rather than failing the list.
 */
export function readOrderList(answer: unknown): Order[] {
  const { result } = Answer.parse(answer)
  const out: Order[] = []
  for (const item of result) {
    const order = Order.safeParse(item)
    if (order.success) out.push(order.data)
    else console.warn('[vitrine] an order of the list could not be read', order.error)
  }
  return out
}
