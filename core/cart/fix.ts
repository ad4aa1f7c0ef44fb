import * as z from 'zod/mini'
import { itemFinalPrice } from '../money/cart-math'
import { CartItem, CartTombstone, type Cart } from '../schemas/cart'
import { parseDropping } from '../schemas/drop-wrong'
import { dropOrphanKitLines } from './kit'
import { isSanePrice } from './price'
import { normalizeQuantity } from './quantity'
import { removeLines, reset } from './remove'
import {
  clockOf,
  subtotal,
  unchanged,
  withItems,
  type CartResult,
  type ClockOptions,
  type IdOptions,
  type NewId
} from './result'
import { sameJson } from './same'
import { pruneTombstones } from './tombstones'

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/**
 * Stored data whose quantity is not a finite number (text, null, missing, '3') is corrected to the minimum, never
 * dropped; a min or max that is not a finite number is ignored. So 0 stands in for the quantity here and
 * normalizeQuantity lifts it to the minimum.
 */
function withNumericBounds(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value
  const line = { ...(value as Record<string, unknown>) }
  if (!isFiniteNumber(line.quantity)) line.quantity = 0
  for (const bound of ['min_quantity', 'max_quantity'] as const) {
    if (bound in line && !isFiniteNumber(line[bound])) delete line[bound]
  }
  return line
}

/**
 * Fields that describe a line without deciding what is bought or what it costs: one of the wrong type (a number for
 * a name, "gift" for flags) is dropped, and the line kept. final_price is derived again below. What decides the
 * purchase — product, variation, quantity, price, kit, customizations — makes the line invalid when it is wrong.
 */
const DROPPABLE = new Set([
  'sku',
  'name',
  'slug',
  'picture',
  'flags',
  'keep_item_quantity',
  'final_price',
  'base_price',
  'updated_at'
])

/**
 * A line as the cart must hold it: schema-valid, a non-empty product_id, a sane price (isSanePrice: finite, from 0 up
 * to MAX_UNIT_PRICE, the final price too), the quantity clamped and final_price recomputed; null when it cannot be one. Fixing is a derivation, not a shopper's edit, so the stamp
 * is kept: a fix must not make a stale line win the cross-tab merge.
 */
export function fixLine(value: unknown): CartItem | null {
  const parsed = parseDropping(CartItem, withNumericBounds(value), DROPPABLE)
  if (!parsed.success) return null
  const line = parsed.data
  if (line.product_id === '' || line._id === '' || !isSanePrice(line.price)) return null
  const quantity = normalizeQuantity(line, line.quantity)
  const finalPrice = itemFinalPrice(line)
  // A kit's price or a customization's addition can be as absurd as a price: the line is not one then either.
  if (!isSanePrice(finalPrice)) return null
  return quantity === line.quantity && finalPrice === line.final_price
    ? line
    : { ...line, quantity, final_price: finalPrice }
}

/** Re-normalises one line; an invalid line is removed, with the rest of its kit. */
export function fixItem(cart: Cart, itemId: string, options?: ClockOptions): CartResult {
  const index = cart.items.findIndex((line) => line._id === itemId)
  const line = cart.items[index]
  if (!line) return unchanged(cart)
  const fixed = fixLine(line)
  if (!fixed) return removeLines(cart, [line], clockOf(options))
  if (sameJson(fixed, line)) return unchanged(cart, line)
  const items = cart.items.slice()
  items[index] = fixed
  return { cart: withItems(cart, items), changed: true, item: fixed }
}

// Only the frame is required of stored data; lines and tombstones are checked one by one so one bad line does not
// cost the shopper the whole cart.
const StoredCart = z.looseObject({
  _id: z.string().check(z.minLength(1)),
  items: z.array(z.unknown())
})

function kitIdOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const kit = (value as { kit_product?: unknown }).kit_product
  const id = typeof kit === 'object' && kit !== null ? (kit as { _id?: unknown })._id : undefined
  return typeof id === 'string' ? id : undefined
}

/** A stored line whose id is already used gets a fresh one: both are real lines, and ids must be unique. */
function uniqueId(id: string, taken: Set<string>, newId: NewId): string {
  let unique = id
  for (let n = 2; taken.has(unique); n++) unique = n === 2 ? newId() : `${newId()}-${n}`
  taken.add(unique)
  return unique
}

function validTombstones(value: unknown): CartTombstone[] {
  const valid: CartTombstone[] = []
  for (const stone of Array.isArray(value) ? value : []) {
    const parsed = CartTombstone.safeParse(stone)
    if (parsed.success) valid.push(parsed.data)
  }
  return valid
}

/**
 * The cart held in untrusted stored data (localStorage). Not a cart (null, 'abc', {}, items not an array, no _id)
 * -> a new empty cart. Else each line is fixed, invalid lines are dropped with the rest of their kits, a repeated
 * line id is replaced, and the subtotal is recomputed. Never throws. `changed` says the stored value was not already
 * a clean cart, so the store can save the repaired one.
 */
export function fixCart(value: unknown, options: IdOptions): CartResult {
  try {
    const parsed = StoredCart.safeParse(value)
    if (!parsed.success) return reset(options.newId, options)
    const { items: rawItems, created_at: createdAt, tombstones: rawStones, ...rest } = parsed.data
    const brokenKits = new Set<string>()
    const taken = new Set<string>()
    const lines: CartItem[] = []
    for (const raw of rawItems) {
      const line = fixLine(raw)
      const kitId = kitIdOf(raw)
      if (!line) {
        if (kitId !== undefined) brokenKits.add(kitId)
      } else {
        const id = uniqueId(line._id, taken, options.newId)
        lines.push(id === line._id ? line : { ...line, _id: id })
      }
    }
    const items = dropOrphanKitLines(
      lines.filter((line) => {
        const kitId = line.kit_product?._id
        return kitId === undefined || !brokenKits.has(kitId)
      })
    )
    const cart: Cart = { ...rest, _id: parsed.data._id, items, subtotal: subtotal(items) }
    if (typeof createdAt === 'number' && Number.isFinite(createdAt)) cart.created_at = createdAt
    const stones = pruneTombstones(validTombstones(rawStones), clockOf(options)())
    if (stones.length > 0) cart.tombstones = stones
    return { cart, changed: !sameJson(cart, value) }
  } catch {
    // Only exotic values get here (a getter that throws, a cyclic object): the shopper gets a working cart anyway.
    return reset(options.newId, options)
  }
}
