import type { Registration } from '#core/widget'

// Visible: a badge, seal or review block is worth loading only once the shopper nears it (themes put them in the
// footer or below the buy box), and nothing of it is needed for the first paint. The vendor itself still waits for
// the page's paint and for consent for functional cookies. Skipped under /app/. One `trust` chunk with the other
// seals and the reviews block (each ~0.3 KB): a page footer usually carries several, fetched together.
export const registration: Registration = {
  name: 'reviews',
  load: 'visible',
  checkoutEnabled: false,
  bundle: 'trust'
}
