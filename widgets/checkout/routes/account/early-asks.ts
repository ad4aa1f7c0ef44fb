import { askCustomer } from '#core/account/ask-customer'
import { passport, passportContext } from '#core/page/passport'
import { askOrderList } from '#core/passport/order-list-ask'
import { isAuthorized } from '#core/passport/session'

// What an account route asks the passport for as it starts loading, with the loaded code only: waiting for the route's
// chunks (and the chunks they import) put two or three rounds of requests before it on a page opened cold. The
// passport spaces its requests 1.07 s apart, so what the page shows first is asked first.
type What = 'record' | 'subscriptions'
const asked = new Map<What, { id: string; answer: Promise<unknown> }>()

/** Starts `ask` for an authorized session, unless one for the same customer is still unread; nothing without one. */
function askEarly(what: What, ask: () => Promise<unknown>): void {
  const session = passport.getSession()
  const id = session.auth?.id
  if (!id || !isAuthorized(session) || asked.get(what)?.id === id) return
  const answer = ask()
  // Read (and its failure told) by the route; not an unhandled rejection meanwhile.
  answer.catch(() => {})
  asked.set(what, { id, answer })
}

/** The customer record, asked once per login and page (fresh-customer reads the answer). */
export const askRecordEarly = () => askEarly('record', () => askCustomer(passportContext))

/** The subscriptions list, the subscriptions page's first content (shown before the record: see use-subscriptions). */
export const askSubscriptionsEarly = () =>
  askEarly('subscriptions', () => askOrderList(passportContext, { subscriptions: true }))

/** The early record for customer `id`, if one was asked. */
export const earlyRecord = (id: string): Promise<unknown> | undefined =>
  asked.get('record')?.id === id ? asked.get('record')!.answer : undefined

/** The early subscriptions list for customer `id`, once: a retry or a later visit asks anew. */
export function takeEarlySubscriptions(id: string): Promise<unknown> | undefined {
  const early = asked.get('subscriptions')
  asked.delete('subscriptions')
  return early?.id === id ? early.answer : undefined
}
