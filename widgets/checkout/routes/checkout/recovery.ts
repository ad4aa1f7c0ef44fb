import type { OrderFailure } from '../../../../core/checkout/order-failure'
import { mayExist } from '../../../../core/checkout/order-failure'
import { cart } from '../../../../core/runtime'
import { $draft, setAttempt } from '../../state/draft'

/** A stock refusal lowers the line to what is left (or takes it out), as the cart's own limits would. */
function clampToStock(f: Extract<OrderFailure, { kind: 'stock' }>) {
  if (f.left === undefined || !f.productId) return
  for (const line of cart.data.items) {
    if (line.product_id !== f.productId || (f.variationId && line.variation_id !== f.variationId)) continue
    if (f.left > 0) cart.setItemQnt(line._id, f.left)
    else cart.removeItem(line._id)
  }
}

/**
 * What a failure leaves of the attempt: a definitive refusal frees the key; a lost or unreadable answer keeps it, so
 * the next press asks for the same order instead of making another.
 */
export function afterFailure(f: OrderFailure): void {
  const kept = $draft.get().attempt
  if (f.kind === 'stock') clampToStock(f)
  if (kept && !kept.order && !mayExist(f)) setAttempt(undefined)
}
