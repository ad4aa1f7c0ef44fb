// Favourites: product ids in the customer record, saved with PATCH of the customer (api/me.json, or customers/{id}.json
// with a separate identity host: see ./paths).
import type { Bus } from '../bus'
import type { Customer } from '../schemas/customer'
import type { PassportContext } from './context'
import { customerPath } from './paths'
import type { PassportStore } from './store'

export const isFavorite = (customer: Pick<Customer, 'favorites'> | null | undefined, productId: string): boolean =>
  Boolean(customer?.favorites?.includes(productId))

/** The list with `productId` added at the end, or removed (every copy) when it was there. */
export function toggledFavorites(list: readonly string[] | undefined, productId: string): string[] {
  const current = list ?? []
  return current.includes(productId) ? current.filter((id) => id !== productId) : [...current, productId]
}

// One queue for the whole page (every heart, every card): a PATCH carries the full list, so two in flight would undo
// each other. Each waits for the one before it and sends the list as it is when it goes out.
let tail: Promise<unknown> = Promise.resolve()
let newest = 0

/**
 * Toggles a favourite for the logged-in, authorized customer; resolves with the new state. Shown at once and put back
 * when the platform refuses. Throws 'Unauthenticated, requires login' / 'Unauthorized, …' before any request.
 */
export async function toggleFavorite(
  ctx: Pick<PassportContext, 'api'> & { passport: PassportStore; bus?: Pick<Bus, 'emit'> } & Partial<
      Pick<PassportContext, 'settings'>
    >,
  productId: string
): Promise<boolean> {
  const { passport, api } = ctx
  passport.credentials()
  const flip = () => passport.setCustomer({ favorites: toggledFavorites(passport.getCustomer().favorites, productId) })
  const on = isFavorite(flip(), productId)
  const id = ++newest
  const run = tail.then(async () => {
    // Read when it goes out: after a logout nothing is sent (nor put back); after another login, that shopper's list.
    const auth = passport.credentials()
    try {
      const answer = await api.passport(customerPath(ctx.settings?.api ?? { passport: '' }, auth.id), {
        method: 'PATCH',
        body: { favorites: passport.getCustomer().favorites },
        auth
      })
      // The platform's record is the truth (it de-duplicates), but only the newest request's: an older answer lacks
      // what was toggled since. setCustomer validates it; an answer it refuses keeps what we sent. (No schema import
      // here: a zod user in this lazy chunk would split the runtime's zod chunk.)
      const saved = (answer as Customer | null)?.favorites
      if (saved && id === newest) {
        try {
          passport.setCustomer({ favorites: saved })
        } catch (e) {
          console.warn('[vitrine] unreadable favourites answer', e)
        }
      }
    } catch (e) {
      // Only this product goes back, and only if no later toggle has changed it again: the others' toggles stand.
      if (isFavorite(passport.getCustomer(), productId) === on) flip()
      throw e
    }
  })
  tail = run.catch(() => {})
  await run
  // Reported once the platform kept it (analytics: add_to_wishlist), never for a toggle that was put back.
  ctx.bus?.emit(on ? 'favorites:add' : 'favorites:remove', { product_id: productId })
  return isFavorite(passport.getCustomer(), productId)
}
