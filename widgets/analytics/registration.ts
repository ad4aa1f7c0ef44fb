import type { Registration } from '../../core/widget'

// Eager and checkout-enabled: GA4 must see begin_checkout, shipping, payment and the purchase on the confirmation,
// all under /app/. Eager only queues commands on the data layer; Google's script itself waits for the page's paint.
export const registration: Registration = { name: 'analytics', load: 'eager', checkoutEnabled: true }
