import { useEffect } from 'react'
import { withOrderLock } from '#core/cart/order-lock'
import type { CheckoutEvent } from '#core/checkout/machine'
import { localStore } from '#core/page/context'
import { setAttempt, $draft } from '#widgets/checkout/state/draft'
import { findByKey, refused } from '#widgets/checkout/state/place-order'
import { finishOrder } from './finish-order'

/**
 * A reloaded checkout with an attempt in its draft asks the platform for that attempt's order before anything else:
 * an order it made is shown (or, refused, paid again), never made a second time. The state model hears when it has
 * asked, with the order's number when its card was refused.
 */
export function useAttemptLookup(navigate: (p: string) => void, send: (e: CheckoutEvent) => boolean): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the checkout opens; navigate and send are stable
  useEffect(() => {
    const attempt = $draft.get().attempt
    if (!attempt) return
    let live = true
    let unpaid: number | undefined
    findByKey(attempt.key)
      .then(async (answer) => {
        if (!answer || !live) return
        if (refused(answer)) {
          setAttempt({ ...attempt, order: { _id: answer.order._id, number: answer.order.number } })
          unpaid = answer.order.number
        } else await withOrderLock(() => finishOrder(answer, {}, navigate, attempt.lines), localStore())
      })
      // Not asked (offline): the key stays, and the next press sends it, answered with the order if there is one.
      .catch((e) => console.warn('[vitrine] attempt not looked up', e))
      .finally(() => live && send({ type: 'looked_up', unpaid }))
    return () => {
      live = false
    }
  }, [])
}
