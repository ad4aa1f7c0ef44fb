// The CEP (Brazilian postal code): 8 digits, written 01310-100.

/** Digits only; a CEP is valid with exactly 8 of them. */
export const zipDigits = (value: string): string => value.replace(/\D/g, '').slice(0, 8)
export const isZip = (value: string): boolean => /^\d{8}$/.test(value)
/** "01310100" -> "01310-100" (partial input is masked as far as it goes). */
export const maskZip = (value: string): string => {
  const d = zipDigits(value)
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d
}
