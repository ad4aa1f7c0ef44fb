import type { Registration } from '#core/widget'

// The whole /app/ application (cart, checkout, confirmation, account): eager, it is the page's main content. Under
// /app/ it runs beside the other checkout-enabled widgets: user, analytics and consent (the purchase is reported there).
export const registration: Registration = { name: 'checkout', load: 'eager', checkoutEnabled: true }
