import type { CardBrand } from '#core/checkout/card'
import type { SavedCard } from '#core/schemas/saved-card'
import type { CardRules } from '#widgets/checkout/state/card-rules'
import type { CardErrors, CardState } from './CardFields'

/**
 * Label keys of the card's problems: brand, length per brand and Luhn; expiry; the brand's security-code size. A card on
 * file is checked for its security code only: the gateway holds the rest.
 */
export function cardErrors(c: CardState, rules: CardRules, saved?: SavedCard): CardErrors {
  const e: CardErrors = {}
  if (saved) {
    if (!rules.validCvv(c.cvv.trim(), saved.brand as CardBrand)) e.cvv = 'field.cvv'
    return e
  }
  if (c.holder.trim().length < 2) e.holder = 'field.required'
  if (!rules.validCardNumber(c.number)) e.number = 'error.invalid_card'
  if (!rules.validExpiry(c.expiry)) e.expiry = 'field.expiry'
  if (!rules.validCvv(c.cvv.trim(), rules.cardBrand(c.number))) e.cvv = 'field.cvv'
  return e
}
