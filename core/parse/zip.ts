// The postal code by the store's country: Brazil's CEP (8 digits, written 01310-100); elsewhere a US ZIP code (5
// digits, or ZIP+4: 97209-1234). Every rule takes the country, Brazil by default.

const digits = (value: string): string => value.replace(/\D/g, '')
const lengths = (country: string): number[] => (country === 'BR' ? [8] : [5, 9])

/** Digits only, at most the longest code: what a postal code field keeps of what is typed or pasted. */
export const zipDigits = (value: string, country = 'BR'): string =>
  digits(value).slice(0, Math.max(...lengths(country)))
export const isZip = (value: string, country = 'BR'): boolean =>
  /^\d+$/.test(value) && lengths(country).includes(value.length)
/** A text that is a postal code, whatever the punctuation; a digit too many is a typo to show, not to cut off. */
export const holdsZip = (value: string, country = 'BR'): boolean => isZip(digits(value), country)
/** "01310100" -> "01310-100", "972091234" -> "97209-1234" (partial input is masked as far as it goes). */
export const maskZip = (value: string, country = 'BR'): string => {
  const d = zipDigits(value, country)
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d
}
