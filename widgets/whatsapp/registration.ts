import type { Registration } from '../../core/widget'

// The server link already works; the island only fills in the message, so it waits for idle time.
export const registration: Registration = { name: 'whatsapp', load: 'idle', checkoutEnabled: false }
