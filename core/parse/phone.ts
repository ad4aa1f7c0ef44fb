import type { Phone } from '../schemas/customer'
import { BR_AREA_CODES } from './br-area-codes'
import { countryCodeLength } from './country-code'

// The + counts when it comes before the first digit, so "(+55) 31 ..." and " +55" read as international.
const LEADING_PLUS = /^[^\d]*\+/

// Returns null when there is no subscriber number: empty text, garbage, a bare "+1", or a + followed by
// fewer digits than its country code needs. Without + the whole digit string is the number and
// country_code is left out (not guessed from the store), because only the shopper knows their country.
export function parsePhone(text: unknown): Phone | null {
  if (typeof text !== 'string') return null
  const digits = text.replace(/\D/g, '')
  if (digits === '') return null
  if (!LEADING_PLUS.test(text)) return { number: digits }
  const length = countryCodeLength(digits)
  const number = digits.slice(length)
  if (length === 0 || number === '') return null
  return { country_code: Number(digits.slice(0, length)), number }
}

/** The country code of a phone written without one: the store's country, Brazil. */
export const DEFAULT_COUNTRY_CODE = 55

/**
 * Trunk prefixes: what a caller dials before the area code inside the country, never part of the international
 * number. Brazil's is 0: "(011) 99999-9999" is +55 11 99999-9999. Only countries whose prefix is known are listed
 * (in Italy, for one, a leading 0 belongs to the number).
 */
const TRUNK_PREFIX: Readonly<Record<number, string>> = { [DEFAULT_COUNTRY_CODE]: '0' }

/** The number without its country's trunk prefix, where that prefix is known: "011999999999" -> "11999999999" in Brazil. */
export function withoutTrunk(country: number, number: string): string {
  const trunk = TRUNK_PREFIX[country]
  return trunk && number.startsWith(trunk) ? number.slice(trunk.length) : number
}

/**
 * A Brazilian national number (area code and subscriber number, trunk 0 already dropped) by ANATEL's plan: an assigned
 * area code, then a mobile's 9 and 8 digits, or a landline's 8 digits starting 2 to 5. Anything else (an old 8-digit
 * mobile without its 9, a number starting 0 or 1, an unassigned area code) cannot be dialled.
 */
export const isBrazilianNumber = (number: string): boolean =>
  /^[1-9]{2}(9\d{8}|[2-5]\d{7})$/.test(number) && BR_AREA_CODES.has(Number(number.slice(0, 2)))

/**
 * A Brazilian number written without +: "55", or "0055" (the international prefix), before a full national number
 * is the country code, since no national number is that long; "(011) ..." loses its trunk 0.
 */
function brazilianDigits(digits: string): string {
  const national = digits.replace(/^(00)?55(?=\d{10,12}$)/, '')
  const number = withoutTrunk(DEFAULT_COUNTRY_CODE, national)
  return isBrazilianNumber(number) ? number : withoutTrunk(DEFAULT_COUNTRY_CODE, digits)
}

/**
 * The one phone rule of the store (checkout, account, WhatsApp, the hashed phone of the ad pixels): the phone in a
 * typed text, or null when it cannot be dialled. Without + the number is of `defaultCountry` (Brazil), where it must be
 * a number by ANATEL's plan; "+55", "55" and "0055" before it are read as the country code and the trunk 0 is dropped.
 * Another country's number needs at least 6 digits after its code.
 */
export function readPhone(text: string, defaultCountry = DEFAULT_COUNTRY_CODE): Phone | null {
  const phone = parsePhone(text)
  if (!phone) return null
  const country = phone.country_code ?? defaultCountry
  if (country !== DEFAULT_COUNTRY_CODE) {
    const number = withoutTrunk(country, phone.number)
    return number.length >= 6 ? { country_code: country, number } : null
  }
  const number = phone.country_code === undefined ? brazilianDigits(phone.number) : withoutTrunk(country, phone.number)
  return isBrazilianNumber(number) ? { country_code: DEFAULT_COUNTRY_CODE, number } : null
}

/**
 * Country code and number as one digit string (what wa.me and the vendors' phone hashes take), by readPhone: never
 * the country code twice ("5511987654321" is 55 11 98765-4321). Null when the text is not a phone.
 */
export function internationalDigits(text: string, defaultCountry = DEFAULT_COUNTRY_CODE): string | null {
  const p = readPhone(text, defaultCountry)
  return p ? `${p.country_code}${p.number}` : null
}
