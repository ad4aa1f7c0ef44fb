import type { Registration } from '#core/widget'

// The product page's main content: mounted at once, the shopper came to buy it.
export const registration: Registration = { name: 'product', load: 'eager', checkoutEnabled: false }
