import { describe, expect, it } from 'vitest'
import {
  displayName,
  isAuthorized,
  isLoggedIn,
  isVerified,
  normalizeEmail,
  parseCustomer,
  parseSession,
  requireAuthorized,
  sameEmail,
  UNAUTHENTICATED,
  UNAUTHORIZED
} from '#core/passport/session'

const auth = (level: number, token = true) => ({
  auth: { id: 'c1', level, ...(token ? { token: { access_token: 't', expires: 'x' } } : {}) }
})

describe('session rules', () => {
  it('logged in = auth.id; authorized = level >= 2; verified = level >= 3', () => {
    expect([isLoggedIn({}), isAuthorized({}), isVerified({})]).toEqual([false, false, false])
    expect([isLoggedIn(auth(1)), isAuthorized(auth(1)), isVerified(auth(1))]).toEqual([true, false, false])
    expect([isLoggedIn(auth(2)), isAuthorized(auth(2)), isVerified(auth(2))]).toEqual([true, true, false])
    expect([isLoggedIn(auth(3)), isAuthorized(auth(3)), isVerified(auth(3))]).toEqual([true, true, true])
    expect(isLoggedIn(null)).toBe(false)
  })

  it("customer-data requests need login, then authorization, with the platform's messages", () => {
    expect(UNAUTHENTICATED).toBe('Unauthenticated, requires login')
    expect(UNAUTHORIZED).toBe('Unauthorized, requires login with OAuth or doc number')
    expect(() => requireAuthorized({})).toThrow(UNAUTHENTICATED)
    expect(() => requireAuthorized(auth(1))).toThrow(UNAUTHORIZED)
    expect(() => requireAuthorized(auth(2, false))).toThrow(UNAUTHORIZED)
    expect(requireAuthorized(auth(2))).toEqual({ id: 'c1', token: 't' })
  })

  it('parses stored sessions, flags corrupt ones, and never trusts a customer in the cookie', () => {
    expect(parseSession(null)).toBeNull()
    expect(parseSession('{not json')).toBe('corrupt')
    expect(parseSession('')).toBe('corrupt')
    expect(parseSession('[1]')).toBe('corrupt')
    expect(parseSession('{"auth":{"id":5}}')).toBe('corrupt')
    expect(parseSession(JSON.stringify({ ...auth(2), customer: { display_name: 'X' }, utm: { source: 'g' } }))).toEqual(
      { ...auth(2), utm: { source: 'g' } }
    )
  })

  it('drops a tracking field of the wrong type, keeping the login and the rest of the tracking', () => {
    const stored = { ...auth(2), referral: 5, utm: { source: 'g' }, coupon: 'C' }
    expect(parseSession(JSON.stringify(stored))).toEqual({ ...auth(2), utm: { source: 'g' }, coupon: 'C' })
    expect(parseSession(JSON.stringify({ ...auth(2), utm: 'google' }))).toEqual(auth(2))
    // The login itself unreadable: the whole session goes.
    expect(parseSession(JSON.stringify({ auth: { id: 'c1', level: 'x' }, referral: 5 }))).toBe('corrupt')
  })

  it('discards a corrupt stored customer', () => {
    expect(parseCustomer(null)).toBeNull()
    expect(parseCustomer('{oops')).toBeNull()
    expect(parseCustomer('{"pronoun":"z"}')).toBeNull()
    expect(parseCustomer('{"display_name":"Ana","extra":1}')).toEqual({ display_name: 'Ana', extra: 1 })
  })

  it('compares e-mails case-insensitively', () => {
    expect(sameEmail('Maria@Example.com ', 'maria@example.com')).toBe(true)
    expect(sameEmail('a@b.c', 'a@b.co')).toBe(false)
    expect(sameEmail(undefined, 'a@b.c')).toBe(false)
    expect(normalizeEmail('  MARIA@EXAMPLE.COM ')).toBe('maria@example.com')
  })

  it('shows the display name, else the given name', () => {
    expect(displayName({ display_name: 'Mari', name: { given_name: 'Maria' } })).toBe('Mari')
    expect(displayName({ name: { given_name: 'Maria' } })).toBe('Maria')
    expect(displayName(null)).toBe('')
  })
})
