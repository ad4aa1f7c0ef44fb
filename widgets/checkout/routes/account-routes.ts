import type { Route } from '../route-types'

export const accountRoutes: Route[] = [
  { pattern: 'account', title: 'account.title', load: () => import('./account/AccountRoute') }
]
