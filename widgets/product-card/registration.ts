import type { Registration } from '#core/widget'

// Cards below the fold cost nothing until the shopper scrolls near them.
export const registration: Registration = {
  name: 'product-card',
  load: 'visible',
  checkoutEnabled: false,
  bundle: 'storefront'
}
