import type { Registration } from '#core/widget'

// A timer far down the page costs nothing until it is about to be seen.
export const registration: Registration = { name: 'countdown', load: 'visible', checkoutEnabled: false }
