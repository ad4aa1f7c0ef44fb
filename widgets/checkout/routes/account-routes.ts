import type { Route } from '../route-types'

// The account area: one chunk per section, each behind the account login (see account/AccountPage).
export const accountRoutes: Route[] = [
  { pattern: 'account', title: 'account.title', load: () => import('./account/AccountHome') },
  { pattern: 'account/orders', title: 'orders.title', load: () => import('./account/OrdersRoute') },
  { pattern: 'account/orders/:id', title: 'account.order_title', load: () => import('./account/OrderRoute') },
  { pattern: 'account/favorites', title: 'favorites.title', load: () => import('./account/FavoritesRoute') },
  {
    pattern: 'account/subscriptions',
    title: 'account.subscriptions',
    load: () => import('./account/SubscriptionsRoute')
  },
  { pattern: 'account/profile', title: 'account.my_data', load: () => import('./account/ProfileRoute') }
]
