import type { Route } from '../route-types'
import { loadConfirmation } from './confirmation/load'

// The first route is the fallback for an unknown hash.
export const checkoutRoutes: Route[] = [
  { pattern: 'cart/:cartId?', title: 'cart.title', part: 'cart', load: () => import('./cart/CartRoute') },
  {
    pattern: 'checkout/:step?',
    title: 'checkout.title',
    steps: {
      identification: 'checkout.identification',
      customer: 'checkout.customer',
      address: 'checkout.delivery_address',
      payment: 'checkout.payment_method'
    },
    part: 'checkout',
    load: () => import('./checkout/CheckoutRoute')
  },
  {
    pattern: 'confirmation/:orderId/:number?',
    title: 'checkout.order_placed',
    part: 'confirmation',
    load: loadConfirmation
  }
]
