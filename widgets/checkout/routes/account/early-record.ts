import { askCustomer } from '#core/account/ask-customer'
import { passport, passportContext } from '#core/page/passport'
import { isAuthorized } from '#core/passport/session'

// The customer record asked for as an account route starts loading, with the loaded code only: waiting for the
// route's chunks (and the chunks they import) put two or three rounds of requests before it on a page opened cold.
let early: { id: string; answer: Promise<unknown> } | undefined

/** Starts the record's request for an authorized session (once per login and page); nothing without one. */
export function askRecordEarly(): void {
  const session = passport.getSession()
  const id = session.auth?.id
  if (!id || !isAuthorized(session) || early?.id === id) return
  const answer = askCustomer(passportContext)
  // Read (and its failure told) by the route's refresh; not an unhandled rejection meanwhile.
  answer.catch(() => {})
  early = { id, answer }
}

/** The early answer for customer `id`, if one was asked (fresh-customer reads it once per login and page, as it asks). */
export const earlyRecord = (id: string): Promise<unknown> | undefined => (early?.id === id ? early.answer : undefined)
