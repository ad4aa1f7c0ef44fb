import type { CartItem } from '../schemas/cart'

// A kit is sold as several lines sharing kit_product._id, one per entry of kit_product.composition. The lines live and
// die together: removing one removes the others, and a line whose kit lost a part is an orphan that must not stay.

type KitProduct = NonNullable<CartItem['kit_product']>
type KitPart = NonNullable<KitProduct['composition']>[number]

export function isKitLine(line: CartItem): boolean {
  return line.kit_product !== undefined && line.kit_product !== null
}

function partsOf(kit: KitProduct): KitPart[] {
  return Array.isArray(kit.composition) ? kit.composition : []
}

function fillsPart(line: CartItem, part: KitPart): boolean {
  return line.product_id === part._id && (part.variation_id === undefined || part.variation_id === line.variation_id)
}

/**
 * The lines that go with `line` when it is removed: itself, and every line of the same kit that matches the kit's
 * composition. A kit without a composition is known only by its id, so then every line with that id goes.
 */
export function kitGroup(items: readonly CartItem[], line: CartItem): CartItem[] {
  const kit = line.kit_product
  if (!kit || typeof kit._id !== 'string') return [line]
  const parts = partsOf(kit)
  return items.filter(
    (other) =>
      other === line ||
      (other.kit_product?._id === kit._id && (parts.length === 0 || parts.some((part) => fillsPart(other, part))))
  )
}

/** A kit line is complete when every part of its composition has a line of the same kit. */
function isComplete(items: readonly CartItem[], line: CartItem): boolean {
  const kit = line.kit_product
  if (!kit) return true
  return partsOf(kit).every((part) =>
    items.some((other) => other.kit_product?._id === kit._id && fillsPart(other, part))
  )
}

/** Drops kit lines whose kit lost a part (after invalid lines were dropped, or after a merge of two tabs). */
export function dropOrphanKitLines(items: CartItem[]): CartItem[] {
  let kept = items
  // Repeated because lines of one kit may disagree on the composition (corrupt data): a drop can orphan another line.
  for (;;) {
    const current = kept
    const next = current.filter((line) => isComplete(current, line))
    if (next.length === current.length) return kept
    kept = next
  }
}
