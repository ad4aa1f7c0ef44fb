import { withCartLock } from './lock'

type LeaseStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

// The order's lock: held by the tab sending this cart's order, from the press until the lines bought have left the
// cart, so the same cart is never sent from two tabs at once. Not waited for: the other tab is told at once.
const ORDER_NAME = 'vitrine-cart-order'
// The fallback lease is renewed while the order runs; a closed tab's lease ends this long after its last renewal.
const ORDER_LEASE_MS = 5000

/** What withOrderLock gives when another tab is sending this cart's order. */
export const ORDER_LOCKED = Symbol('order locked')

/** Runs `fn` holding the order lock, or gives ORDER_LOCKED at once when another tab holds it. */
export async function withOrderLock<T>(
  fn: () => Promise<T>,
  storage?: LeaseStorage | null
): Promise<T | typeof ORDER_LOCKED> {
  const locks = typeof navigator === 'object' ? navigator.locks : undefined
  if (locks) return locks.request(ORDER_NAME, { ifAvailable: true }, (lock) => (lock ? fn() : ORDER_LOCKED))
  if (!storage) return fn()
  try {
    if (Number(storage.getItem(ORDER_NAME)) > Date.now()) return ORDER_LOCKED
    storage.setItem(ORDER_NAME, String(Date.now() + ORDER_LEASE_MS))
  } catch {
    return fn() // storage blocked: nothing shared with other tabs either
  }
  const renew = setInterval(() => storage.setItem(ORDER_NAME, String(Date.now() + ORDER_LEASE_MS)), ORDER_LEASE_MS / 3)
  try {
    return await fn()
  } finally {
    clearInterval(renew)
    storage.removeItem(ORDER_NAME)
  }
}

/** Settles once every cart write queued before it has been stored (they run under the cart lock in order). */
export const cartWritten = (storage?: LeaseStorage | null): Promise<void> =>
  new Promise((resolve) => withCartLock(resolve, storage))
