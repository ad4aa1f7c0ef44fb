// The (fake) acquirer's answer for a tokenised card, shared by the checkout and by a payment change on an order:
// the card is known only by the token the gateway stand-in issued; a number ending in 0000 is refused.
import { HttpError } from './http.mjs'

/** @param {{ cardTokens: Map<string, { last4: string, brand: string, holder: string }> }} state @param {string | undefined} hash */
export function cardPayment (state, hash) {
  const token = state.cardTokens.get(hash ?? '')
  if (!token) throw new HttpError(402, 'invalid_card_token', 'Unknown card token')
  return {
    financial: token.last4 === '0000' ? 'unauthorized' : 'paid',
    credit_card: { last_digits: token.last4, company: token.brand, holder_name: token.holder }
  }
}
