/**
 * The store's /app/ area (cart, checkout, account: one page with a hash router) and the links into it that widgets
 * and themes use by default. One copy, so a widget's default and the checkout's routes cannot drift apart.
 */
export const APP_URLS = {
  cart: '/app/#/cart',
  checkout: '/app/#/checkout',
  account: '/app/#/account/'
} as const

/** Pages under /app/ run only checkout-enabled widgets. */
export const APP_PATH = /^\/app(\/|$)/
