import { recurrenceOf } from '#core/account/recurrence'
import { isPeriod } from '#core/account/subscription'
import type { Order } from '#core/schemas/order'
import { t } from '#core/page/context'
import type { RouteProps } from '#widgets/checkout/route-types'
import { AccountPage } from './AccountPage'
import { OrderList } from './OrderList'
import { Subscription } from './Subscription'
import { useSubscriptions } from './use-subscriptions'

const periodOf = (o: Order) => {
  const p = recurrenceOf(o)?.period
  return isPeriod(p) ? p : 'monthly'
}

// One list request for the subscriptions (the orders paid by a recurrence), never a read of every order: the answer
// comes as fast with 200 orders as with 2, "no subscriptions" included. It is the page's first passport request.
function Subscriptions() {
  const { subs, failed, busy, retry, replace } = useSubscriptions()
  return (
    <OrderList
      busy={busy}
      retry={retry}
      failed={failed}
      empty={t('account.no_subscriptions')}
      className="vt-subscriptions"
    >
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
    <AccountPage title={t('account.subscriptions')} ownList>
      {() => <Subscriptions />}
    </AccountPage>
  )
}
