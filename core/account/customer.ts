// The customer record of the account area: read fresh from the passport (orders placed since the login, a profile
// changed in another tab) and saved with PATCH. Either way the answer is taken field by field, so a corrupt field
// from the network never breaks the record.
import { readableCustomer, type Customer } from '../schemas/customer'
import type { PassportContext } from '../passport/context'
import { customerPath } from '../passport/paths'
import { askCustomer } from './ask-customer'

type Ctx = Pick<PassportContext, 'api' | 'passport' | 'settings'>

const isEmptyObject = (v: unknown): boolean =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0

/**
 * Replaces the stored record with the passport's (`asked`: its answer already on the way, from askCustomer); throws
 * the core's error when the session is not authorized.
 */
export async function refreshCustomer(ctx: Ctx, asked?: Promise<unknown>): Promise<Customer> {
  const who = sessionOf(ctx)
  const answer = await (asked ?? askCustomer(ctx))
  return ctx.passport.setCustomer(readableCustomer(stillFor(ctx, who, answer)))
}

const sessionOf = (ctx: Ctx) => ctx.passport.getSession().auth?.id

/**
 * An answer for the session that asked: a logout (or another login) while it was on its way must not bring the
 * record back into this tab's storage.
 */
function stillFor<T>(ctx: Ctx, who: string | undefined, answer: T): T {
  if (sessionOf(ctx) !== who) throw new Error('[vitrine] the session changed while the customer record was read')
  return answer
}

/**
 * Profile fields to change, in the Customers resource's shapes (no null: its PATCH takes only those); an empty birth
 * date ({}, whose parts are all optional there) removes it.
 */
export type CustomerPatch = Omit<Partial<Customer>, 'birth_date'> & {
  birth_date?: Customer['birth_date'] | Record<string, never>
}

/**
 * Saves profile fields. Nothing changes locally until the platform accepted them: a refused save leaves the record as
 * it was. The platform answers with the record (or nothing, on the customers/{id} path).
 */
export async function saveCustomer(ctx: Ctx, patch: CustomerPatch): Promise<Customer> {
  const auth = ctx.passport.credentials()
  const who = sessionOf(ctx)
  const answer = stillFor(
    ctx,
    who,
    await ctx.api.passport(customerPath(ctx.settings.api, auth.id), { method: 'PATCH', body: patch, auth })
  )
  // The local record is merged into, so a removed field (an emptied object) is given as undefined to leave it.
  const removed = Object.fromEntries(
    Object.entries(patch).flatMap(([k, v]) => (isEmptyObject(v) ? [[k, undefined]] : []))
  )
  const saved = answer && typeof answer === 'object' ? readableCustomer(answer) : patch
  return ctx.passport.setCustomer({ ...saved, ...removed })
}
