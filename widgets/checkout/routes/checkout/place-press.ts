import { ORDER_LOCKED, withOrderLock } from '#core/cart/order-lock'
import type { CheckoutEvent, Notice } from '#core/checkout/machine'
import { localStore } from '#core/page/context'
import { STILL_PROCESSING_MS } from '#widgets/checkout/state/place-order'
import { type PlaceArgs, placeOnce } from './place-once'
import { recover } from './recovery'

/**
 * One press of 'Finalizar pedido', under the order's lock, told to the checkout's state model: placing, slow after a
 * while, then what it left to say. The button stays focusable while it runs (aria-disabled): the model ignoring a
 * second press is the guard.
 */
export async function placePress(
  args: PlaceArgs,
  navigate: (p: string) => void,
  send: (e: CheckoutEvent) => boolean
): Promise<void> {
  if (!send({ type: 'place' })) return
  const timer = setTimeout(() => send({ type: 'slow' }), STILL_PROCESSING_MS)
  let notice: Notice | undefined
  try {
    const result = await withOrderLock(() => placeOnce(args, navigate), localStore())
    notice = result === ORDER_LOCKED ? { kind: 'other_tab' } : result
  } catch (e) {
    notice = recover(e)
  } finally {
    clearTimeout(timer)
    send({ type: 'settled', notice })
  }
}
