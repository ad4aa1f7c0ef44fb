// The customer's orders as one list on the passport (api/orders.json), as the platform's own storefront reads its
// account: one request stands for a whole list, so many orders cost no more requests than a few. The screens show only
// orders the customer record lists (listedOrders): the record says which orders are the customer's.
import * as z from 'zod/mini'
import type { OrderRef } from '../schemas/customer'
import { Order } from '../schemas/order'
import type { PassportContext } from './context'

/** What a row of "my orders" shows: number, date, total, statuses, and what says whether it awaits payment. */
export const ROW_FIELDS = ['number', 'created_at', 'status', 'financial_status', 'fulfillment_status', 'amount']

export interface ListQuery {
  /** Only these fields of each order (and _id); every field when absent. */
  fields?: readonly string[]
  /** Only subscriptions: the orders paid by a recurrence transaction. */
  subscriptions?: boolean
  offset?: number
  limit?: number
}

const Answer = z.object({ result: z.array(z.unknown()) })

/** The query string's parameters, newest number first. */
export function listQuery(q: ListQuery): Record<string, string | number> {
  return {
    ...(q.subscriptions ? { 'transactions.type': 'recurrence' } : {}),
    ...(q.fields ? { fields: ['_id', ...q.fields].join(',') } : {}),
    sort: '-number',
    ...(q.offset ? { offset: q.offset } : {}),
    ...(q.limit ? { limit: q.limit } : {})
  }
}

/** The orders of `orders` that the customer record lists, in their order. */
export function listedOrders(orders: readonly Order[], refs: readonly OrderRef[] | undefined): Order[] {
  const listed = new Set((refs ?? []).map((r) => r._id))
  return orders.filter((o) => listed.has(o._id))
}

/**
 * One page of the logged-in customer's orders in one request, newest first. Needs an authorized session (else
 * credentials() throws). The answer is untrusted: an entry that does not read as an order is left out with a warning
 * rather than failing the list.
 */
export async function fetchOrderList(ctx: Pick<PassportContext, 'api' | 'passport'>, q: ListQuery): Promise<Order[]> {
  const auth = ctx.passport.credentials()
  const { result } = await ctx.api.passport('api/orders.json', { auth, schema: Answer, query: listQuery(q) })
  const out: Order[] = []
  for (const item of result) {
    const order = Order.safeParse(item)
    if (order.success) out.push(order.data)
    else console.warn('[vitrine] an order of the list could not be read', order.error)
  }
  return out
}
