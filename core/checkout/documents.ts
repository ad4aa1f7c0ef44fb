// Brazilian tax ids. A CPF (individual, 11 digits) and a CNPJ (legal person, 14 digits) each end in two check digits
// computed from the digits before them with weighted sums modulo 11; a number of one repeated digit passes that
// arithmetic yet is never issued, so it is refused too.

export const docDigits = (value: string): string => value.replace(/\D/g, '')

/** Check digit of `digits` with weights counting down from `first` (CPF) or cycling 9..2 (CNPJ). */
function checkDigit(digits: string, weights: readonly number[]): number {
  let sum = 0
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * weights[i]!
  const rest = sum % 11
  return rest < 2 ? 0 : 11 - rest
}

const cpfWeights = (n: number) => Array.from({ length: n }, (_, i) => n + 1 - i)
const CNPJ_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
const CNPJ_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]

function validDoc(value: string, length: number, w1: readonly number[], w2: readonly number[]): boolean {
  const d = docDigits(value)
  if (d.length !== length || /^(\d)\1*$/.test(d)) return false
  const body = d.slice(0, length - 2)
  const first = checkDigit(body, w1)
  const second = checkDigit(body + first, w2)
  return d.endsWith(`${first}${second}`)
}

export const isCpf = (value: string): boolean => validDoc(value, 11, cpfWeights(9), cpfWeights(10))
export const isCnpj = (value: string): boolean => validDoc(value, 14, CNPJ_1, CNPJ_2)
