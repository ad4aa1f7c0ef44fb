import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { refreshCustomer } from '#core/account/customer'
import { buyerFromCustomer } from '#core/checkout/buyer-from-customer'
import { draftKept } from '#core/checkout/session-end'
import { settings } from '#core/page/context'
import { passport, passportContext } from '#core/page/passport'
import type { Customer } from '#core/schemas/customer'
import { $draft, clearDraft, type Draft, patchDraft } from '#widgets/checkout/state/draft'

/**
 * The draft as the checkout reads it, the one place a logged-in customer's record is merged into the buyer's fields.
 * The merge counts from the first render (waiting for the store would send a returning customer to the data step
 * first) and is kept in the draft once per record (its id), the customer its owner. A login whose record this browser
 * does not hold (the cookie came back without local storage) is read, so its fields fill in as for any logged-in
 * shopper; `unread` is told when that fails. A draft whose owner logged out (here or in another tab) goes at once: the
 * shell clears it too, but later than the step shown next reads it.
 */
export function useBuyerDraft(loggedIn: boolean, customer: Customer | null, unread: () => void): Draft {
  const stored = useStore($draft)
  const draft =
    loggedIn && customer
      ? { ...stored, buyer: buyerFromCustomer(customer, stored.buyer, settings.country_code) }
      : stored
  // biome-ignore lint/correctness/useExhaustiveDependencies: kept once per customer record (its id), not on every copy of it; unread is stable
  useEffect(() => {
    if (loggedIn && customer) patchDraft({ buyer: draft.buyer, owner: passport.getSession().auth?.id })
    else if (passport.checkAuthorization())
      refreshCustomer(passportContext).catch((e) => {
        console.warn('[vitrine] customer not read', e)
        // The steps ask for what the record would have filled in.
        unread()
      })
    else if (!draftKept(stored, { ended: passport.$ended.get() })) clearDraft()
  }, [loggedIn, customer?._id])
  return draft
}
