import type { Cart, CartItem, CartTombstone } from '../schemas/cart'
import { fixLine } from './fix'
import { dropOrphanKitLines } from './kit'
import { clockOf, subtotal, type ClockOptions } from './result'
import { canonicalJson } from './same'
import { pruneTombstones } from './tombstones'

// The rule, for two copies of the cart (this tab's and the one another tab stored, or the platform's):
// 1. Same cart id: per line id, the newest version wins: a line stamped `updated_at`, or a tombstone stamped
//    `removed_at` (the operations stamp both). So an edit in either tab survives unless the other tab edited or
//    removed that same line later. A tie goes to the tombstone, then to the larger canonical JSON, so that both tabs
//    pick the same version and converge. Unstamped lines (platform data) count as stamped 0.
// 2. Different ids (a reset, or two tabs that each started a cart): the cart created last keeps its id; of the other
//    one, only lines and tombstones stamped after that creation come along, i.e. edits the reset has not seen.
// Then lines are re-normalised, kits that lost a part are dropped whole, and the subtotal is recomputed.
// Order: the remote (stored) copy's order, then lines only this tab has, so every tab shows the stored order.

type Version = { stamp: number; line: CartItem } | { stamp: number; line?: undefined }

function newer(a: Version, b: Version): boolean {
  if (a.stamp !== b.stamp) return a.stamp > b.stamp
  if (!a.line || !b.line) return !a.line && !!b.line
  return canonicalJson(a.line) > canonicalJson(b.line)
}

function createdAt(cart: Cart): number {
  return typeof cart.created_at === 'number' ? cart.created_at : 0
}

/** Which cart keeps its identity when the ids differ: the one created last, ties broken by id. */
function newestCart(a: Cart, b: Cart): Cart {
  const diff = createdAt(a) - createdAt(b)
  return diff > 0 || (diff === 0 && a._id > b._id) ? a : b
}

/**
 * Merges this tab's cart with another copy (see the rule above). Both must be valid carts: run stored data through
 * fixCart first. Returns a new cart; compare it with sameJson to know whether to emit (vs local) or save (vs remote).
 */
export function mergeCarts(local: Cart, remote: Cart, options?: ClockOptions): Cart {
  const winner = local._id === remote._id ? remote : newestCart(local, remote)
  const cutoff = local._id === remote._id ? -Infinity : createdAt(winner)
  const versions = new Map<string, Version>()
  const offer = (id: string, version: Version) => {
    const known = versions.get(id)
    if (!known || newer(version, known)) versions.set(id, version)
  }
  for (const cart of [remote, local]) {
    const counts = (stamp: number) => cart === winner || stamp > cutoff
    for (const line of cart.items) {
      const stamp = line.updated_at ?? 0
      if (counts(stamp)) offer(line._id, { stamp, line })
    }
    for (const stone of cart.tombstones ?? []) {
      if (counts(stone.removed_at)) offer(stone._id, { stamp: stone.removed_at })
    }
  }

  const order = [...remote.items, ...local.items].map((line) => line._id)
  const lines: CartItem[] = []
  const stones: CartTombstone[] = []
  for (const id of new Set([...order, ...versions.keys()])) {
    const version = versions.get(id)
    if (!version) continue
    if (!version.line) stones.push({ _id: id, removed_at: version.stamp })
    else {
      const line = fixLine(version.line)
      if (line) lines.push(line)
    }
  }

  const items = dropOrphanKitLines(lines)
  const merged: Cart = { ...winner, items, subtotal: subtotal(items) }
  const tombstones = pruneTombstones(stones, clockOf(options)())
  if (tombstones.length > 0) merged.tombstones = tombstones
  else delete merged.tombstones
  return merged
}
