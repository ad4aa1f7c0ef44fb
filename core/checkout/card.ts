// Card checks done in the browser before the gateway sees the card, from the card networks' IIN tables as the
// field's libraries keep them (credit-card-type for the brands, card-validator for Luhn, lengths, CVV and expiry):
// the brand picks the hint and the gateway's brand field; each brand has its own lengths and security-code size.
// This module is loaded with the card step only (about 5 KB gzip of tables and checks).
import { cardNumber, creditCardType, cvv as cvvCheck, expirationDate } from './card-libs'
import { cardDigits } from './card-input'
import { CardOnFile, SavedCard } from '../schemas/saved-card'

export { cardDigits, maskExpiry } from './card-input'

export type CardBrand =
  | 'visa'
  | 'mastercard'
  | 'amex'
  | 'elo'
  | 'hipercard'
  | 'hiper'
  | 'diners'
  | 'maestro'
  | 'discover'
  | 'jcb'
  | 'unionpay'
  | 'unknown'

/** Each brand as its owner writes it, for the shopper ('Bandeira: Visa'). */
export const BRAND_NAMES: Record<Exclude<CardBrand, 'unknown'>, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
  hiper: 'Hiper',
  diners: 'Diners Club',
  maestro: 'Maestro',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay'
}

// The library's ids where the gateways' brand field spells them otherwise.
const OUR_NAME: Record<string, CardBrand> = { 'american-express': 'amex', 'diners-club': 'diners' }

/** Card validity is counted in years from now: a card expiring further out than this is a typo. */
export const MAX_YEARS_AHEAD = 20

let tablesReady = false
/**
 * Two corrections to the library's table, made once on the first check (not on import) through its own API:
 * Hipercard's 3841 BINs (384100, 384140, 384160; 13, 16 or 19 digits), which it files under Diners Club's 38; and
 * Troy, Turkey's domestic scheme, which no Brazilian gateway takes and whose BINs 650923 and others fall inside
 * Elo's 650901-650978, leaving those Elo cards without a brand.
 */
function tables(): void {
  if (tablesReady) return
  tablesReady = true
  creditCardType.updateCard('hipercard', { patterns: [606282, 384100, 384140, 384160], lengths: [13, 16, 19] })
  creditCardType.removeCard('troy')
}

/** The brand by the number's leading digits (the full number or its first digits, as typed so far). */
export function cardBrand(value: string): CardBrand {
  tables()
  const match = creditCardType(cardDigits(value))
  const type = match.length === 1 ? match[0]!.type : undefined
  if (!type) return 'unknown'
  return OUR_NAME[type] ?? (type in BRAND_NAMES ? (type as CardBrand) : 'unknown')
}

/** A number of a known brand, of one of that brand's lengths, passing Luhn. */
export function validCardNumber(value: string): boolean {
  tables()
  const d = cardDigits(value)
  return cardBrand(d) !== 'unknown' && cardNumber(d, { luhnValidateUnionPay: true }).isValid
}

/** The brand's security-code size: 4 digits for American Express, 3 for the others. */
export function validCvv(cvv: string, brand: CardBrand): boolean {
  tables()
  const size = brand === 'unknown' ? 3 : (creditCardType.getTypeInfo(TYPE_OF[brand] ?? brand)?.code.size ?? 3)
  return /^\d+$/.test(cvv) && cvvCheck(cvv, size).isValid
}
const TYPE_OF: Partial<Record<CardBrand, string>> = { amex: 'american-express', diners: 'diners-club' }

/**
 * "MM/AA" or "MM/AAAA" not yet past in the shopper's own month (a card is valid through the last day of its month,
 * on the shopper's clock), and at most MAX_YEARS_AHEAD years ahead.
 */
export function validExpiry(value: string): boolean {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value)
  return Boolean(m) && expirationDate(`${m![1]!.padStart(2, '0')}/${m![2]}`, MAX_YEARS_AHEAD).isValid
}

/** A saved card's expiry as the shopper reads it on the card: "MM/AA"; '' when it is not known. */
export const savedExpiry = (c: SavedCard): string =>
  c.month && c.year ? `${String(c.month).padStart(2, '0')}/${String(c.year).slice(-2)}` : ''

/**
 * The cards on file of the customer record (its credit_cards), as the checkout offers them: well-formed entries only
 * (the record is network input), at most five, in the record's order. The record keeps no expiry: an expired card is
 * refused by its gateway when the shopper pays with it, as any card.
 */
export function usableSavedCards(raw: unknown): SavedCard[] {
  if (!Array.isArray(raw)) return []
  const cards: SavedCard[] = []
  for (const entry of raw) {
    const parsed = CardOnFile.safeParse(entry)
    if (!parsed.success) continue
    const { token, company, last_digits } = parsed.data
    const card = SavedCard.safeParse({ ref: token, brand: company || 'unknown', last4: last_digits })
    if (card.success) cards.push(card.data)
  }
  return cards.slice(0, 5)
}

/** The brand's name for the shopper ('Mastercard'); a brand we do not know is shown as the gateway wrote it. */
export const brandName = (brand: string): string =>
  BRAND_NAMES[brand as Exclude<CardBrand, 'unknown'>] ?? brand.toUpperCase()
