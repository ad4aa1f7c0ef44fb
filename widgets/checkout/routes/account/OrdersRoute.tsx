import { useEffect, useState } from 'react'
import { loadOrders, pageRefs } from '../../../../core/account/order-page'
import { formatDate } from '../../../../core/format/date'
import { passport, passportContext } from '../../../../core/passport'
import { ORDERS_COUNT } from '../../../../core/passport/orders'
import type { OrderRef } from '../../../../core/schemas/customer'
import type { Order } from '../../../../core/schemas/order'
import { money, settings, t } from '../../../../core/runtime'
import type { RouteProps } from '../../route-types'
import { AccountPage } from './AccountPage'
import { LoadError } from './LoadError'
import { StatusBadges } from './StatusBadges'

function OrderRow({ order }: { order: Order }) {
  return (
    <li className="vt-orders__row">
      <a href={`#/account/orders/${encodeURIComponent(order._id)}`}>{t('orders.order_number', { number: order.number ?? '' })}</a>
      {order.created_at && <span>{formatDate(order.created_at, settings.lang)}</span>}
      {order.amount && <span>{money(order.amount.total)}</span>}
      <StatusBadges order={order} />
    </li>
  )
}

function Orders() {
  const [orders, setOrders] = useState<Order[]>([])
  const [failed, setFailed] = useState<OrderRef[]>([])
  const [shown, setShown] = useState(0)
  const [busy, setBusy] = useState(true)
  const total = passport.getCustomer().orders?.length ?? 0

  // One page at a time: only the refs asked for are fetched, one GET each.
  const fetchRefs = async (refs: OrderRef[]) => {
    setBusy(true)
    try {
      const page = await loadOrders(passportContext, refs)
      setOrders((old) => [...old, ...page.orders].sort((a, b) => (b.number ?? 0) - (a.number ?? 0)))
      setFailed((old) => [...old.filter((r) => !refs.includes(r)), ...page.failed])
    } catch (e) {
      console.warn('[vitrine] orders', e)
      setFailed((old) => [...old, ...refs])
    } finally {
      setBusy(false)
    }
  }
  const more = () => {
    const refs = pageRefs(passportContext, shown, ORDERS_COUNT)
    setShown(shown + refs.length)
    void fetchRefs(refs)
  }
  useEffect(more, [])

  return (
    <div aria-busy={busy}>
      {!busy && !orders.length && !failed.length && <p>{t('orders.empty')}</p>}
      {orders.length > 0 && <ul className="vt-orders">{orders.map((o) => <OrderRow key={o._id} order={o} />)}</ul>}
      {failed.length > 0 && !busy && <LoadError retry={() => {
        const refs = failed
        setFailed([])
        void fetchRefs(refs)
      }} />}
      {busy && <p role="status">{t('common.loading')}</p>}
      {!busy && shown < total && <button type="button" className="vt-button" onClick={more}>{t('orders.load_more')}</button>}
    </div>
  )
}

/** #/account/orders: the orders of the customer record, newest first, 10 at a time. */
export default function OrdersRoute(_: RouteProps) {
  return <AccountPage title={t('orders.title')}>{() => <Orders />}</AccountPage>
}
