// Masks applied as the shopper types, so what is on screen reads as written on a document: partial input is masked as
// far as it goes, and pasting a formatted or bare value gives the same text. The rules (registration.ts) read through
// the punctuation.
import { dayFirst } from '../parse/date'

/** Lays `chars` over `pattern`, where '#' takes the next character; stops where the characters end. */
function lay(chars: string, pattern: string): string {
  let out = ''
  let i = 0
  for (const p of pattern) {
    if (i >= chars.length) break
    if (p === '#') out += chars[i++]
    else out += p
  }
  return out
}

/** CPF "529.982.247-25". */
export const maskCpf = (value: string): string => lay(value.replace(/\D/g, '').slice(0, 11), '###.###.###-##')

/** CNPJ "12.345.678/0001-95"; letters are kept (upper-case) in the first twelve places, as the new CNPJ has them. */
export function maskCnpj(value: string): string {
  const chars = value.toUpperCase().replace(/[^0-9A-Z]/g, '')
  const body = chars.slice(0, 12)
  const check = chars.slice(12).replace(/\D/g, '').slice(0, 2)
  return lay(body + check, '##.###.###/####-##')
}

/**
 * Brazilian phone "(11) 98765-4321" (mobile) or "(11) 3456-7890" (landline); a leading +55, 55 or 0055 (the country
 * code, as the phone rule reads it) and the trunk 0 are dropped. No area code starts with 0, so 00 is always the
 * international prefix.
 */
export function maskPhone(value: string): string {
  let d = value.replace(/\D/g, '').replace(/^00/, '')
  if (value.trim().startsWith('+55') || (d.startsWith('55') && d.length > 11)) d = d.slice(2)
  d = d.replace(/^0+/, '').slice(0, 11)
  if (d.length <= 2) return d.length ? `(${d}` : ''
  return lay(d, d.length === 11 ? '(##) #####-####' : '(##) ####-####')
}

/** A date as typed in the store's country: "14/03/1990" in Brazil, "1990-03-14" elsewhere (see parseDate). */
export const maskDate = (value: string, countryCode?: string): string =>
  lay(value.replace(/\D/g, '').slice(0, 8), dayFirst(countryCode) ? '##/##/####' : '####-##-##')
