import { itemFromProduct } from '#core/cart/product'
import type { CartItem } from '#core/schemas/cart'
import type { Product } from '#core/schemas/product'
import { cart } from '#core/page/context'

/** The cart's customization entries for the filled fields (an empty field is not a customization). */
export function customizationsOf(
  product: Product,
  values: Record<string, string>
): NonNullable<CartItem['customizations']> {
  const out: NonNullable<CartItem['customizations']> = []
  ;(product.customizations ?? []).forEach((c, i) => {
    const id = c._id ?? String(i)
    const text = values[id]?.trim()
    if (!text) return
    out.push({ _id: id, label: c.label, option: { text }, ...(c.add_to_price ? { add_to_price: c.add_to_price } : {}) })
  })
  return out
}

/**
 * Adds the product (its chosen variation, quantity and customizations) to the shared cart. The cart keeps a
 * customized line apart from every other line. Null when the cart refused it.
 */
export function addToCart(
  product: Product,
  variationId: string | undefined,
  quantity: number,
  values: Record<string, string>,
  flags?: string[]
): CartItem | null {
  const item = itemFromProduct(product, variationId, quantity)
  if (!item) return null
  const customizations = customizationsOf(product, values)
  return cart.addItem({ ...item, ...(customizations.length ? { customizations } : {}), ...(flags ? { flags } : {}) })
}
