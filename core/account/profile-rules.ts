// Field checks of the profile and the address book, the same rules a registration applies: a name, a Brazilian
// phone (DDD + 8 or 9 digits), a real past birth date, a CEP of 8 digits and a street, borough, city and state.
// Each rule answers a label key for its message, or null when the value is fine.
import { parseDate } from '../parse/date'
import { parsePhone } from '../parse/phone'
import { holdsZip } from '../parse/zip'
import type { Address, BirthDate, Phone } from '../schemas/customer'

export type FieldError =
  | 'account.error.required'
  | 'account.error.phone'
  | 'account.error.birth_date'
  | 'account.error.zip'
  | 'account.error.province'

export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO'
] as const

export const required = (value: string): FieldError | null => (value.trim() ? null : 'account.error.required')

/** A phone as typed; without +country it is a Brazilian number: 2-digit area code and 8 or 9 digits. */
export function phoneFrom(text: string): Phone | null {
  const phone = parsePhone(text)
  if (!phone) return null
  if (phone.country_code === undefined || phone.country_code === 55) {
    return /^[1-9]{2}9?\d{8}$/.test(phone.number) ? { country_code: 55, number: phone.number } : null
  }
  return phone.number.length >= 6 ? phone : null
}

/** DD/MM/AAAA (day first in Brazil); a date in the future or over 130 years ago is not a birth date. */
export function birthDateFrom(text: string, countryCode: string, now = new Date()): BirthDate | null {
  const d = parseDate(text, countryCode)
  if (!d) return null
  const when = Date.UTC(d.year, d.month - 1, d.day)
  return when <= now.getTime() && d.year >= now.getUTCFullYear() - 130 ? d : null
}

/** Every message of an address form, by field; empty when it can be saved. */
export function addressErrors(
  a: Partial<Record<keyof Address, unknown>>
): Partial<Record<'zip' | 'street' | 'borough' | 'city' | 'province_code', FieldError>> {
  const s = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')
  const out: Partial<Record<'zip' | 'street' | 'borough' | 'city' | 'province_code', FieldError>> = {}
  if (!holdsZip(s(a.zip))) out.zip = 'account.error.zip'
  for (const k of ['street', 'borough', 'city'] as const) {
    const e = required(s(a[k]))
    if (e) out[k] = e
  }
  if (!(UFS as readonly string[]).includes(s(a.province_code).toUpperCase()))
    out.province_code = 'account.error.province'
  return out
}

/** The address book after setting `index` as the default: exactly one default. */
export const withDefault = (list: readonly Address[], index: number): Address[] =>
  list.map((a, i) => ({ ...a, default: i === index }))

/** The address book without `index`; when the default goes, the first remaining one becomes the default. */
export function withoutAddress(list: readonly Address[], index: number): Address[] {
  const rest = list.filter((_, i) => i !== index)
  return rest.length && !rest.some((a) => a.default) ? withDefault(rest, 0) : rest
}
