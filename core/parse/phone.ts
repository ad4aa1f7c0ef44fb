import type { Phone } from '../schemas/customer'
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
 * Country code and number as one digit string (what wa.me and the vendors' phone hashes take). A phone written
 * without + gets `defaultCountry`; the country's trunk prefix is dropped from the number, written with + or not.
 * Null when there are too few digits to be a phone.
 */
export function internationalDigits(text: string, defaultCountry = DEFAULT_COUNTRY_CODE): string | null {
  const p = parsePhone(text)
  if (!p) return null
  const country = p.country_code ?? defaultCountry
  const number = withoutTrunk(country, p.number)
  if (number.length < 8) return null
  return `${country}${number}`
}
