// The request for a list of the customer's orders, apart from its reading (the order schema): an account page opened
// cold asks for its list before the code that reads orders has arrived.
import type { PassportContext } from './context'

export interface ListQuery {
  /** Only these fields of each order (and _id); every field when absent. */
  fields?: readonly string[]
  /** Only subscriptions: the orders paid by a recurrence transaction. */
  subscriptions?: boolean
  offset?: number
  limit?: number
}

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

/**
 * Asks for one page of the logged-in customer's orders, unread (readOrderList reads it): an account page opened cold
 * asks before the code that reads orders has arrived. Needs an authorized session (else credentials() throws).
 */
export function askOrderList(ctx: Pick<PassportContext, 'api' | 'passport'>, q: ListQuery): Promise<unknown> {
  const auth = ctx.passport.credentials()
  return ctx.api.passport('api/orders.json', { auth, query: listQuery(q) })
}
