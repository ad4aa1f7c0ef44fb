import { useRef, useState } from 'react'
import type { Notice } from '../../../../core/checkout/machine'
import { orderFailure } from '../../../../core/checkout/order-failure'
import { ORDER_LOCKED, withOrderLock } from '../../../../core/cart/order-lock'
import { passport } from '../../../../core/page/passport'
import { localStore } from '../../../../core/runtime'
import { $draft } from '../../state/draft'
import { STILL_PROCESSING_MS } from '../../state/place-order'
import { type PlaceArgs, placeOnce } from './place-once'
import { afterFailure } from './recovery'

/** One press of 'Finalizar pedido' at a time, under the order's lock: busy, slow after a while, and what it left to say. */
export function usePlaceOrder(navigate: (p: string) => void) {
  const [busy, setBusy] = useState(false)
  const [slow, setSlow] = useState(false)
  const running = useRef(false)
  const [notice, setNotice] = useState<Notice | undefined>(() => {
    const order = $draft.get().attempt?.order
    return order ? { kind: 'unpaid', number: order.number } : undefined
  })
  const place = async (args: PlaceArgs) => {
    // One attempt at a time: the button stays focusable while it runs (aria-disabled), so this is the guard.
    if (running.current) return
    running.current = true
    setBusy(true)
    setNotice(undefined)
    const timer = setTimeout(() => setSlow(true), STILL_PROCESSING_MS)
    try {
      const result = await withOrderLock(() => placeOnce(args, navigate), localStore())
      setNotice(result === ORDER_LOCKED ? { kind: 'other_tab' } : result)
    } catch (e) {
      const f = orderFailure(e, navigator.onLine)
      afterFailure(f)
      // The platform no longer knows the token: the session ended (not a logout). The checkout then asks for the login
      // in place, above this step, which keeps everything typed; the notice would say it twice.
      if (f.kind === 'session') passport.endSession()
      setNotice(f.kind === 'session' && passport.$ended.get() ? undefined : f)
    } finally {
      clearTimeout(timer)
      running.current = false
      setBusy(false)
      setSlow(false)
    }
  }
  return { busy, slow, notice, place, clear: () => setNotice(undefined) }
}
