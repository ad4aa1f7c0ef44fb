// Cross-tab exclusion for the cart's read-apply-write: a Web Lock, else a short lease in localStorage (its expiry,
// 2 s, so a closed tab's lease cannot block). While the lock is held no other tab can read the stored cart and write
// it back, so no tab ever overwrites an edit it has not seen.
const NAME = 'vitrine-cart-ops'
const LEASE_MS = 2000
// A tab's copy of localStorage learns of another tab's write a moment after the write (Chromium sends the change to
// each renderer on its own channel, not in step with the lock). The lock is kept this long after the write so the
// next holder reads the stored cart with it.
export const SETTLE_MS = 30

type LeaseStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

type Task = () => void | Promise<void>

function underLease(storage: LeaseStorage, fn: Task): void {
  let held = false
  try {
    const until = Number(storage.getItem(NAME))
    if (until > Date.now()) {
      setTimeout(() => underLease(storage, fn), 15)
      return
    }
    storage.setItem(NAME, String(Date.now() + LEASE_MS))
    held = true
  } catch {
    // storage blocked: nothing to share with other tabs either
  }
  void Promise.resolve()
    .then(fn)
    .finally(() => {
      if (held) setTimeout(() => storage.removeItem(NAME), SETTLE_MS)
    })
}

/** Runs `fn` once this tab holds the cart lock, keeping it until `fn` has settled. */
export function withCartLock(fn: Task, storage?: LeaseStorage | null): void {
  const locks = typeof navigator === 'object' ? navigator.locks : undefined
  if (locks) {
    locks
      .request(NAME, async () => {
        await fn()
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
      })
      .catch((e) => console.warn('[vitrine] cart lock failed', e))
  } else if (storage) {
    queueMicrotask(() => underLease(storage, fn))
  } else {
    queueMicrotask(() => void fn())
  }
}

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
