// Buying a kit (a product with kit_composition) puts one cart line per part, all tied to the kit by kit_product so
// the cart's kit rules (remove one part, remove the whole kit) apply. The kit's price is shared out by units:
// each line costs kit price / pack_quantity (the units in one kit), so the lines add up to the kit's price.
// A part that has variations but no variation_id in the composition is the shopper's to choose (its size, its colour).
import { itemFromProduct } from '../cart/product'
import { price } from '../money/promotion'
import type { CartItem } from '../schemas/cart'
import type { Product } from '../schemas/product'
import { sellable } from './variations'

/** The variations chosen for the kit's open parts, by composition index (fixed parts need no entry). */
export type KitChoice = Readonly<Record<number, string | undefined>>

/** Composition indexes whose part the shopper chooses: it has variations and the kit fixes none. */
export function openParts(kit: Product, parts: ReadonlyMap<string, Product>): number[] {
  const out: number[] = []
  ;(kit.kit_composition ?? []).forEach((entry, i) => {
    if (!entry.variation_id && parts.get(entry._id)?.variations?.length) out.push(i)
  })
  return out
}

/** The first open part without a sellable variation chosen, or undefined when the kit can be bought as chosen. */
export function firstOpenPart(
  kit: Product,
  parts: ReadonlyMap<string, Product>,
  choice: KitChoice
): number | undefined {
  return openParts(kit, parts).find((i) => {
    const variations = parts.get(kit.kit_composition![i]!._id)?.variations ?? []
    const chosen = variations.find((v) => v._id === choice[i])
    return !chosen || !sellable(chosen)
  })
}

/**
 * The lines for `kits` kits: one per composition entry, its quantity times `kits`. Null when a part is missing from
 * `parts`, cannot be sold, or is open and not (sellably) chosen: a kit with a missing part must not be bought at the
 * kit price.
 */
export function kitLines(
  kit: Product,
  parts: ReadonlyMap<string, Product>,
  kits: number,
  choice: KitChoice = {}
): Partial<CartItem>[] | null {
  const composition = kit.kit_composition ?? []
  if (!composition.length || firstOpenPart(kit, parts, choice) !== undefined) return null
  const pack = composition.reduce((n, part) => n + (part.quantity ?? 1), 0)
  const kitProduct = { _id: kit._id, name: kit.name, price: price(kit), pack_quantity: pack, composition }
  const lines: Partial<CartItem>[] = []
  for (const [i, part] of composition.entries()) {
    const product = parts.get(part._id)
    const line = product ? itemFromProduct(product, part.variation_id ?? choice[i], (part.quantity ?? 1) * kits) : null
    if (!line) return null
    lines.push({ ...line, kit_product: kitProduct, keep_item_quantity: true })
  }
  return lines
}
