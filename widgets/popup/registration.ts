import type { Registration } from '#core/widget'

// It waits for the shopper's first scroll, so it only has to be listening by then.
export const registration: Registration = { name: 'popup', load: 'idle', checkoutEnabled: false, bundle: 'storefront' }
