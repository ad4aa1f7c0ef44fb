import { refreshCustomer } from '#core/account/customer'
import { useStore } from '@nanostores/react'
import { orderNumberOf, ownsOrder } from '#core/account/order-page'
import { passport, passportContext } from '#core/page/passport'
import { fetchOrder } from '#core/passport/orders'
import type { Order } from '#core/schemas/order'
import { t } from '#core/page/context'
import type { RouteProps } from '#widgets/checkout/route-types'
import { AccountPage } from './AccountPage'
import { LoadError } from './LoadError'
import { OrderActions } from './OrderActions'
import { OrderDetail } from './OrderDetail'
import { rememberOrder } from './order-store'
import { useLoad } from './use-load'

const NOT_FOUND = 'not_found'

// An id the customer record does not list is not fetched at all, and a 403/404 from the platform reads the same:
// another customer's order is indistinguishable from one that does not exist.
async function load(id: string): Promise<Order | typeof NOT_FOUND> {
  // An order placed since the record was read (this page's checkout) is in the passport's copy: ask once more.
  if (!ownsOrder(passportContext, id)) await refreshCustomer(passportContext)
  if (!ownsOrder(passportContext, id)) return NOT_FOUND
  try {
    const order = await fetchOrder(passportContext, id)
    if (order._id !== id) return NOT_FOUND
    rememberOrder(order)
    return order
  } catch (e) {
    const status = (e as { status?: number }).status
    if (status === 403 || status === 404) return NOT_FOUND
    throw e
  }
}

function OrderView({ id, navigate }: { id: string; navigate(path: string): void }) {
  const [state, retry, set] = useLoad(() => load(id), `${id}:${passport.getSession().auth?.id ?? ''}`)
  if (state.state === 'loading') return <p role="status">{t('common.loading')}</p>
  if (state.state === 'error') return <LoadError retry={retry} />
  if (state.data === NOT_FOUND) return <p role="alert">{t('account.order_not_found')}</p>
  const order = state.data
  return (
    <>
      <OrderActions
        order={order}
        onChange={(o) => {
          rememberOrder(o)
          set(o)
        }}
        navigate={navigate}
      />
      <OrderDetail order={order} />
    </>
  )
}

/** #/account/orders/{id}: one of the customer's orders, with the actions its state allows. */
export default function OrderRoute({ params, navigate }: RouteProps) {
  const id = params.id ?? ''
  // The heading says which order this is; the generic title only until the record lists it (an order just placed).
  const number = orderNumberOf(useStore(passport.$customer), id)
  const title = number === undefined ? t('account.order_title') : t('orders.order_number', { number })
  return (
    <AccountPage title={title} back={{ href: '#/account/orders', label: 'account.back_to_orders' }}>
      {() => <OrderView id={id} navigate={navigate} />}
    </AccountPage>
  )
}
