import type { Registration } from '#core/widget'

// Eager: the results are the page's main content, and the server's copy has no filters until the island is in.
export const registration: Registration = { name: 'search-page', load: 'eager', checkoutEnabled: false }
