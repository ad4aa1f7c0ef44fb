import type { Bus } from '../bus'
import type { PassportContext } from '../passport/context'
import { isFavorite, toggleFavorite } from '../passport/favorites'
import { refreshCustomer } from './customer'
import { takeFavoriteWish } from './favorite-intent'

/**
 * After a login: saves the kept wish's product as a favourite (unless it already is one) and answers where to go back
 * to, or null when there was no wish. The customer's record is read first: favourites are saved as the whole list,
 * and a list not yet read would replace the shopper's others.
 */
export async function completeFavoriteWish(
  ctx: PassportContext & { bus?: Pick<Bus, 'emit'> },
  storage: Parameters<typeof takeFavoriteWish>[0]
): Promise<string | null> {
  const wish = takeFavoriteWish(storage)
  if (!wish) return null
  try {
    await refreshCustomer(ctx)
    if (!isFavorite(ctx.passport.getCustomer(), wish.productId)) await toggleFavorite(ctx, wish.productId)
  } catch (e) {
    console.warn('[vitrine] favourite not saved after login', e)
  }
  return wish.back
}
