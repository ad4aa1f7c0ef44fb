import { t } from '../../../../core/runtime'
import type { RouteProps } from '../../route-types'

// Bootstrap of the route: replaced by the route's real screen.
export default function Route(_: RouteProps) {
  return <h1 tabIndex={-1}>{t('checkout.order_placed')}</h1>
}
