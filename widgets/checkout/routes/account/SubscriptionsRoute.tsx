import { isRecurring } from '../../../../core/account/order-actions'
import { isPeriod } from '../../../../core/account/subscription'
import type { Order } from '../../../../core/schemas/order'
import { t } from '../../../../core/runtime'
import type { RouteProps } from '../../route-types'
import { AccountPage } from './AccountPage'
import { OrderList } from './OrderList'
import { Subscription } from './Subscription'
import { useOrders } from './use-orders'

const periodOf = (o: Order) => {
  const p = (o as { recurrence?: { period?: unknown } }).recurrence?.period
  return isPeriod(p) ? p : 'monthly'
}

// Subscriptions are the recurring orders of the customer record, which says which only once an order is read: every
// order is read, newest first (one GET each, kept for the session), and the ones already read show at once.
function Subscriptions() {
  const { rows, observe: _, failed, replace, ...state } = useOrders({ everyRow: true })
  const subs = rows.flatMap((r) =>
    r.order && isRecurring(r.order as Order & { recurrence?: unknown }) ? [r.order] : []
  )
  return (
    <OrderList {...state} failed={failed.length > 0} empty={t('account.no_subscriptions')} className="vt-subscriptions">
      {subs.map((o) => (
        <li key={o._id}>
          <Subscription order={o} period={periodOf(o)} onChange={replace} />
        </li>
      ))}
    </OrderList>
  )
}

/** #/account/subscriptions: each subscription with its period and next date; change the period or cancel it. */
export default function SubscriptionsRoute(_: RouteProps) {
  return (
    <AccountPage title={t('account.subscriptions')} stored>
      {() => <Subscriptions />}
    </AccountPage>
  )
}
