// The (fake) acquirer's answer for a tokenised card, shared by the checkout and by a payment change on an order:
// the card is known only by the token the gateway stand-in issued; a number ending in 0000 is refused.
import { randomBytes } from 'node:crypto'
import { HttpError } from './http.mjs'

/** The gateway stand-in's code, as a card on file names its intermediator. */
export const GATEWAY_CODE = 'vitrine_gateway'

/** @typedef {{ last4: string, brand: string, holder: string, month?: number, year?: number, owner?: string, ref?: string }} CardToken */

/**
 * A token is used once. An approved card of a logged-in buyer who asked for it (`credit_card.save`) is kept on file
 * for them (brand, last digits, expiry, a random reference): the next purchase sends only the CVV with that reference.
 * @param {{ cardTokens: Map<string, CardToken>, savedCards: Map<string, any[]>, customerById: (id: string) => any }} state
 * @param {string | undefined} hash @param {string} [ownerId] the customer of an authorized session placing the order
 * @param {boolean} [save] the buyer ticked 'Salvar este cartão'
 */
export function cardPayment (state, hash, ownerId, save = false) {
  const token = state.cardTokens.get(hash ?? '')
  if (!token) throw new HttpError(402, 'invalid_card_token', 'Unknown card token')
  // A token made from a saved card is only good for the customer it was saved for.
  if (token.owner && token.owner !== ownerId) throw new HttpError(402, 'invalid_card_token', 'Card token of another customer')
  const financial = token.last4 === '0000' ? 'unauthorized' : 'paid'
  if (financial === 'paid' && save && ownerId && !token.ref && token.month && token.year) {
    const list = (state.savedCards.get(ownerId) ?? []).filter((c) => !(c.last4 === token.last4 && c.brand === token.brand && c.month === token.month && c.year === token.year))
    list.unshift({ ref: `card_${randomBytes(12).toString('hex')}`, brand: token.brand, last4: token.last4, month: token.month, year: token.year, holder: token.holder })
    state.savedCards.set(ownerId, list.slice(0, 5))
    // The customer record lists them too (its credit_cards, where the storefront reads them): the gateway's token for
    // each card (its reference here), brand, last digits and holder; the expiry stays the gateway's.
    const customer = state.customerById(ownerId)
    if (customer) customer.credit_cards = list.slice(0, 5).map((c) => ({ holder_name: c.holder, company: c.brand, last_digits: c.last4, token: c.ref, intermediator: { code: GATEWAY_CODE } }))
  }
  return {
    financial,
    credit_card: { last_digits: token.last4, company: token.brand, holder_name: token.holder }
  }
}
