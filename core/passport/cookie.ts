// The session cookie: JSON, 6 days, path /, SameSite=Strict, Secure on https (other cookies of ours say how they
// differ). Strings in and out, so the rules are tested without a document.

import { storedKey } from '../storage'

export const PASSPORT_KEY = 'ecomPassportClient'
export const COOKIE_MAX_AGE = 6 * 24 * 60 * 60

export interface CookieOptions {
  secure: boolean
  name?: string
  /** Seconds (the session's 6 days by default), or 'browser': kept until the browser session ends, in every tab. */
  maxAge?: number | 'browser'
  /** Strict by default (the session); Lax for a cookie the server must see when a shopper arrives from a link. */
  sameSite?: 'Strict' | 'Lax'
}

/** The `document.cookie` assignment that stores `value` (already JSON). */
export function cookieToSet(
  value: string,
  { secure, name = storedKey(PASSPORT_KEY), maxAge = COOKIE_MAX_AGE, sameSite = 'Strict' }: CookieOptions
): string {
  const age = maxAge === 'browser' ? '' : `; Max-Age=${maxAge}`
  return `${name}=${encodeURIComponent(value)}${age}; Path=/; SameSite=${sameSite}${secure ? '; Secure' : ''}`
}

/** The assignment that erases the cookie; attributes must match the ones it was set with. */
export function cookieToErase({ secure, name = storedKey(PASSPORT_KEY) }: CookieOptions): string {
  return `${name}=; Max-Age=0; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`
}

/** Raw value of `name` in a `document.cookie` string, or null; a broken %-escape gives '' so it is erased as corrupt. */
export function readCookie(cookies: string, name = storedKey(PASSPORT_KEY)): string | null {
  for (const part of cookies.split(';')) {
    const i = part.indexOf('=')
    if (i < 0 || part.slice(0, i).trim() !== name) continue
    try {
      return decodeURIComponent(part.slice(i + 1).trim())
    } catch {
      return ''
    }
  }
  return null
}
