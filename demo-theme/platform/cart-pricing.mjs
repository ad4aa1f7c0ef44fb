// Carts are priced by the platform, as orders are: a line's price and final_price come from the catalogue (the order's
// unitPrices and shareKits), never from the browser, and the subtotal is summed from them. A stored cart is read back
// by the storefront and by other devices of the customer, so a browser's 1e300 must never be kept.
import { randomBytes } from 'node:crypto'
import { shareKits, unitPrices } from './checkout.mjs'
import { HttpError } from './http.mjs'

/**
 * The cart's lines priced by the catalogue, and their subtotal. Unlike an order, a cart may hold a line that cannot be
 * bought now (out of stock, unavailable): it keeps it, priced, for the storefront to show. Gifts are the storefront's
 * temporary lines, never sent with a cart (core/passport/cart-sync.ts): a line flagged as one is priced as any other.
 * @param {import('./state.mjs').State} state @param {any[]} items @param {number} [now]
 * @returns {{ items: any[], subtotal: number }}
 */
export function priceCartItems (state, items, now = Date.now()) {
  const priced = items.map((item) => {
    const product = state.productsById.get(item.product_id)
    if (!product) throw new HttpError(400, 'invalid_item', `Unknown product ${item.product_id}`)
    const variation = item.variation_id ? product.variations?.find((/** @type {any} */ v) => v._id === item.variation_id) : undefined
    if (item.variation_id && !variation) throw new HttpError(400, 'invalid_item', `Unknown variation ${item.variation_id}`)
    const { unitCents, finalCents, kitProduct } = unitPrices(state, product, variation, item, now)
    const line = {
      ...item,
      _id: item._id ?? randomBytes(12).toString('hex'),
      name: item.name ?? variation?.name ?? product.name,
      price: unitCents / 100,
      final_price: finalCents / 100,
      ...(kitProduct ? { kit_product: { ...item.kit_product, ...kitProduct } } : {})
    }
    return { line, cents: Math.round(finalCents * item.quantity) }
  })
  shareKits(state, items, priced)
  return { items: priced.map((p) => p.line), subtotal: priced.reduce((s, p) => s + p.cents, 0) / 100 }
}
