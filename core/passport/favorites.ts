// Favourites (spec §3, §6, §7): product ids in the customer record, saved with PATCH me.json {favorites}.
import type { Customer } from '../schemas/customer'
import type { PassportContext } from './context'
import type { PassportStore } from './store'

export const isFavorite = (customer: Pick<Customer, 'favorites'> | null | undefined, productId: string): boolean =>
  Boolean(customer?.favorites?.includes(productId))

/** The list with `productId` added at the end, or removed (every copy) when it was there. */
export function toggledFavorites(list: readonly string[] | undefined, productId: string): string[] {
  const current = list ?? []
  return current.includes(productId) ? current.filter((id) => id !== productId) : [...current, productId]
}

/**
 * Toggles a favourite for the logged-in, authorized customer; resolves with the new state. Shown at once and put back
 * when the platform refuses. Throws the spec's 'Unauthenticated…' / 'Unauthorized…' before any request.
 */
export async function toggleFavorite(ctx: Pick<PassportContext, 'api'> & { passport: PassportStore }, productId: string): Promise<boolean> {
  const { passport, api } = ctx
  const auth = passport.credentials()
  const before = passport.getCustomer().favorites
  const favorites = toggledFavorites(before, productId)
  passport.setCustomer({ favorites })
  try {
    const answer = await api.passport('me.json', { method: 'PATCH', body: { favorites }, auth })
    // The platform's record is the truth (it de-duplicates). setCustomer validates it; an answer it refuses keeps what
    // we sent. (No schema import here: a zod user in this lazy chunk would split the runtime's zod chunk.)
    const saved = (answer as Customer | null)?.favorites
    if (saved) {
      try {
        passport.setCustomer({ favorites: saved })
      } catch (e) {
        console.warn('[vitrine] unreadable favourites answer', e)
      }
    }
  } catch (e) {
    passport.setCustomer({ favorites: before ?? [] })
    throw e
  }
  return isFavorite(passport.getCustomer(), productId)
}
