import type { Registration } from '#core/widget'

// Idle and checkout-enabled: GA4 must see begin_checkout, shipping, payment and the purchase on the confirmation,
// all under /app/. Idle keeps it off the first paint; Google's script itself waits for the page's paint too.
export const registration: Registration = { name: 'analytics', load: 'idle', checkoutEnabled: true, bundle: 'site' }
