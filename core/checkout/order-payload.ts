// The parts of the platform's request bodies that must fit its published schema, or a real store refuses or misreads
// them: cart lines as the modules take them, and the delivery address as the order takes it.

/** A cart line as it stands in the cart (its own id, slug, picture… beside the product's). */
interface Line {
  product_id: string
  variation_id?: string | undefined
  sku?: string | undefined
  name?: string | undefined
  quantity: number
  price: number
  final_price?: number | undefined
}

/**
 * A cart line as the modules' params take it (calculate_shipping, list_payments, apply_discount): the product, its
 * variation, quantity and prices. The line's own id, slug or picture are the cart's, not the schema's.
 */
export function moduleItem(line: Line): Line {
  return {
    product_id: line.product_id,
    ...(line.variation_id ? { variation_id: line.variation_id } : {}),
    ...(line.sku ? { sku: line.sku } : {}),
    ...(line.name ? { name: line.name } : {}),
    quantity: line.quantity,
    price: line.price,
    ...(typeof line.final_price === 'number' ? { final_price: line.final_price } : {})
  }
}

/**
 * The house number as the order takes it: an integer. Letters after the digits ("12A", "12 fundos") move to the head
 * of the complement so nothing typed is lost; no digits ("S/N", blank) means a house without number, which the
 * platform's own checkout sends by leaving `number` out.
 */
export function orderAddress<T extends { number?: unknown; complement?: unknown }>(
  address: T
): Omit<T, 'number'> & { number?: number; complement?: string } {
  const { number, ...rest } = address
  const typed = typeof number === 'number' ? String(number) : typeof number === 'string' ? number.trim() : ''
  const m = /^(\d+)\s*(.*)$/.exec(typed)
  const complement = typeof rest.complement === 'string' ? rest.complement.trim() : ''
  const extra = m?.[2]?.replace(/^[-,/\s]+/, '') ?? ''
  const joined = [extra, complement].filter(Boolean).join(' - ')
  const int = m ? Number.parseInt(m[1]!, 10) : Number.NaN
  return {
    ...rest,
    ...(Number.isSafeInteger(int) ? { number: int } : {}),
    ...(joined || typeof rest.complement === 'string' ? { complement: joined } : {})
  }
}
