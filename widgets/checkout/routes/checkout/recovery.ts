import type { Notice } from '#core/checkout/machine'
import { mayExist, type OrderFailure, orderFailure } from '#core/checkout/order-failure'
import { passport } from '#core/page/passport'
import { cart } from '#core/page/context'
import { $draft, setAttempt } from '#widgets/checkout/state/draft'

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
function afterFailure(f: OrderFailure): void {
  const kept = $draft.get().attempt
  if (f.kind === 'stock') clampToStock(f)
  if (kept && !kept.order && !mayExist(f)) setAttempt(undefined)
}

/** A press that failed: the attempt and the cart put right, and what the payment step says about it. */
export function recover(e: unknown): Notice | undefined {
  const f = orderFailure(e, navigator.onLine)
  afterFailure(f)
  // The platform no longer knows the token: the session ended (not a logout). The checkout then asks for the login
  // in place, above this step, which keeps everything typed; the notice would say it twice.
  if (f.kind === 'session') passport.endSession()
  return f.kind === 'session' && passport.$ended.get() ? undefined : f
}
