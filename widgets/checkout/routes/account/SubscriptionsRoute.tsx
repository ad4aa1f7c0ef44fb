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

// Subscriptions are the recurring orders of the customer record: read 10 at a time like "my orders" (one GET each),
// and only the recurring ones are shown.
function Subscriptions() {
  const { orders, failed, replace, ...state } = useOrders()
  const subs = orders.filter((o) => isRecurring(o as Order & { recurrence?: unknown }))
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
  return <AccountPage title={t('account.subscriptions')}>{() => <Subscriptions />}</AccountPage>
}
