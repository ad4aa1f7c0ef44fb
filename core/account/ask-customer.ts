import type { PassportContext } from '../passport/context'
import { customerPath } from '../passport/paths'

// Apart from the record's reading (its schema): an account page opened cold asks for the record before the code that
// reads it has arrived.

/** Asks the passport for the customer's record, unread (refreshCustomer reads it). */
export function askCustomer(ctx: Pick<PassportContext, 'api' | 'passport' | 'settings'>): Promise<unknown> {
  const auth = ctx.passport.credentials()
  return ctx.api.passport(customerPath(ctx.settings.api, auth.id), { auth })
}
