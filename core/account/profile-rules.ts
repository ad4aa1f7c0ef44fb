// Field checks of the profile and the address book, the same rules a registration applies: a name, a real past birth
// date, and the shared phone (phone-rules.ts) and address (address-rules.ts) rules in the account's own words.
// Each rule answers a label key for its message, or null when the value is fine.
import { parseDate } from '../parse/date'
import type { Address, BirthDate } from '../schemas/customer'

// The checkout's words for the same fields (one set of field errors, each a sentence with its full stop).
export type FieldError = 'field.required' | 'field.phone' | 'field.date' | 'field.zip' | 'field.province'

export const required = (value: string): FieldError | null => (value.trim() ? null : 'field.required')

/** DD/MM/AAAA (day first in Brazil); a date in the future or over 130 years ago is not a birth date. */
export function birthDateFrom(text: string, countryCode: string, now = new Date()): BirthDate | null {
  const d = parseDate(text, countryCode)
  if (!d) return null
  const when = Date.UTC(d.year, d.month - 1, d.day)
  return when <= now.getTime() && d.year >= now.getUTCFullYear() - 130 ? d : null
}

/** Every message of an address form, by field; empty when it can be saved. */
/** The address book after setting `index` as the default: exactly one default. */
export const withDefault = (list: readonly Address[], index: number): Address[] =>
  list.map((a, i) => ({ ...a, default: i === index }))

/** The address book without `index`; when the default goes, the first remaining one becomes the default. */
export function withoutAddress(list: readonly Address[], index: number): Address[] {
  const rest = list.filter((_, i) => i !== index)
  return rest.length && !rest.some((a) => a.default) ? withDefault(rest, 0) : rest
}
