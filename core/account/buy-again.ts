// Buy again: each item of an old order goes back to the cart when its product (and variation) can still be bought,
// at today's price; the others are named to the shopper, and so is every price that changed since the order.
import { itemFromProduct } from '../cart/product'
import { toCents } from '../money/cents'
import type { CartItem } from '../schemas/cart'
import type { OrderItem } from '../schemas/order'
import type { Product } from '../schemas/product'

export interface PriceChange {
  name: string
  /** The unit price paid in the order. */
  was: number
  /** Today's unit price, the one the cart takes. */
  now: number
}

export interface BuyAgainPlan {
  lines: Partial<CartItem>[]
  unavailable: string[]
  changed: PriceChange[]
}

function buyable(product: Product | undefined, item: OrderItem): boolean {
  if (!product || product.available === false || product.visible === false || !(product.price! > 0)) return false
  if (item.variation_id) {
    const v = product.variations?.find((x) => x._id === item.variation_id)
    return Boolean(v) && (v!.quantity === undefined || v!.quantity > 0)
  }
  if (product.variations?.length) return false // the order's line had no variation: the shopper must choose one
  return product.quantity === undefined || product.quantity > 0
}

/**
 * Lines to add (quantity clamped to what the cart rules allow), the names of the items that cannot be, and the items
 * whose unit price changed since the order (a promotion ended, a new price).
 */
export function planBuyAgain(items: readonly OrderItem[], products: ReadonlyMap<string, Product>): BuyAgainPlan {
  const plan: BuyAgainPlan = { lines: [], unavailable: [], changed: [] }
  for (const item of items) {
    const product = products.get(item.product_id)
    const line = buyable(product, item) ? itemFromProduct(product, item.variation_id, item.quantity) : null
    const name = item.name ?? product?.name ?? item.product_id
    if (!line) {
      plan.unavailable.push(name)
      continue
    }
    plan.lines.push(line)
    // A kit's part was paid at its share of the kit's price, not a price of its own: nothing to compare.
    const was = item.final_price ?? item.price
    if (!item.kit_product && line.price !== undefined && toCents(line.price) !== toCents(was))
      plan.changed.push({ name, was, now: line.price })
  }
  return plan
}
