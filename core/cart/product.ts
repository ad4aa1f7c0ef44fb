import { price as productPrice, pricedVariation } from '../money/promotion'
import type { Cart, CartItem } from '../schemas/cart'
import { Product, type Picture, type Variation } from '../schemas/product'
import { addItem } from './add'
import { unchanged, type CartResult, type IdOptions } from './result'

function pictureOf(product: Product, variation: Variation | undefined): Picture | undefined {
  const pictures = product.pictures ?? []
  const chosen =
    variation?.picture_id === undefined ? undefined : pictures.find((picture) => picture._id === variation.picture_id)
  return chosen ?? pictures[0]
}

/**
 * A kit part carries its kit in kit_product / kit_composition. A kit_product without an _id describes the product
 * itself as the kit, so the product's id names the kit.
 */
function kitOf(product: Product): CartItem['kit_product'] {
  const kit = product.kit_product
  if (!kit) return undefined
  const name = (kit as Record<string, unknown>).name
  return {
    _id: kit._id ?? product._id,
    ...(typeof name === 'string' ? { name } : {}),
    ...(kit.pack_quantity !== undefined ? { pack_quantity: kit.pack_quantity } : {}),
    ...(kit.price !== undefined ? { price: kit.price } : {}),
    ...(product.kit_composition ? { composition: product.kit_composition } : {})
  }
}

/** Drops undefined fields so a line stored and read back compares equal to itself. */
function compact<T extends Record<string, unknown>>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T
}

/**
 * The cart line for a product (and one of its variations). Price: the platform rule (promotion price while the
 * product's promotion runs, else final_price, else max(base_price, price)) over the variation's price fields when it
 * has its own (pricedVariation), so the line costs what the product page showed. The maximum is the stock of the
 * variation (or of the product): the platform's product has no other most per order. Null when the product is not a
 * product, the variation is not one of its variations (adding some other variation would sell the wrong SKU), or
 * nothing of it is in stock.
 */
export function itemFromProduct(product: unknown, variationId?: string, quantity?: number): Partial<CartItem> | null {
  const parsed = Product.safeParse(product)
  if (!parsed.success) return null
  const data = parsed.data
  const variation = variationId === undefined ? undefined : data.variations?.find((v) => v._id === variationId)
  if (variationId !== undefined && !variation) return null
  const stock = variation ? variation.quantity : data.quantity
  // Nothing in stock: no line to add (a shared link may name a sold-out variation).
  if (typeof stock === 'number' && stock <= 0) return null
  const priced = pricedVariation(data, variation)
  return compact({
    product_id: data._id,
    variation_id: variation?._id,
    sku: variation?.sku ?? data.sku,
    name: variation?.name ?? data.name,
    slug: data.slug,
    quantity,
    min_quantity: data.min_quantity,
    max_quantity: stock,
    price: productPrice(priced),
    base_price: priced.base_price,
    picture: pictureOf(data, variation),
    kit_product: kitOf(data)
  })
}

/** Builds the line for a product (see itemFromProduct) and adds it like addItem. */
export function addProduct(
  cart: Cart,
  product: unknown,
  variationId: string | undefined,
  quantity: number | undefined,
  options: IdOptions
): CartResult {
  const input = itemFromProduct(product, variationId, quantity)
  return input ? addItem(cart, input, options) : unchanged(cart)
}
