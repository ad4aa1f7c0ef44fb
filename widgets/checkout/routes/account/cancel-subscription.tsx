// Cancelling a subscription stops its next orders only; the current order is cancelled too only when the shopper
// ticks that choice, and only while the platform would allow it.
import { canRun } from '#core/account/order-actions'
import { recurrenceOf, withRecurrence } from '#core/account/recurrence'
import type { Order } from '#core/schemas/order'
import { t } from '#core/page/context'
import { runAction } from './run-action'

/** Whether the current order could be cancelled once its subscription has ended (the transitions table decides). */
export const orderCancellableToo = (order: Order): boolean => {
  const metafields = withRecurrence(order.metafields, { ...recurrenceOf(order), status: 'cancelled' })
  return canRun({ ...order, metafields }, 'cancel_order')
}

/** The explicit choice to cancel the current order as well; nothing when it could not be cancelled. */
export function OrderToo({ order, checked, onChange }: { order: Order; checked: boolean; onChange(v: boolean): void }) {
  if (!orderCancellableToo(order)) return null
  return (
    <label className="vt-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      {t('subscription.cancel_order_too', { number: order.number ?? '' })}
    </label>
  )
}

export interface CancelOutcome {
  order?: Order
  text: string
  alert: boolean
}

/** The subscription first; then, when chosen, the order: a refusal of the second says the first still happened. */
export async function cancelSubscription(order: Order, orderToo: boolean): Promise<CancelOutcome> {
  const number = order.number ?? ''
  const r = await runAction(order, 'cancel_subscription')
  if (!('order' in r)) return { text: 'refused' in r ? r.refused : t('error.generic'), alert: true }
  if (!orderToo) return { order: r.order, text: t('subscription.cancelled_order_kept', { number }), alert: false }
  const why = await runAction(r.order, 'cancel_order').then(
    (o) => o,
    (e: unknown) => {
      console.error('[vitrine] cancel order', e)
      return { refused: t('error.generic') }
    }
  )
  if ('order' in why)
    return { order: why.order, text: t('subscription.cancelled_with_order', { number }), alert: false }
  const reason = 'refused' in why ? why.refused : t('error.generic')
  return { order: r.order, text: t('subscription.cancelled_order_refused', { number, reason }), alert: true }
}
