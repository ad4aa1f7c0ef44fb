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
