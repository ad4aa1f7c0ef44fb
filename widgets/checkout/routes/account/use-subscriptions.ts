import { useStore } from '@nanostores/react'
import { isRecurring } from '#core/account/order-actions'
import { passport, passportContext } from '#core/page/passport'
import { askOrderList } from '#core/passport/order-list-ask'
import { readOrderList } from '#core/passport/order-list'
import type { Order } from '#core/schemas/order'
import { takeEarlySubscriptions } from './early-asks'
import { rememberOrder } from './order-store'
import { useLoad } from './use-load'

const load = async (id: string) => {
  const orders = readOrderList(
    await (takeEarlySubscriptions(id) ?? askOrderList(passportContext, { subscriptions: true }))
  )
  for (const o of orders) rememberOrder(o)
  return orders
}

/**
 * The customer's subscriptions from one list request (the orders paid by a recurrence), however many orders the
 * customer has, asked before the customer record (./early-asks). The list is asked with the customer's own token, so
 * it holds only their orders, and it is newer than a record kept from an earlier page (which may not list an order
 * made since): it is shown as answered, and asked anew when another customer logs in. `replace` keeps an order an
 * action changed.
 */
export function useSubscriptions() {
  const id = useStore(passport.$session).auth?.id ?? ''
  const [list, retry, set] = useLoad(() => load(id), id)
  const orders = list.state === 'done' ? list.data : []
  return {
    subs: orders.filter(isRecurring),
    failed: list.state === 'error',
    busy: list.state === 'loading',
    retry,
    replace: (order: Order) => {
      rememberOrder(order)
      set(orders.map((o) => (o._id === order._id ? order : o)))
    }
  }
}
