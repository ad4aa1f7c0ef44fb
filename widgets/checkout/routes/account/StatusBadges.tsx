import type { Order } from '#core/schemas/order'
import { t } from '#core/page/context'

/** Order, payment and fulfilment status in words (never the platform's codes). */
export function StatusBadges({ order }: { order: Pick<Order, 'status' | 'financial_status' | 'fulfillment_status'> }) {
  const payment = order.financial_status?.current
  const fulfillment = order.fulfillment_status?.current
  return (
    <span className="vt-orders__status">
      {order.status && <span data-status={order.status}>{t(`order_status.${order.status}`)}</span>}
      {payment && (
        <span>
          {t('orders.payment_status')}: {t(`payment_status.${payment}`)}
        </span>
      )}
      {fulfillment && (
        <span>
          {t('orders.fulfillment_status')}: {t(`fulfillment_status.${fulfillment}`)}
        </span>
      )}
    </span>
  )
}
