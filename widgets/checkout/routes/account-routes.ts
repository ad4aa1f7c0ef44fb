import type { Route } from '../route-types'
import { askRecordEarly } from './account/early-record'

// The account area: one chunk per section, each behind the account login (see account/AccountPage). The customer
// record is asked for as a section starts loading, not once its chunks have: a cold load draws sooner.
const early =
  <T>(load: () => Promise<T>) =>
  () => {
    askRecordEarly()
    void import('./account/fresh-customer').then((m) => m.refreshEarly())
    return load()
  }

export const accountRoutes: Route[] = [
  { pattern: 'account', title: 'account.title', part: 'account', load: early(() => import('./account/AccountHome')) },
  {
    pattern: 'account/orders',
    title: 'orders.title',
    part: 'account',
    load: early(() => import('./account/OrdersRoute'))
  },
  {
    pattern: 'account/orders/:id',
    title: 'account.order_title',
    part: 'account',
    load: early(() => import('./account/OrderRoute'))
  },
  {
    pattern: 'account/favorites',
    title: 'favorites.title',
    part: 'account',
    load: early(() => import('./account/FavoritesRoute'))
  },
  {
    pattern: 'account/subscriptions',
    title: 'account.subscriptions',
    part: 'account',
    load: early(() => import('./account/SubscriptionsRoute'))
  },
  {
    pattern: 'account/profile',
    title: 'account.my_data',
    part: 'account',
    load: early(() => import('./account/ProfileRoute'))
  }
]
