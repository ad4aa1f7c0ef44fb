import type { Registration } from '#core/widget'

// Eager: the banner is fixed at the bottom (no layout shift), and shown as soon as it can be: it asks before anything
// that needs consent runs, and, being the largest text a page paints, it is often the page's LCP (idle cost product
// and search pages 3-4 Lighthouse points). Checkout-enabled: analytics runs under /app/, and a shopper may land there
// first.
export const registration: Registration = { name: 'consent', load: 'eager', checkoutEnabled: true, bundle: 'site' }
