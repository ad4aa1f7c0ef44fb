// With a logged-in, authorized customer the cart is kept on the platform too (POST carts.json once, then
// PATCH carts/{id}.json). The local cart stays the source of truth — it already merges tabs — and the platform copy
// follows it, so a sync can never take an item away from the shopper.
import type { ApiClient, ApiError } from '../api'
import type { Bus } from '../bus'
import type { CartStore } from '../cart/store'
import type { Cart } from '../schemas/cart'
import type { Session } from '../schemas/session'
import { localStore } from '../storage'
import { readCookie } from './cookie'
import type { PassportStore } from './store'

export const SYNC_DELAY_MS = 1000
// How often one page may replace a platform cart that refused a PATCH. A platform that refuses every new cart too
// would otherwise get a POST per cart change; past the limit the sync only warns until the next page load.
export const MAX_RECREATIONS = 3
// cart/remove's TEMPORARY_FLAG, spelled out: importing it would split the runtime's cart chunk for a 5-byte string.
const TEMPORARY = '__tmp'

/** What the platform is sent: real lines only (no freebies or other temporary lines), without local bookkeeping. */
export function cartPayload(cart: Cart): { items: Record<string, unknown>[] } {
  return {
    items: cart.items
      .filter((i) => i.quantity > 0 && !i.flags?.includes(TEMPORARY))
      .map(({ updated_at: _local, picture: _pic, ...item }) => item)
  }
}

/** A short fingerprint of what was last sent (kept in the session cookie, so it must stay small). */
export function signature(text: string): string {
  let h = 5381
  for (let i = 0; i < text.length; i++) h = (h * 33) ^ text.charCodeAt(i)
  return (h >>> 0).toString(36) + text.length.toString(36)
}

export interface CartSyncDeps {
  cart: Pick<CartStore, 'data'>
  passport: PassportStore
  api: Pick<ApiClient, 'store'>
  bus: Pick<Bus, 'on' | 'off'>
  delay?: number
}

const LOCK = 'vitrine-cart'

/**
 * Runs `fn` while no other tab of this site runs its own: a Web Lock, else a lease in localStorage (its expiry, 5 s,
 * so a closed tab's cannot block) waited out while another tab holds it. Without storage `fn` just runs.
 */
export async function tabLock<T>(fn: () => Promise<T>): Promise<T> {
  if (navigator.locks) return navigator.locks.request(LOCK, fn)
  const store = localStore()
  try {
    if (!store) throw new Error('no storage')
    while (Number(store.getItem(LOCK)) > Date.now()) await new Promise((r) => setTimeout(r, 99))
    store.setItem(LOCK, String(Date.now() + 5000))
  } catch {
    // blocked storage: no lease
  }
  try {
    return await fn()
  } finally {
    store?.removeItem(LOCK)
  }
}

/**
 * After a refused PATCH: whether to make a new platform cart. Any 4xx (gone, someone else's, or a platform copy that
 * no longer accepts edits) does, since the local cart is the source of truth, up to MAX_RECREATIONS times per page
 * (then only a warning); 5xx and network errors are rethrown, so the next change retries. A 401 does not: the
 * platform no longer knows the login's token, so the session is over (the API the sync is given ends it) and a new
 * cart would be refused the same way.
 */
function mayRecreate(e: unknown, attempt: number): boolean {
  const status = (e as Partial<ApiError> | null)?.status
  if (typeof status !== 'number' || status < 400 || status > 499) throw e
  if (status === 401) return false
  if (attempt > MAX_RECREATIONS) {
    console.warn(`[vitrine] platform cart refused (${status}); not re-created again on this page`)
    return false
  }
  console.warn(`[vitrine] platform cart refused (${status}); re-creating it from the local cart`)
  return true
}

interface Creation {
  passport: PassportStore
  api: Pick<ApiClient, 'store'>
  auth: ReturnType<PassportStore['credentials']>
  id: unknown
  body: ReturnType<typeof cartPayload>
  sig: string
  /** Syncs again later (after adopting another tab's cart). */
  retry(): void
}

/**
 * Makes the platform cart, under the tab lock. Another tab of the same login syncs too (it follows the login through
 * the storage event): only one creates the platform cart; the other then finds its id in the session cookie they
 * share, adopts it and syncs again.
 */
async function createPlatformCart({ passport, api, auth, id, body, sig, retry }: Creation): Promise<void> {
  let other: Session | undefined
  try {
    other = JSON.parse(readCookie(document.cookie) ?? '')
  } catch {
    // none or unreadable: this tab's session decides
  }
  // The same login's session with another cart id: take it as it is (the cookie is this tab's session too).
  if (other?.auth?.id === auth.id && typeof other.cart_id === 'string' && other.cart_id !== id) {
    passport.updateSession(other)
    return retry()
  }
  const created = await api.store<{ _id?: unknown }>('carts', { method: 'POST', body, auth })
  // Checked by hand, not with a schema: zod in this lazy chunk would split the runtime's zod chunk (size budget).
  const newId = created?._id
  if (typeof newId !== 'string' || !/^[\w-]{1,64}$/.test(newId)) throw new Error('unreadable cart id from the platform')
  passport.updateSession({ cart_id: newId, cart_sig: sig })
}

/** Starts mirroring; returns the stop function and a `flush` that syncs now (tests, page hide). */
export function startCartSync({ cart, passport, api, bus, delay = SYNC_DELAY_MS }: CartSyncDeps) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> = Promise.resolve()
  let recreations = 0

  async function push(): Promise<void> {
    if (!passport.checkAuthorization()) return
    const auth = passport.credentials()
    const body = cartPayload(cart.data)
    const { cart_id: id, cart_sig: lastSig } = passport.getSession()
    // Every page view of a logged-in shopper would otherwise PATCH an unchanged cart.
    const sig = signature(JSON.stringify(body))
    if (typeof id === 'string') {
      if (sig === lastSig) return
      try {
        await api.store(`carts/${encodeURIComponent(id)}`, { method: 'PATCH', body, auth })
        passport.updateSession({ cart_sig: sig })
        return
      } catch (e) {
        if (!mayRecreate(e, ++recreations)) return
      }
    }
    await tabLock(() => createPlatformCart({ passport, api, auth, id, body, sig, retry: schedule }))
  }

  // One sync at a time: two overlapping POSTs would create two platform carts.
  const flush = () => (running = running.then(push).catch((e) => console.warn('[vitrine] cart sync failed', e)))
  const schedule = () => {
    clearTimeout(timer)
    timer = setTimeout(flush, delay)
  }
  bus.on('cart:change', schedule)
  bus.on('passport:login', schedule)
  if (passport.checkAuthorization()) schedule()
  return {
    flush,
    stop() {
      clearTimeout(timer)
      bus.off('cart:change', schedule)
      bus.off('passport:login', schedule)
    }
  }
}
