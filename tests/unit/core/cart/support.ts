// Shared fixtures for the cart rule tests: deterministic ids and clock, and small line/cart builders.
import type { Cart, CartItem } from '#core/schemas/cart'

export function idSource(prefix = 'id'): () => string {
  let n = 0
  return () => `${prefix}${++n}`
}

export function fixedClock(start = 1_000_000): { now: () => number; advance: (ms: number) => void } {
  let time = start
  return {
    now: () => time,
    advance: (ms) => {
      time += ms
    }
  }
}

export function line(fields: Partial<CartItem> & { _id: string }): CartItem {
  return { product_id: 'p1', quantity: 1, price: 10, final_price: 10, ...fields }
}

export function cartOf(items: CartItem[], extra: Partial<Cart> = {}): Cart {
  const cents = items.reduce(
    (sum, item) => sum + Math.round(item.quantity * Math.round((item.final_price ?? item.price) * 100)),
    0
  )
  return { _id: 'cart1', items, subtotal: cents / 100, ...extra }
}

/** Lines of one kit (kit K1 of p1 x1 and p2/v2 x2), built the way addProduct builds them. */
export function kitLines(kitId = 'K1', suffix = ''): CartItem[] {
  const kit_product = {
    _id: kitId,
    pack_quantity: 3,
    price: 90,
    composition: [
      { _id: 'p1', quantity: 1 },
      { _id: 'p2', variation_id: 'v2', quantity: 2 }
    ]
  }
  return [
    line({
      _id: `k${suffix}a`,
      product_id: 'p1',
      quantity: 1,
      price: 40,
      final_price: 30,
      kit_product,
      keep_item_quantity: true
    }),
    line({
      _id: `k${suffix}b`,
      product_id: 'p2',
      variation_id: 'v2',
      quantity: 2,
      price: 35,
      final_price: 30,
      kit_product,
      keep_item_quantity: true
    })
  ]
}
