import { atom, onMount } from 'nanostores'
import { fillOnFirstUse } from '../first-use'
import { isZip } from '../parse/zip'
import { ZIP_KEY as KEY } from '../passport/session-data'
import { sessionStore } from '../storage'

export { isZip, maskZip, zipDigits } from '../parse/zip'

// The shopper's CEP (Brazilian postal code), typed once and reused: the product page's shipping calculator and the
// cart's shipping step read and write the same value, kept for the browser session (sessionStorage) so a reload or
// the next page keeps it, and forgotten when the browser closes (it locates the shopper).

// The store's own, like every key this page keeps (core/storage).
const session = (): Storage | null => sessionStore()

// A remembered code is the store's, whichever its country: a CEP (8 digits) or a ZIP code (5, or 9 with ZIP+4).
const known = (d: string): boolean => isZip(d) || isZip(d, 'US')

function stored(): string {
  try {
    const v = session()?.getItem(KEY) ?? ''
    return known(v) ? v : ''
  } catch {
    return ''
  }
}

/** The remembered CEP as 8 digits, or '' when none (or a corrupt stored value) is known. */
export const zipCode = atom<string>('')
fillOnFirstUse(zipCode, () => zipCode.set(stored()))

// A logout (any widget, any tab: the passport mirrors
// it on window) takes the CEP from every open screen; its stored copy goes with the other customer data
// (core/passport/session-data.ts). Listened to only while a screen shows it.
onMount(zipCode, () => {
  const forget = () => zipCode.set('')
  addEventListener('ecom:passport:logout', forget)
  return () => removeEventListener('ecom:passport:logout', forget)
})

/** Remembers a valid CEP (any mask accepted); anything else is ignored. */
export function rememberZip(value: string): void {
  const d = value.replace(/\D/g, '')
  if (!known(d)) return
  zipCode.set(d)
  try {
    session()?.setItem(KEY, d)
  } catch {
    // Storage full or blocked: the value still holds for this page view.
  }
}
