import type { Registration } from '#core/widget'

// An ad pixel: idle, then after paint and only with consent for ads; skipped under /app/ (purchases reach it from
// the queue on the shopper's next storefront page).
export const registration: Registration = {
  name: 'tiktok-pixel',
  load: 'idle',
  checkoutEnabled: false,
  bundle: 'storefront'
}
