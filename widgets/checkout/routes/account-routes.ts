import type { Route } from '../route-types'

// The account area: one chunk per section, each behind the account login (see account/AccountPage).
export const accountRoutes: Route[] = [
  { pattern: 'account', title: 'account.title', part: 'account', load: () => import('./account/AccountHome') },
  { pattern: 'account/orders', title: 'orders.title', part: 'account', load: () => import('./account/OrdersRoute') },
  {
    pattern: 'account/orders/:id',
    title: 'account.order_title',
    part: 'account',
    load: () => import('./account/OrderRoute')
  },
  {
    pattern: 'account/favorites',
    title: 'favorites.title',
    part: 'account',
    load: () => import('./account/FavoritesRoute')
  },
  {
    pattern: 'account/subscriptions',
    title: 'account.subscriptions',
    part: 'account',
    load: () => import('./account/SubscriptionsRoute')
  },
  {
    pattern: 'account/profile',
    title: 'account.my_data',
    part: 'account',
    load: () => import('./account/ProfileRoute')
  }
]
