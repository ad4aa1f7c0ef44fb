// How the card fields read what the shopper types, before any rule: light enough for the form's first render (the
// brand, length and expiry rules, with their IIN tables, load with the card step: core/checkout/card.ts).

export const cardDigits = (value: string): string => value.replace(/\D/g, '')

/**
 * The expiry as the shopper types it, given its slash: phones' numeric keypads have no "/", so "1230" becomes "12/30".
 * A slash the shopper typed is kept where it is ("1/30" stays a one-digit month).
 */
export function maskExpiry(value: string): string {
  const [month = '', ...rest] = value.split('/')
  const m = month.replace(/\D/g, '')
  if (rest.length) return `${m.slice(0, 2)}/${rest.join('').replace(/\D/g, '').slice(0, 4)}`
  return m.length > 2 ? `${m.slice(0, 2)}/${m.slice(2, 6)}` : m
}

/**
 * The name on the card as the field starts: the buyer's, in capitals as cards print it, so a visitor paying with their
 * own card types one field less; the shopper changes it for someone else's card.
 */
export const holderFromBuyer = (name: string | undefined): string =>
  (name ?? '').trim().replace(/\s+/g, ' ').toUpperCase()
