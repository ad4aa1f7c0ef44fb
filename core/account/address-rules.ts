// An address a shopper types, in the checkout or the account's address book: a CEP of 8 digits, a street, a number
// (or "S/N"), a borough, a city and one of the 27 UFs. What is wrong is named per field; each screen words it with its
// own messages.
import { holdsZip } from '../parse/zip'
import type { Address } from '../schemas/customer'

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

// The complement is the only optional part a delivery can do without.
const REQUIRED = ['street', 'number', 'borough', 'city', 'province_code'] as const satisfies readonly (keyof Address)[]

export type AddressField = 'zip' | (typeof REQUIRED)[number]
/** Why a field fails: empty, not a CEP, or a state that is not a UF ("XX" would reach the platform and fail). */
export type AddressFault = 'required' | 'zip' | 'province'

// A stored address holds its number as a number; a form, as text.
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '')

/**
 * Every failing field of an address and why; empty when it can be saved or delivered to. Outside Brazil (`country`,
 * the store's) the code is a ZIP code, a borough is not asked and the state is any two letters.
 */
export function addressFaults(
  a: Partial<Record<AddressField, unknown>>,
  country = 'BR'
): Partial<Record<AddressField, AddressFault>> {
  const out: Partial<Record<AddressField, AddressFault>> = {}
  const br = country === 'BR'
  if (!holdsZip(text(a.zip), country)) out.zip = 'zip'
  for (const k of REQUIRED) if (!text(a[k]) && (br || k !== 'borough')) out[k] = 'required'
  const uf = text(a.province_code).toUpperCase()
  if (uf && !(br ? (UFS as readonly string[]).includes(uf) : /^[A-Z]{2}$/.test(uf))) out.province_code = 'province'
  return out
}

/** The faults in a screen's own words: one message key per kind of fault. */
export function faultMessages<F extends string, M extends string>(
  faults: Partial<Record<F, AddressFault>>,
  words: Record<AddressFault, M>
): Partial<Record<F, M>> {
  const out: Partial<Record<F, M>> = {}
  for (const [field, fault] of Object.entries(faults) as [F, AddressFault][]) out[field] = words[fault]
  return out
}

const ADDRESS_WORDS = { required: 'field.required', zip: 'field.zip', province: 'field.province' } as const

/** Every failing field's message, keyed as the form `a` is: the same words on every address form (checkout, account). */
export const addressErrors = <A extends Partial<Record<AddressField, unknown>>>(a: A, country = 'BR') =>
  faultMessages(addressFaults(a, country), ADDRESS_WORDS) as Partial<
    Record<keyof A, (typeof ADDRESS_WORDS)[AddressFault]>
  >
