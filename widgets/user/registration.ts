import type { Registration } from '#core/widget'

// Idle: the name in the header is not first-paint content. Runs under /app/ too: the account area uses the session.
export const registration: Registration = { name: 'user', load: 'idle', checkoutEnabled: true, bundle: 'site' }
