import type { Registration } from '../../core/widget'

// Idle (the vendor itself waits for the page's paint and for consent for functional cookies); it renders where
// the theme marks it. Skipped under /app/.
export const registration: Registration = { name: 'reviews', load: 'idle', checkoutEnabled: false }
