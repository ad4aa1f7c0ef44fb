// The CEP (Brazilian postal code): 8 digits, written 01310-100.

const digits = (value: string): string => value.replace(/\D/g, '')

/** Digits only, at most 8: what a CEP field keeps of what is typed or pasted; a CEP is valid with exactly 8. */
export const zipDigits = (value: string): string => digits(value).slice(0, 8)
export const isZip = (value: string): boolean => /^\d{8}$/.test(value)
/** A text that is a CEP: exactly 8 digits, whatever the punctuation; a 9th digit is a typo to show, not to cut off. */
export const holdsZip = (value: string): boolean => isZip(digits(value))
/** "01310100" -> "01310-100" (partial input is masked as far as it goes). */
export const maskZip = (value: string): string => {
  const d = zipDigits(value)
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d
}
