import { type Period, periodOfFlags, subscriptionFlag } from '../account/subscription'
import type { Cart, CartItem } from '../schemas/cart'
import { canMerge } from './add'
import { isKitLine } from './kit'
import { setItemQnt } from './quantity'
import { removeItem } from './remove'
import { clockOf, nextStamp, unchanged, withItems, type CartResult, type ClockOptions } from './result'

/**
 * Changes the subscription period of a line bought as a subscription (the cart page's period choice). Only such a
 * line changes: a one-off line, a kit part or a locked line is left as it is. When the new period makes the line
 * equal to another (same product, variation and flags), the two merge as adding would have merged them: the other
 * line takes the quantity and this one is removed.
 */
export function setItemPeriod(cart: Cart, itemId: string, period: Period, options?: ClockOptions): CartResult {
  const index = cart.items.findIndex((line) => line._id === itemId)
  const line = cart.items[index]
  const current = line && periodOfFlags(line.flags)
  if (!line || !current || current === period || isKitLine(line) || line.keep_item_quantity) {
    return unchanged(cart, line)
  }
  const flags = (line.flags ?? []).map((f) => (f === subscriptionFlag(current) ? subscriptionFlag(period) : f))
  const edited: CartItem = { ...line, flags, updated_at: nextStamp(clockOf(options), line.updated_at) }
  const twin = cart.items.find((other) => other._id !== itemId && canMerge(other, edited))
  if (twin) {
    const without = removeItem(cart, itemId, options)
    const merged = setItemQnt(without.cart, twin._id, twin.quantity + line.quantity, options)
    return { cart: merged.cart, changed: true, item: merged.item ?? twin, removed: without.removed }
  }
  const items = cart.items.slice()
  items[index] = edited
  return { cart: withItems(cart, items), changed: true, item: edited }
}
