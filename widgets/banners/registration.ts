import type { Registration } from '#core/widget'

// The first banner is server-rendered (the LCP image); the island only schedules, rotates and reports, so it waits
// for idle time instead of competing with that image.
export const registration: Registration = {
  name: 'banners',
  load: 'idle',
  checkoutEnabled: false,
  bundle: 'storefront'
}
