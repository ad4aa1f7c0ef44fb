import type { Route } from './route-types'
import { checkoutRoutes } from './routes/checkout-routes'
import { accountRoutes } from './routes/account-routes'

export const routes: readonly Route[] = [...checkoutRoutes, ...accountRoutes]

/** Unknown routes go to the cart. */
export const fallback: Route = checkoutRoutes[0]!
