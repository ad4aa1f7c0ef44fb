import { awaitsPayment } from '#core/account/order-actions'
import { rowSummary, type OrderRow as Row } from '#core/account/order-rows'
import { formatDate } from '#core/format/date'
import { money, settings, t } from '#core/page/context'
import type { RouteProps } from '#widgets/checkout/route-types'
import { AccountPage } from './AccountPage'
import { OrderList } from './OrderList'
import { StatusBadges } from './StatusBadges'
import { useOrders } from './use-orders'

// A row is drawn from the customer record's summary at once (number, date, total); its statuses and the pay link come
// with the list's answer (the record's summary has no status).
function OrderRow({ row }: { row: Row }) {
  const order = row.order
  const s = rowSummary(row)
  return (
    <li className="vt-orders__row" data-order={row.ref._id} data-read={order ? '' : undefined}>
      <a href={`#/account/orders/${encodeURIComponent(row.ref._id)}`}>
        {t('orders.order_number', { number: s.number ?? '…' })}
      </a>
      {s.created_at && <span>{formatDate(s.created_at, settings.lang)}</span>}
      {s.amount && <span>{money(s.amount.total)}</span>}
      {order ? <StatusBadges order={order} /> : null}
      {order && awaitsPayment(order) ? (
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
  const { rows, replace: _, ...state } = useOrders()
  return (
    <OrderList {...state} empty={t('orders.empty')} className="vt-orders">
      {rows.map((r) => (
        <OrderRow key={r.ref._id} row={r} />
      ))}
    </OrderList>
  )
}

/** #/account/orders: the orders of the customer record, newest first, drawn 10 at a time, completed from one list request. */
export default function OrdersRoute(_: RouteProps) {
  return (
    <AccountPage title={t('orders.title')} stored>
      {() => <Orders />}
    </AccountPage>
  )
}
