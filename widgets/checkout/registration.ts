import type { Registration } from '../../core/widget'

// The whole /app/ application (cart, checkout, confirmation, account): eager, it is the page's main content, and the
// only island besides the user widget that runs under /app/.
export const registration: Registration = { name: 'checkout', load: 'eager', checkoutEnabled: true }
