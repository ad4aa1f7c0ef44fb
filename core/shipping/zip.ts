import { atom } from 'nanostores'

// The shopper's CEP (Brazilian postal code), typed once and reused: the product page's shipping calculator and the
// cart's shipping step read and write the same value, kept for the browser session (sessionStorage) so a reload or
// the next page keeps it, and forgotten when the browser closes (it locates the shopper).

const KEY = 'vitrineZip'

/** Digits only; a CEP is valid with exactly 8 of them. */
export const zipDigits = (value: string): string => value.replace(/\D/g, '').slice(0, 8)
export const isZip = (value: string): boolean => /^\d{8}$/.test(value)
/** "01310100" -> "01310-100" (partial input is masked as far as it goes). */
export const maskZip = (value: string): string => {
  const d = zipDigits(value)
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d
}

function session(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

function stored(): string {
  try {
    const v = session()?.getItem(KEY) ?? ''
    return isZip(v) ? v : ''
  } catch {
    return ''
  }
}

/** The remembered CEP as 8 digits, or '' when none (or a corrupt stored value) is known. */
export const zipCode = atom<string>(typeof window === 'undefined' ? '' : stored())

/** Remembers a valid CEP (any mask accepted); anything else is ignored. */
export function rememberZip(value: string): void {
  const d = zipDigits(value)
  if (!isZip(d)) return
  zipCode.set(d)
  try {
    session()?.setItem(KEY, d)
  } catch {
    // Storage full or blocked: the value still holds for this page view.
  }
}
