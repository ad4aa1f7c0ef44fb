import * as z from 'zod/mini'
import { Product } from '../../core/schemas/product'

// Markup: data-product-id="…" plus, ideally, {"product": {…}} in a child JSON script so the first interaction needs
// no request. A missing or corrupt product there is not an error: the island reads it from the Store API instead.
export const ProductOptions = z.object({
  productId: z.optional(z.string().check(z.regex(/^[a-f0-9]{24}$/))),
  product: z.optional(z.unknown())
})

/** The options with each bad field reported and dropped (never thrown: the page must stay usable). */
export function parseOptions(raw: Record<string, unknown>, el: HTMLElement): { productId?: string; product?: Product } {
  const parsed = ProductOptions.safeParse(raw)
  const productId = parsed.success ? parsed.data.productId : undefined
  if (!parsed.success) console.error('[vitrine] product: option "productId" must be a 24-character hex id', el)
  if (raw.product === undefined) return { productId }
  const product = Product.safeParse(raw.product)
  if (!product.success)
    console.error('[vitrine] product: option "product" is not a product; reading it from the API', el)
  return {
    productId: productId ?? (product.success ? product.data._id : undefined),
    product: product.success ? product.data : undefined
  }
}
