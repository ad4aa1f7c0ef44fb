import type { Cart, CartItem } from '../schemas/cart'
import { kitGroup } from './kit'
import { clockOf, unchanged, withItems, type CartResult, type Clock, type ClockOptions, type NewId } from './result'
import { buryLines } from './tombstones'

/** The flag of lines that must not survive a page load (freebies are flagged ['freebie', '__tmp']). */
export const TEMPORARY_FLAG = '__tmp'

/** Takes `lines` out with the rest of their kits, leaving tombstones for the cross-tab merge. */
export function removeLines(cart: Cart, lines: readonly CartItem[], now: Clock): CartResult {
  const doomed = new Set<CartItem>()
  for (const line of lines) for (const member of kitGroup(cart.items, line)) doomed.add(member)
  if (doomed.size === 0) return unchanged(cart)
  const removed = cart.items.filter((line) => doomed.has(line))
  const next = withItems(
    cart,
    cart.items.filter((line) => !doomed.has(line))
  )
  return { cart: { ...next, tombstones: buryLines(cart, removed, now) }, changed: true, removed }
}

/** Removes a line, and the other lines of its kit. */
export function removeItem(cart: Cart, itemId: string, options?: ClockOptions): CartResult {
  const line = cart.items.find((candidate) => candidate._id === itemId)
  return line ? removeLines(cart, [line], clockOf(options)) : unchanged(cart)
}

/** Removes every line; the cart keeps its id. */
export function clear(cart: Cart, options?: ClockOptions): CartResult {
  if (cart.items.length === 0 && cart.subtotal === 0) return unchanged(cart)
  const result = removeLines(cart, cart.items, clockOf(options))
  return { ...result, cart: { ...result.cart, items: [], subtotal: 0 }, changed: true, removed: cart.items.slice() }
}

/** A new empty cart under a new id. Its creation time lets a reset in one tab win over the old cart of another. */
export function reset(newId: NewId, options?: ClockOptions): CartResult {
  return { cart: { _id: newId(), items: [], subtotal: 0, created_at: clockOf(options)() }, changed: true }
}

/** Removes the lines flagged '__tmp' (done on start-up), with the rest of their kits. */
export function removeTemporary(cart: Cart, options?: ClockOptions): CartResult {
  const temporary = cart.items.filter((line) => line.flags?.includes(TEMPORARY_FLAG))
  return temporary.length > 0 ? removeLines(cart, temporary, clockOf(options)) : unchanged(cart)
}
