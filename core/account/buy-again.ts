// Buy again: each item of an old order goes back to the cart when its product (and variation) can still be bought,
// at today's price; the others are named to the shopper.
import { itemFromProduct } from '../cart/product'
import type { CartItem } from '../schemas/cart'
import type { OrderItem } from '../schemas/order'
import type { Product } from '../schemas/product'

export interface BuyAgainPlan {
  lines: Partial<CartItem>[]
  unavailable: string[]
}

function buyable(product: Product | undefined, item: OrderItem): boolean {
  if (!product || product.available === false || product.visible === false || !(product.price! > 0)) return false
  if (item.variation_id) {
    const v = product.variations?.find((x) => x._id === item.variation_id)
    return Boolean(v) && (v!.quantity === undefined || v!.quantity > 0)
  }
  if (product.variations?.length) return false // the order's line had no variation: the shopper must choose one
  return product.in_stock !== false && (product.quantity === undefined || product.quantity > 0)
}

/** Lines to add (quantity clamped to what the cart rules allow) and the names of the items that cannot be. */
export function planBuyAgain(items: readonly OrderItem[], products: ReadonlyMap<string, Product>): BuyAgainPlan {
  const plan: BuyAgainPlan = { lines: [], unavailable: [] }
  for (const item of items) {
    const product = products.get(item.product_id)
    const line = buyable(product, item) ? itemFromProduct(product, item.variation_id, item.quantity) : null
    if (line) plan.lines.push(line)
    else plan.unavailable.push(item.name ?? product?.name ?? item.product_id)
  }
  return plan
}
