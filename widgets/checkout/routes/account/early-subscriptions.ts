import { passport, passportContext } from '#core/page/passport'
import { askOrderList } from '#core/passport/order-list-ask'
import { isAuthorized } from '#core/passport/session'

// The subscriptions list asked for as its route starts loading, before the customer record: the passport spaces its
// requests 1.07 s apart, and the list is what the page shows first (the record only narrows it down, see ownOrders).
let early: { id: string; answer: Promise<unknown> } | undefined

/** Starts the list's request for an authorized session (one not yet read is not asked twice); nothing without one. */
export function askSubscriptionsEarly(): void {
  const session = passport.getSession()
  const id = session.auth?.id
  if (!id || !isAuthorized(session) || early?.id === id) return
  const answer = askOrderList(passportContext, { subscriptions: true })
  // Read (and its failure told) by the route; not an unhandled rejection meanwhile.
  answer.catch(() => {})
  early = { id, answer }
}

/** The early answer for customer `id`, once: a retry or a later visit asks anew. */
export function takeEarlySubscriptions(id: string): Promise<unknown> | undefined {
  const taken = early?.id === id ? early.answer : undefined
  early = undefined
  return taken
}
