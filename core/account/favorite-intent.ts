// A visitor who taps a product's heart is sent to log in (saving a favourite needs an authorized customer). The wish
// is kept for this tab, so that after the login the product is saved and the shopper goes back to where they were.
// Storage is untrusted: what is read back is checked, and a wish older than WISH_TTL_MS is forgotten (a login much
// later must not save a favourite out of the blue). This file stays small: every card's heart imports it; what runs
// after the login is in ./favorite-after-login.

const KEY = 'vitrineFavoriteWish'
export const WISH_TTL_MS = 30 * 60_000
const PRODUCT_ID = /^[0-9a-f]{24}$/

export interface FavoriteWish {
  productId: string
  /** The page the heart was tapped on (path, query and hash), to return to. */
  back: string
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null

export function keepFavoriteWish(storage: Store, wish: FavoriteWish, now = Date.now()): void {
  try {
    storage?.setItem(KEY, JSON.stringify({ ...wish, at: now }))
  } catch {
    // storage full or blocked: the shopper still logs in, the heart is tapped again
  }
}

/** The kept wish, once (it is removed as it is read); null when none, unreadable or too old. */
export function takeFavoriteWish(storage: Store, now = Date.now()): FavoriteWish | null {
  try {
    const raw = storage?.getItem(KEY) ?? null
    storage?.removeItem(KEY)
    const w = raw === null ? null : JSON.parse(raw)
    const fresh = typeof w?.at === 'number' && now - w.at >= 0 && now - w.at < WISH_TTL_MS
    if (!fresh || typeof w.productId !== 'string' || !PRODUCT_ID.test(w.productId) || typeof w.back !== 'string')
      return null
    return { productId: w.productId, back: w.back }
  } catch {
    return null
  }
}
