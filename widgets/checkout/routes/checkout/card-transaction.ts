import type { SavedCard } from '#core/schemas/saved-card'
import type { PaymentGateway } from '#core/schemas/modules'
import { loadCardRules } from '#widgets/checkout/state/card-rules'
import { tokenise, GatewayError } from '#widgets/checkout/state/gateway'
import { gatewayAuth } from '#widgets/checkout/state/saved-cards'
import type { CardState } from './CardFields'

/** A card on file paid with again: its reference and the CVV typed now go to the gateway, in the customer's session. */
async function savedCardTransaction(gateway: PaymentGateway, c: CardState, saved: SavedCard, installments: number) {
  const auth = gatewayAuth()
  if (!auth) throw new GatewayError('refused')
  const hash = await tokenise(gateway, { ref: saved.ref, cvc: c.cvv.trim() }, auth)
  return {
    credit_card: { hash, last_digits: saved.last4, company: saved.brand },
    installments_number: installments
  }
}

/** The card's transaction part: tokenised by the gateway's script in the browser; only the token leaves it. */
export async function cardTransaction(
  gateway: PaymentGateway,
  c: CardState,
  installments: number,
  doc: string,
  saved?: SavedCard
) {
  if (saved) return savedCardTransaction(gateway, c, saved, installments)
  const [month, year] = c.expiry.split('/').map((x) => Number(x.trim()))
  const { cardBrand, cardDigits } = await loadCardRules()
  // The brand goes to the gateway's tokeniser and, as `company`, on the order.
  const brand = cardBrand(c.number)
  const digits = cardDigits(c.number)
  const hash = await tokenise(gateway, {
    name: c.holder.trim(),
    doc,
    number: digits,
    cvc: c.cvv.trim(),
    month: month!,
    year: year! < 100 ? 2000 + year! : year!,
    brand
  })
  return {
    credit_card: {
      hash,
      holder_name: c.holder.trim(),
      last_digits: digits.slice(-4),
      company: brand,
      // Kept on file at the gateway only when the shopper asked for it.
      ...(c.save ? { save: true } : {})
    },
    installments_number: installments
  }
}
