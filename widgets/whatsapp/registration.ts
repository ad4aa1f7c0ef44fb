import type { Registration } from '../../core/widget'

// The server link already works; the island only fills in the prefilled message, so it loads when the shopper
// reaches for the link (pointer down, focus or a key): the loader holds the click until the message is in place.
export const registration: Registration = { name: 'whatsapp', load: 'interaction', checkoutEnabled: false }
