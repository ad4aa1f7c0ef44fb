import type { Registration } from '#core/widget'

// Idle: the badge must be right soon after load, but never compete with the first paint. Skipped under /app/.
export const registration: Registration = {
  name: 'minicart',
  load: 'idle',
  checkoutEnabled: false,
  bundle: 'storefront'
}
