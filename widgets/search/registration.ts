import type { Registration } from '#core/widget'

// Interaction: the header box costs nothing until the shopper focuses or taps it. The island enhances the form in
// place (it never replaces the input), so letters typed while its chunk loads stay where they are.
export const registration: Registration = { name: 'search', load: 'interaction', checkoutEnabled: false }
