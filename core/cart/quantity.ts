import type { Cart, CartItem } from '../schemas/cart'
import { clockOf, nextStamp, unchanged, withItems, type CartResult, type ClockOptions } from './result'

export type QuantityBounds = Pick<CartItem, 'min_quantity' | 'max_quantity'>

/**
 * No line holds more units than this, whatever its own maximum: a larger number is a typo or tampered storage (a
 * stored 1e308 showed "1e+308 itens" and totals of R$ 0,00), and beyond it a line total in cents can leave the range
 * where numbers are exact.
 */
export const MAX_LINE_QUANTITY = 99_999

/**
 * The quantity the cart keeps for `quantity`, corrected silently:
 * - not a finite number (NaN, Infinity, '2', null) or below the minimum -> the minimum (`min_quantity`, or 1 when that is
 *   not above 0);
 * - fractions are floored: the platform sells whole units, and flooring never gives more than the shopper typed;
 * - above `max_quantity` (or MAX_LINE_QUANTITY, whichever is lower) -> that maximum. When the maximum is below the minimum (stock under the minimum order) the
 *   minimum wins, so a line never holds less than can be ordered; checkout rejects it either way.
 */
export function normalizeQuantity(item: QuantityBounds, quantity: unknown): number {
  const minQuantity = item.min_quantity
  const max = item.max_quantity
  const min =
    typeof minQuantity === 'number' && Number.isFinite(minQuantity) && minQuantity > 0 ? Math.ceil(minQuantity) : 1
  if (typeof quantity !== 'number' || !Number.isFinite(quantity)) return min
  let wanted = Math.min(Math.floor(quantity), MAX_LINE_QUANTITY)
  if (typeof max === 'number' && Number.isFinite(max) && wanted > max) wanted = Math.floor(max)
  return Math.max(min, wanted)
}

/**
 * Sets a line's quantity (clamped). A line with `keep_item_quantity` (kit parts, freebies) is locked: the request is
 * ignored, since changing one part of a kit would break the kit's price.
 */
export function setItemQnt(cart: Cart, itemId: string, quantity: unknown, options?: ClockOptions): CartResult {
  const index = cart.items.findIndex((line) => line._id === itemId)
  const line = cart.items[index]
  if (!line || line.keep_item_quantity) return unchanged(cart, line)
  const next = normalizeQuantity(line, quantity)
  if (next === line.quantity) return unchanged(cart, line)
  const item: CartItem = { ...line, quantity: next, updated_at: nextStamp(clockOf(options), line.updated_at) }
  const items = cart.items.slice()
  items[index] = item
  return { cart: withItems(cart, items), changed: true, item }
}

/** Adds `delta` (may be negative; not a finite number -> ignored) to a line's quantity, clamped like setItemQnt. */
export function increaseItemQnt(cart: Cart, itemId: string, delta: unknown = 1, options?: ClockOptions): CartResult {
  const line = cart.items.find((candidate) => candidate._id === itemId)
  if (!line || typeof delta !== 'number' || !Number.isFinite(delta)) return unchanged(cart, line)
  return setItemQnt(cart, itemId, line.quantity + delta, options)
}
