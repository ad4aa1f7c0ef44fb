import type { Cart, CartItem, CartTombstone } from '../schemas/cart'
import { nextStamp, type Clock } from './result'

// Tombstones let the cross-tab merge tell "removed here" from "never seen here". They only need to outlive the time a
// stale copy of the cart can come back (another tab, a frozen mobile tab, a slow platform sync), so they are kept a
// day and at most MAX_TOMBSTONES of them, which bounds what localStorage holds.
export const TOMBSTONE_TTL_MS = 24 * 60 * 60 * 1000
export const MAX_TOMBSTONES = 100

/** Newest first, ties by id, so every tab keeps the same ones. */
function byRecency(a: CartTombstone, b: CartTombstone): number {
  return b.removed_at - a.removed_at || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0)
}

/** Drops expired tombstones and keeps the newest MAX_TOMBSTONES, one per id. */
export function pruneTombstones(list: readonly CartTombstone[], time: number): CartTombstone[] {
  const newest = new Map<string, CartTombstone>()
  for (const stone of list) {
    if (time - stone.removed_at > TOMBSTONE_TTL_MS) continue
    const known = newest.get(stone._id)
    if (!known || stone.removed_at > known.removed_at) newest.set(stone._id, stone)
  }
  return [...newest.values()].sort(byRecency).slice(0, MAX_TOMBSTONES)
}

/** The cart's tombstones plus one for each removed line, stamped after the line's last edit. */
export function buryLines(cart: Cart, removed: readonly CartItem[], now: Clock): CartTombstone[] {
  const stones = removed.map((line) => ({ _id: line._id, removed_at: nextStamp(now, line.updated_at) }))
  const time = stones.reduce((latest, stone) => Math.max(latest, stone.removed_at), now())
  return pruneTombstones([...(cart.tombstones ?? []), ...stones], time)
}

/** The cart's tombstones without the one for `id` (a line that came back with the same id). */
export function unbury(cart: Cart, id: string): CartTombstone[] | undefined {
  const list = cart.tombstones
  return list?.some((stone) => stone._id === id) ? list.filter((stone) => stone._id !== id) : list
}
