import type { Registration } from '../../core/widget'

// Visible: it renders where the theme marks it, only when near the viewport, after paint and with consent for
// functional cookies. Skipped under /app/.
export const registration: Registration = { name: 'confi', load: 'visible', checkoutEnabled: false }
