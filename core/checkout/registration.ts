import { phoneFrom } from '../account/phone-rules'
import { birthDateFrom } from '../account/profile-rules'
import { isCnpj, isCpf } from './documents'

// The buyer's data as the checkout form holds it (text as typed), and the checks that must pass before the order:
// e-mail, name, CPF (individual) or CNPJ + company name (legal person), phone; birth date only when given, in the
// Brazilian order; the address needs a CEP, street, number (or S/N), borough, city and state.

export interface BuyerDraft {
  email: string
  name: string
  registry: 'p' | 'j'
  doc: string
  corporate: string
  inscriptionType: 'State' | 'Municipal'
  inscriptionNumber: string
  phone: string
  birth: string
  gender: '' | 'f' | 'm' | 'x'
}

export interface AddressDraft {
  zip: string
  street: string
  number: string
  complement: string
  borough: string
  city: string
  province_code: string
}

/** Label key of the message for each invalid field (empty object: all valid). */
export type FieldErrors<T> = Partial<
  Record<
    keyof T,
    | 'field.required'
    | 'field.email'
    | 'field.cpf'
    | 'field.cnpj'
    | 'field.phone'
    | 'field.date'
    | 'field.zip'
    | 'field.province'
  >
>

/** Something@something.tld, no spaces: what a form can check; the platform's e-mail code proves the rest. */
export const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())

/** `country` is the store's: a CPF or CNPJ (and a company's name) is asked in Brazil only. */
export function buyerErrors(b: BuyerDraft, country = 'BR'): FieldErrors<BuyerDraft> {
  const e: FieldErrors<BuyerDraft> = {}
  const br = country === 'BR'
  if (!isEmail(b.email)) e.email = 'field.email'
  if (b.name.trim().length < 2) e.name = 'field.required'
  if (br && b.registry === 'p' && !isCpf(b.doc)) e.doc = 'field.cpf'
  if (br && b.registry === 'j' && !isCnpj(b.doc)) e.doc = 'field.cnpj'
  if (br && b.registry === 'j' && !b.corporate.trim()) e.corporate = 'field.required'
  // Required here (the store must reach the buyer about the order); a Brazilian number needs its area code.
  if (!phoneFrom(b.phone, country)) e.phone = 'field.phone'
  // The account's rule: a real past date, not over 130 years ago (a typo like 2052 is caught here, not by the store).
  if (b.birth.trim() && !birthDateFrom(b.birth, country)) e.birth = 'field.date'
  return e
}

/** The shared address rule (address-rules.ts), in the checkout's words. */
/** "Maria Aparecida Silva" -> given name and the rest as family name, as the platform's customer record splits it. */
export function splitName(full: string): { given_name: string; family_name?: string } {
  const parts = full.trim().split(/\s+/)
  const given = parts.shift() ?? ''
  return parts.length ? { given_name: given, family_name: parts.join(' ') } : { given_name: given }
}
