import { useStore } from '@nanostores/react'
import { isRecurring } from '#core/account/order-actions'
import { passport, passportContext } from '#core/page/passport'
import { askOrderList } from '#core/passport/order-list-ask'
import { ownOrders, readOrderList } from '#core/passport/order-list'
import type { Order } from '#core/schemas/order'
import { takeEarlySubscriptions } from './early-asks'
import { rememberOrder } from './order-store'
import { useLoad } from './use-load'

const load = async () => {
  const id = passport.getSession().auth?.id ?? ''
  const orders = readOrderList(
    await (takeEarlySubscriptions(id) ?? askOrderList(passportContext, { subscriptions: true }))
  )
  for (const o of orders) rememberOrder(o)
  return orders
}

/**
 * The customer's subscriptions from one list request (the orders paid by a recurrence), however many orders the
 * customer has, asked before the customer record (./early-subscriptions); once a record is read, only the orders it
 * lists. `replace` keeps an order an action changed.
 */
export function useSubscriptions() {
  const customer = useStore(passport.$customer)
  const [list, retry, set] = useLoad(load, '')
  const orders = list.state === 'done' ? list.data : []
  return {
    subs: ownOrders(orders, customer?.orders).filter(isRecurring),
    failed: list.state === 'error',
    busy: list.state === 'loading',
    retry,
    replace: (order: Order) => {
      rememberOrder(order)
      set(orders.map((o) => (o._id === order._id ? order : o)))
    }
  }
}
