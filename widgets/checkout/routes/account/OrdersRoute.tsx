import { awaitsPayment } from '../../../../core/account/order-actions'
import { formatDate } from '../../../../core/format/date'
import type { Order } from '../../../../core/schemas/order'
import { money, settings, t } from '../../../../core/runtime'
import type { RouteProps } from '../../route-types'
import { AccountPage } from './AccountPage'
import { OrderList } from './OrderList'
import { StatusBadges } from './StatusBadges'
import { useOrders } from './use-orders'

function OrderRow({ order }: { order: Order }) {
  return (
    <li className="vt-orders__row">
      <a href={`#/account/orders/${encodeURIComponent(order._id)}`}>
        {t('orders.order_number', { number: order.number ?? '' })}
      </a>
      {order.created_at && <span>{formatDate(order.created_at, settings.lang)}</span>}
      {order.amount && <span>{money(order.amount.total)}</span>}
      <StatusBadges order={order} />
      {awaitsPayment(order) ? (
        <a
          className="vt-button vt-button--primary"
          href={`#/account/orders/${encodeURIComponent(order._id)}`}
          aria-label={`${t('orders.pay_now')}: ${t('orders.order_number', { number: order.number ?? '' })}`}
        >
          {t('orders.pay_now')}
        </a>
      ) : null}
    </li>
  )
}

function Orders() {
  const { orders, failed, ...state } = useOrders()
  return (
    <OrderList {...state} failed={failed.length > 0} empty={t('orders.empty')} className="vt-orders">
      {orders.map((o) => (
        <OrderRow key={o._id} order={o} />
      ))}
    </OrderList>
  )
}

/** #/account/orders: the orders of the customer record, newest first, 10 at a time. */
export default function OrdersRoute(_: RouteProps) {
  return <AccountPage title={t('orders.title')}>{() => <Orders />}</AccountPage>
}
