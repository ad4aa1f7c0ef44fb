import type { Registration } from '../../core/widget'

// Idle: the banner is fixed at the bottom (no layout shift) and nothing that needs consent starts before the page is
// painted anyway. Checkout-enabled: analytics runs under /app/, and a shopper may land there first.
export const registration: Registration = { name: 'consent', load: 'idle', checkoutEnabled: true }
