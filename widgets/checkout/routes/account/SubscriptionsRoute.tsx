import { useState } from 'react'
import { isRecurring } from '../../../../core/account/order-actions'
import { loadOrders, pageRefs } from '../../../../core/account/order-page'
import { isPeriod, type Period } from '../../../../core/account/subscription'
import { passportContext } from '../../../../core/passport'
import type { Order } from '../../../../core/schemas/order'
import { t } from '../../../../core/runtime'
import type { RouteProps } from '../../route-types'
import { AccountPage } from './AccountPage'
import { LoadError } from './LoadError'
import { Subscription } from './Subscription'
import { useLoad } from './use-load'

// Subscriptions are the recurring orders of the customer record; the most recent ones are read (one GET each).
const MAX_ORDERS = 30

async function load(): Promise<Order[]> {
  const page = await loadOrders(passportContext, pageRefs(passportContext, 0, MAX_ORDERS))
  if (page.failed.length && !page.orders.length) throw new Error('orders unavailable')
  return page.orders.filter((o) => isRecurring(o as Order & { recurrence?: unknown }))
}

function Subscriptions() {
  const [state, retry, set] = useLoad(load, 'subscriptions')
  const [, redraw] = useState(0)
  if (state.state === 'loading') return <p role="status">{t('common.loading')}</p>
  if (state.state === 'error') return <LoadError retry={retry} />
  if (!state.data.length) return <p>{t('account.no_subscriptions')}</p>
  const replace = (o: Order) => {
    set(state.data.map((x) => (x._id === o._id ? o : x)))
    redraw((n) => n + 1)
  }
  return (
    <ul className="vt-subscriptions">
      {state.data.map((o) => {
        const period = (o as { recurrence?: { period?: unknown } }).recurrence?.period
        return <li key={o._id}><Subscription order={o} period={isPeriod(period) ? period : 'monthly' as Period} onChange={replace} /></li>
      })}
    </ul>
  )
}

/** #/account/subscriptions: each subscription with its period and next date; change the period or cancel it. */
export default function SubscriptionsRoute(_: RouteProps) {
  return <AccountPage title={t('account.subscriptions')}>{() => <Subscriptions />}</AccountPage>
}
