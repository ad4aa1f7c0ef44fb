// Buying a kit (a product with kit_composition) puts one cart line per part, all tied to the kit by kit_product so
// the cart's kit rules (remove one part, remove the whole kit) apply. The kit's price is shared out by units:
// each line costs kit price / pack_quantity (the units in one kit), so the lines add up to the kit's price.
import { itemFromProduct } from '../cart/product'
import { price } from '../money/promotion'
import type { CartItem } from '../schemas/cart'
import type { Product } from '../schemas/product'

/**
 * The lines for `kits` kits: one per composition entry, its quantity times `kits`. Null when a part is missing from
 * `parts` or cannot be sold (a kit with a missing part must not be bought at the kit price).
 */
export function kitLines(kit: Product, parts: ReadonlyMap<string, Product>, kits: number): Partial<CartItem>[] | null {
  const composition = kit.kit_composition ?? []
  if (!composition.length) return null
  const pack = composition.reduce((n, part) => n + (part.quantity ?? 1), 0)
  const kitProduct = { _id: kit._id, name: kit.name, price: price(kit), pack_quantity: pack, composition }
  const lines: Partial<CartItem>[] = []
  for (const part of composition) {
    const product = parts.get(part._id)
    const line = product ? itemFromProduct(product, part.variation_id, (part.quantity ?? 1) * kits) : null
    if (!line) return null
    lines.push({ ...line, kit_product: kitProduct, keep_item_quantity: true })
  }
  return lines
}
