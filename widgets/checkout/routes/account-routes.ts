import type { Route } from '../route-types'
import { isAuthorized } from '#core/passport/session'
import { passport } from '#core/page/passport'
import { askRecordEarly, askSubscriptionsEarly } from './account/early-asks'
import { loadLoginForm } from './account/login-code'

// The account area: one chunk per section, each behind the account login (see account/AccountPage). The customer
// record is asked for as a section starts loading, not once its chunks have: a cold load draws sooner. A section
// whose first content is a list of its own asks for that list first (`first`): the passport spaces requests 1.07 s.
const early =
  <T>(load: () => Promise<T>, first?: () => void) =>
  () => {
    first?.()
    askRecordEarly()
    // Nobody logged in: the section shows the login form, whose code comes alongside the section's.
    if (!isAuthorized(passport.getSession())) void loadLoginForm()
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
    load: early(() => import('./account/SubscriptionsRoute'), askSubscriptionsEarly)
  },
  {
    pattern: 'account/profile',
    title: 'account.my_data',
    part: 'account',
    load: early(() => import('./account/ProfileRoute'))
  }
]
