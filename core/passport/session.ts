// Pure session rules: what a stored value is worth, the login levels and the guard of customer-data calls.
// The store (./store) keeps state; this file never touches storage.
import { Customer } from '../schemas/customer'
import { parseDropping } from '../schemas/drop-wrong'
import { Session } from '../schemas/session'

export const UNAUTHENTICATED = 'Unauthenticated, requires login'
export const UNAUTHORIZED = 'Unauthorized, requires login with OAuth or doc number'

// The visit's tracking: one field of the wrong type loses that field, not the login and the rest of the tracking.
const TRACKING = new Set(['utm', 'referral', 'coupon', 'customer'])

/**
 * A stored session: null when absent, 'corrupt' when it is not JSON or its login is not readable (the caller erases
 * it). A tracking field of the wrong type is dropped.
 */
export function parseSession(raw: string | null): Session | null | 'corrupt' {
  if (raw === null) return null
  try {
    const r = parseDropping(Session, JSON.parse(raw), TRACKING)
    // The customer lives in localStorage: one copied into the cookie by an older build is dropped, not trusted.
    if (r.success) {
      const { customer: _drop, ...session } = r.data
      return session
    }
  } catch {
    // falls through: not JSON
  }
  return 'corrupt'
}

/** A stored customer, or null when absent or unreadable (discarded silently). */
export function parseCustomer(raw: string | null): Customer | null {
  if (!raw) return null
  try {
    const r = Customer.safeParse(JSON.parse(raw))
    return r.success ? r.data : null
  } catch {
    return null
  }
}

export const isLoggedIn = (s: Session | null | undefined): boolean => Boolean(s?.auth?.id)
export const isAuthorized = (s: Session | null | undefined): boolean => isLoggedIn(s) && s!.auth!.level >= 2
export const isVerified = (s: Session | null | undefined): boolean => isLoggedIn(s) && s!.auth!.level >= 3

export interface Credentials {
  id: string
  token: string
}

/**
 * X-My-ID / X-Access-Token of an authorized session. Otherwise throws the platform's message for what is missing:
 * 'Unauthenticated, requires login', or 'Unauthorized, requires login with OAuth or doc number'.
 */
export function requireAuthorized(s: Session | null | undefined): Credentials {
  if (!isLoggedIn(s)) throw new Error(UNAUTHENTICATED)
  const token = s!.auth!.token?.access_token
  if (!isAuthorized(s) || !token) throw new Error(UNAUTHORIZED)
  return { id: s!.auth!.id, token }
}

/**
 * E-mail addresses are compared and sent trimmed and lower-cased: ' Maria@Example.com' typed at login is the same
 * address as 'maria@example.com', and must reach the same customer and the same pending code.
 */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase()
export const sameEmail = (a?: string | null, b?: string | null): boolean =>
  typeof a === 'string' && typeof b === 'string' && normalizeEmail(a) === normalizeEmail(b)

/** What the user widget shows for a customer: the display name, else the given name, else nothing. */
export function displayName(c: Customer | null | undefined): string {
  return (c?.display_name?.trim() || c?.name?.given_name?.trim() || '').slice(0, 60)
}
