// Brazilian tax ids. A CPF (individual, 11 digits) and a CNPJ (legal person, 14 characters) each end in two check
// digits computed from the characters before them with weighted sums modulo 11. Since July 2026 the Receita Federal
// also issues alphanumeric CNPJs: the first 12 characters may be digits or capital letters, each counting as its
// ASCII code minus 48 (0-9 keep their value, A is 17 ... Z is 42), and the check digits stay digits. A number of one
// repeated digit passes that arithmetic yet is never issued, so it is refused too.

export const docDigits = (value: string): string => value.replace(/\D/g, '')

/** A CNPJ's characters as the Receita writes them: digits and capital letters, punctuation and spaces dropped. */
export const cnpjChars = (value: string): string => value.toUpperCase().replace(/[^0-9A-Z]/g, '')

/** The document as the platform stores it: a CPF's 11 digits, a CNPJ's 14 characters (letters kept, upper case). */
export const docNumber = (registry: 'p' | 'j', value: string): string =>
  registry === 'j' ? cnpjChars(value) : docDigits(value)

/**
 * The document a shopper logs in with, when the form does not say which one it is: its digits and capital letters.
 * A CPF typed "123.456.789-09" comes out as its digits; an alphanumeric CNPJ keeps its letters.
 */
export const docForLogin = cnpjChars

/** Check digit of `chars` (each worth its char code - 48) with the given weights. */
function checkDigit(chars: string, weights: readonly number[]): number {
  let sum = 0
  for (let i = 0; i < chars.length; i++) sum += (chars.charCodeAt(i) - 48) * weights[i]!
  const rest = sum % 11
  return rest < 2 ? 0 : 11 - rest
}

const cpfWeights = (n: number) => Array.from({ length: n }, (_, i) => n + 1 - i)
const CNPJ_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
const CNPJ_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
const CPF_1 = cpfWeights(9)
const CPF_2 = cpfWeights(10)

function validDoc(d: string, w1: readonly number[], w2: readonly number[]): boolean {
  if (/^(\d)\1*$/.test(d)) return false
  const body = d.slice(0, -2)
  const first = checkDigit(body, w1)
  const second = checkDigit(body + first, w2)
  return d.endsWith(`${first}${second}`)
}

export function isCpf(value: string): boolean {
  const d = docDigits(value)
  return d.length === 11 && validDoc(d, CPF_1, CPF_2)
}

/** Numeric or alphanumeric CNPJ, typed in either case, with or without its punctuation. */
export function isCnpj(value: string): boolean {
  const c = cnpjChars(value)
  return /^[0-9A-Z]{12}\d{2}$/.test(c) && validDoc(c, CNPJ_1, CNPJ_2)
}

/**
 * The document as the shopper types it, punctuated as it grows: CPF `000.000.000-00`, CNPJ `12.ABC.345/01DE-35`
 * (letters upper-cased). Characters past the document's length are dropped; a CNPJ's last two places take digits only.
 */
export function maskDoc(registry: 'p' | 'j', value: string): string {
  if (registry === 'p') return punctuate(docDigits(value).slice(0, 11), [3, 6, 9], '..-')
  const c = cnpjChars(value)
  const body = c.slice(0, 12)
  const check = docDigits(c.slice(12)).slice(0, 2)
  return punctuate(body + check, [2, 5, 8, 12], '../-')
}

/** Inserts `marks[i]` before position `at[i]` when the text reaches past it. */
function punctuate(chars: string, at: readonly number[], marks: string): string {
  let out = ''
  for (let i = 0; i < chars.length; i++) {
    const k = at.indexOf(i)
    if (k >= 0) out += marks[k]
    out += chars[i]
  }
  return out
}
