// Free gifts (brindes): the platform's discount module answers `freebie_product_ids` for a cart or a coupon that earns
// them. Each becomes a gift line of one unit at price 0, quantity locked, flagged ['freebie', '__tmp'] as the
// platform's storefront does (temporary: dropped on a page load until the module grants it again). A gift line never
// merges with a bought line of the same product (its flags differ, and its quantity is locked), and it goes as soon as
// the module stops naming it.
import type { CartItem } from '../schemas/cart'
import { FREEBIE_FLAG, isFreebie } from './freebie-flag'
import { Product } from '../schemas/product'
import { itemFromProduct } from './product'
import { TEMPORARY_FLAG } from './remove'

export { FREEBIE_FLAG, isFreebie } from './freebie-flag'

/**
 * The gift line for a product: one unit at 0, locked. A product with variations is given as its first variation in
 * stock. Null when it is not a product or nothing of it is in stock (the gift is then skipped).
 */
export function freebieLine(product: unknown): Partial<CartItem> | null {
  const parsed = Product.safeParse(product)
  if (!parsed.success) return null
  const variations = parsed.data.variations ?? []
  const variation = variations.length
    ? variations.find((v) => !(typeof v.quantity === 'number' && v.quantity <= 0))
    : undefined
  if (variations.length && !variation) return null
  const line = itemFromProduct(product, variation?._id, 1)
  if (!line) return null
  const { kit_product: _, base_price: __, min_quantity: ___, ...rest } = line
  return {
    ...rest,
    quantity: 1,
    max_quantity: 1,
    price: 0,
    final_price: 0,
    keep_item_quantity: true,
    flags: [FREEBIE_FLAG, TEMPORARY_FLAG]
  }
}

/**
 * What makes the cart hold exactly the granted gifts, one line each: gift lines no longer granted (or repeating one
 * already given, as two answers close together could add), and granted products not yet given.
 */
export function freebieChanges(
  items: readonly CartItem[],
  granted: readonly string[]
): { remove: string[]; add: string[] } {
  const wanted = new Set(granted)
  const given = new Set<string>()
  const remove: string[] = []
  for (const item of items.filter(isFreebie)) {
    if (wanted.has(item.product_id) && !given.has(item.product_id)) given.add(item.product_id)
    else remove.push(item._id)
  }
  return { remove, add: [...wanted].filter((id) => !given.has(id)) }
}
