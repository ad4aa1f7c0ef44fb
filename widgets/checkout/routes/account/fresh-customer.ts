import { refreshCustomer } from '#core/account/customer'
import { passport, passportContext } from '#core/page/passport'
import { isAuthorized } from '#core/passport/session'
import { earlyRecord } from './early-asks'

// Once per login and page: the passport's record has what the stored copy may lack (orders placed since, a profile
// changed elsewhere). A failed refresh keeps the stored copy.
let fresh: { id: string; done: Promise<unknown> } | undefined

/** The passport's copy of the record of customer `id`, asked for once per login and page. */
export function refreshOnce(id: string): Promise<unknown> {
  if (fresh?.id !== id)
    fresh = {
      id,
      done: refreshCustomer(passportContext, earlyRecord(id)).catch((e) =>
        console.warn('[vitrine] customer not refreshed', e)
      )
    }
  return fresh.done
}

/**
 * Asks for the record as an account route starts loading, alongside its chunks rather than after them: a page opened
 * cold on the orders list draws its rows from that record. Nothing is asked without an authorized session.
 */
export function refreshEarly(): void {
  const session = passport.getSession()
  if (isAuthorized(session)) void refreshOnce(session.auth?.id ?? '')
}
