// Card number checks done in the browser before the gateway sees the card: the Luhn checksum catches typos, and the
// brand (from the number's leading digits) picks the icon and the gateway's brand field.

export const cardDigits = (value: string): string => value.replace(/\D/g, '')

/** Luhn: doubling every second digit from the right, the sum must end in 0. Card numbers have 13 to 19 digits. */
export function luhn(value: string): boolean {
  const d = cardDigits(value)
  if (d.length < 13 || d.length > 19) return false
  let sum = 0
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i])
    if (i % 2 === 1) {
      n *= 2
      if (n > 9) n -= 9
    }
    sum += n
  }
  return sum % 10 === 0
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'elo' | 'hipercard' | 'diners' | 'unknown'

/** Each brand as its owner writes it, for the shopper ('Bandeira: Visa'). */
export const BRAND_NAMES: Record<Exclude<CardBrand, 'unknown'>, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
  diners: 'Diners Club'
}

// Order matters: Elo and Hipercard ranges overlap the broad Visa/Mastercard prefixes, so they are tried first.
const BRANDS: ReadonlyArray<[CardBrand, RegExp]> = [
  [
    'elo',
    /^(4011(78|79)|43(1274|8935)|45(1416|7393|763(1|2))|50(4175|6699|67[0-7][0-9]|9000)|627780|63(6297|6368)|650(0(3[1-9]|[4-5][0-9])|4(0[5-9]|[1-3][0-9]|8[5-9]|9[0-9])|5([0-2][0-9]|3[0-8]))|6516(5[2-9]|[6-7][0-9])|6550([0-1][0-9]|2[1-9]|[3-4][0-9]|5[0-8]))/
  ],
  ['hipercard', /^(606282|3841)/],
  ['amex', /^3[47]/],
  ['diners', /^3(0[0-5]|[68])/],
  ['visa', /^4/],
  ['mastercard', /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/]
]

export function cardBrand(value: string): CardBrand {
  const d = cardDigits(value)
  for (const [brand, re] of BRANDS) if (re.test(d)) return brand
  return 'unknown'
}

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

/** "MM/AA" or "MM/AAAA" not yet past at `now` (a card is valid through the last day of its month). */
export function validExpiry(value: string, now: Date = new Date()): boolean {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value)
  if (!m) return false
  const month = Number(m[1])
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2])
  if (month < 1 || month > 12) return false
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
}

/** 3 digits, or 4 for American Express. */
export const validCvv = (cvv: string, brand: CardBrand): boolean => (brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(cvv)
