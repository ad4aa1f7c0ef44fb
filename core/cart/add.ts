import * as z from 'zod/mini'
import { itemFinalPrice } from '../money/cart-math'
import { CartItem, type Cart } from '../schemas/cart'
import { isKitLine } from './kit'
import { isSanePrice } from './price'
import { normalizeQuantity } from './quantity'
import { clockOf, nextStamp, unchanged, withItems, type CartResult, type IdOptions, type NewId } from './result'
import { sameJson } from './same'
import { unbury } from './tombstones'

// What a caller may hand to addItem: a line without its id or quantity yet. Parsed, not trusted: theme scripts call
// this from plain JS, and a price of '10' must be refused rather than coerced.
const CartItemInput = z.partial(CartItem, { _id: true, quantity: true })
type CartItemInput = z.infer<typeof CartItemInput>

/**
 * The input as a line to add, or null to ignore it: not a line's shape (a price given as text, say), an empty
 * product_id, a price that cannot be real (negative, above MAX_UNIT_PRICE) or a negative quantity.
 */
function parseInput(input: unknown): CartItemInput | null {
  const parsed = CartItemInput.safeParse(input)
  if (!parsed.success) return null
  const item = parsed.data
  if (item.product_id === '' || !isSanePrice(item.price)) return null
  if (item.quantity !== undefined && item.quantity < 0) return null
  return item
}

function hasCustomizations(line: Pick<CartItem, 'customizations'>): boolean {
  return Array.isArray(line.customizations) && line.customizations.length > 0
}

function sameFlags(a: readonly string[] = [], b: readonly string[] = []): boolean {
  const left = new Set(a)
  const right = new Set(b)
  return left.size === right.size && [...left].every((flag) => right.has(flag))
}

/** The platform's merge conditions: a plain line of the same product, variation and flags, not locked. */
export function canMerge(existing: CartItem, incoming: CartItemInput): boolean {
  return (
    !isKitLine(existing) &&
    incoming.kit_product === undefined &&
    !existing.keep_item_quantity &&
    existing.product_id === incoming.product_id &&
    existing.variation_id === incoming.variation_id &&
    !hasCustomizations(existing) &&
    !hasCustomizations(incoming) &&
    sameFlags(existing.flags, incoming.flags)
  )
}

/** The id for a new line: its own unless missing, equal to its variation_id, or already used in the cart. */
function lineId(cart: Cart, input: CartItemInput, newId: NewId): string {
  const taken = new Set(cart.items.map((line) => line._id))
  const usable = (id: string | undefined): id is string => !!id && id !== input.variation_id && !taken.has(id)
  if (usable(input._id)) return input._id
  let id = newId()
  // A generator that repeats itself must not produce two lines with one id; a suffix settles it.
  for (let n = 2; !usable(id); n++) id = `${newId()}-${n}`
  return id
}

/**
 * Adds a line, merging it into the first mergeable line if any. Ignored unless
 * product_id is a non-empty string, price a number >= 0 and quantity a number >= 0 or absent (-> 1).
 * final_price is always computed, never taken from the input, and recomputed on a merge.
 * The store emits addItem(result.item), saves, then emits change, as the platform does.
 */
export function addItem(cart: Cart, input: unknown, options: IdOptions): CartResult {
  const incoming = parseInput(input)
  if (!incoming) return unchanged(cart)
  const now = clockOf(options)
  const quantity = incoming.quantity ?? 1

  const index = cart.items.findIndex((line) => canMerge(line, incoming))
  const existing = cart.items[index]
  if (existing) {
    const merged: CartItem = { ...existing, price: incoming.price }
    merged.quantity = normalizeQuantity(merged, existing.quantity + quantity)
    merged.final_price = itemFinalPrice(merged)
    if (sameJson(merged, existing)) return unchanged(cart, existing)
    merged.updated_at = nextStamp(now, existing.updated_at)
    const items = cart.items.slice()
    items[index] = merged
    return { cart: withItems(cart, items), changed: true, item: merged }
  }

  const item: CartItem = { ...incoming, _id: lineId(cart, incoming, options.newId), quantity }
  item.quantity = normalizeQuantity(item, quantity)
  item.final_price = itemFinalPrice(item)
  // Stamped after any tombstone of a line with this id, so a re-added line is not lost to its own removal on merge.
  const buried = cart.tombstones?.find((stone) => stone._id === item._id)
  item.updated_at = nextStamp(now, buried?.removed_at)
  const next = withItems(cart, [...cart.items, item])
  const tombstones = unbury(cart, item._id)
  return { cart: tombstones === cart.tombstones ? next : { ...next, tombstones }, changed: true, item }
}
