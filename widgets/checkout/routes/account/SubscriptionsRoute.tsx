import { useEffect, useState } from 'react'
import { isRecurring } from '../../../../core/account/order-actions'
import { pageRefs } from '../../../../core/account/order-page'
import { isPeriod } from '../../../../core/account/subscription'
import { passport, passportContext } from '../../../../core/page/passport'
import { ORDERS_COUNT } from '../../../../core/passport/orders'
import type { Order } from '../../../../core/schemas/order'
import { t } from '../../../../core/runtime'
import type { RouteProps } from '../../route-types'
import { AccountPage } from './AccountPage'
import { LoadError } from './LoadError'
import { Subscription } from './Subscription'
import { useOrders } from './use-orders'

const periodOf = (o: Order) => {
  const p = (o as { recurrence?: { period?: unknown } }).recurrence?.period
  return isPeriod(p) ? p : 'monthly'
}

// Subscriptions are the recurring orders of the customer record: read 10 at a time like "my orders" (one GET each),
// and only the recurring ones are shown.
function Subscriptions() {
  const { orders, failed, busy, read, retry, replace } = useOrders()
  const [shown, setShown] = useState(0)
  const total = passport.getCustomer().orders?.length ?? 0
  const more = () => {
    const refs = pageRefs(passportContext, shown, ORDERS_COUNT)
    setShown(shown + refs.length)
    read(refs)
  }
  useEffect(more, [])
  const subs = orders.filter((o) => isRecurring(o as Order & { recurrence?: unknown }))
  return (
    <div aria-busy={busy}>
      {!busy && !subs.length && !failed.length && <p>{t('account.no_subscriptions')}</p>}
      {subs.length > 0 && (
        <ul className="vt-subscriptions">
          {subs.map((o) => (
            <li key={o._id}>
              <Subscription order={o} period={periodOf(o)} onChange={replace} />
            </li>
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

/** #/account/subscriptions: each subscription with its period and next date; change the period or cancel it. */
export default function SubscriptionsRoute(_: RouteProps) {
  return <AccountPage title={t('account.subscriptions')}>{() => <Subscriptions />}</AccountPage>
}
