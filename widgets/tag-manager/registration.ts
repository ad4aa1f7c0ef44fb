import type { Registration } from '#core/widget'

// A tag manager runs the store's own tags: off the critical path (idle, then after paint), skipped under /app/.
export const registration: Registration = {
  name: 'tag-manager',
  load: 'idle',
  checkoutEnabled: false,
  bundle: 'storefront'
}
