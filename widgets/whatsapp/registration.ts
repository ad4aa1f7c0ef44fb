import type { Registration } from '#core/widget'

// The server link already works without the island; what needs it early is the floating button stepping aside from
// the controls and the Pix QR it would cover as the page scrolls, so it loads at idle, /app/ included (the
// confirmation's QR).
export const registration: Registration = { name: 'whatsapp', load: 'idle', checkoutEnabled: true }
