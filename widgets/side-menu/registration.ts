import type { Registration } from '#core/widget'

// Nothing to show until the shopper reaches for the menu; the loader replays the first click once it has mounted.
export const registration: Registration = { name: 'side-menu', load: 'interaction', checkoutEnabled: false }
