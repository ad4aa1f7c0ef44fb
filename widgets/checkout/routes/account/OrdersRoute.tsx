import { useEffect, useState } from 'react'
import { pageRefs } from '../../../../core/account/order-page'
import { formatDate } from '../../../../core/format/date'
import { passport, passportContext } from '../../../../core/page/passport'
import { ORDERS_COUNT } from '../../../../core/passport/orders'
import type { Order } from '../../../../core/schemas/order'
import { money, settings, t } from '../../../../core/runtime'
import type { RouteProps } from '../../route-types'
import { AccountPage } from './AccountPage'
import { LoadError } from './LoadError'
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
    </li>
  )
}

function Orders() {
  const { orders, failed, busy, read, retry } = useOrders()
  const [shown, setShown] = useState(0)
  const total = passport.getCustomer().orders?.length ?? 0
  // One page at a time: only the refs asked for are fetched, one GET each, shown as they arrive.
  const more = () => {
    const refs = pageRefs(passportContext, shown, ORDERS_COUNT)
    setShown(shown + refs.length)
    read(refs)
  }
  useEffect(more, [])

  return (
    <div aria-busy={busy}>
      {!busy && !orders.length && !failed.length && <p>{t('orders.empty')}</p>}
      {orders.length > 0 && (
        <ul className="vt-orders">
          {orders.map((o) => (
            <OrderRow key={o._id} order={o} />
          ))}
        </ul>
      )}
      {failed.length > 0 && !busy && <LoadError retry={retry} />}
      {busy && <p role="status">{t('common.loading')}</p>}
      {!busy && shown < total && (
        <button type="button" className="vt-button" onClick={more}>
          {t('orders.load_more')}
        </button>
      )}
    </div>
  )
}

/** #/account/orders: the orders of the customer record, newest first, 10 at a time. */
export default function OrdersRoute(_: RouteProps) {
  return <AccountPage title={t('orders.title')}>{() => <Orders />}</AccountPage>
}
