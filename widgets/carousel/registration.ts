import type { Registration } from '#core/widget'

// A list below the fold needs no script until the shopper scrolls near it; without it, it is a scrollable row.
export const registration: Registration = {
  name: 'carousel',
  load: 'visible',
  checkoutEnabled: false,
  bundle: 'storefront'
}
