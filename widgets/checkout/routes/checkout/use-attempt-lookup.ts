import { useEffect, useState } from 'react'
import { withOrderLock } from '../../../../core/cart/order-lock'
import { localStore } from '../../../../core/runtime'
import { setAttempt, $draft } from '../../state/draft'
import { findByKey, refused } from '../../state/place-order'
import { finishOrder } from './finish-order'

/**
 * A reloaded checkout with an attempt in its draft asks the platform for that attempt's order before anything else:
 * an order it made is shown (or, refused, paid again), never made a second time. True while it asks.
 */
export function useAttemptLookup(navigate: (p: string) => void): boolean {
  const [asking, setAsking] = useState(() => Boolean($draft.get().attempt))
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the checkout opens; navigate is the router's stable function
  useEffect(() => {
    const attempt = $draft.get().attempt
    if (!attempt) return
    let live = true
    findByKey(attempt.key)
      .then(async (answer) => {
        if (!answer || !live) return
        if (refused(answer)) setAttempt({ ...attempt, order: { _id: answer.order._id, number: answer.order.number } })
        else await withOrderLock(() => finishOrder(answer, {}, navigate, attempt.lines), localStore())
      })
      // Not asked (offline): the key stays, and the next press sends it, answered with the order if there is one.
      .catch((e) => console.warn('[vitrine] attempt not looked up', e))
      .finally(() => live && setAsking(false))
    return () => {
      live = false
    }
  }, [])
  return asking
}
