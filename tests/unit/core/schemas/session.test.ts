import { describe, expect, it } from 'vitest'
import { Session } from '#core/schemas/session'

describe('Session schema', () => {
  it('accepts a logged-in session with token, customer and tracking', () => {
    const session = Session.parse({
      auth: { id: 'c1', level: 3, token: { access_token: 'abc', expires: '2030-01-01T00:00:00.000Z' } },
      customer: { _id: 'c1', display_name: 'Ana' },
      utm: { source: 'google', medium: 'cpc', campaign: 'natal', term: 'tenis', content: 'banner' },
      referral: 'amigo10',
      coupon: 'BEMVINDO',
      session_id: 'kept'
    })
    expect(session.auth?.token?.access_token).toBe('abc')
    expect(session.customer?.display_name).toBe('Ana')
    expect(session.utm?.campaign).toBe('natal')
    expect(session['session_id']).toBe('kept')
  })

  it('accepts a logged-out session, empty or with tracking only', () => {
    expect(Session.safeParse({}).success).toBe(true)
    expect(Session.safeParse({ utm: { source: 'newsletter' }, coupon: 'X' }).success).toBe(true)
  })

  it('accepts auth without a token', () => {
    expect(Session.safeParse({ auth: { id: 'c1', level: 1 } }).success).toBe(true)
  })

  it('refuses malformed auth and tracking', () => {
    expect(Session.safeParse({ auth: { level: 2 } }).success).toBe(false)
    expect(Session.safeParse({ auth: { id: 'c1', level: '2' } }).success).toBe(false)
    expect(Session.safeParse({ auth: { id: 'c1', level: 2, token: { access_token: 'abc' } } }).success).toBe(false)
    expect(Session.safeParse({ utm: { source: 1 } }).success).toBe(false)
    expect(Session.safeParse({ customer: { pronoun: 'y' } }).success).toBe(false)
    expect(Session.safeParse('{"auth":{}}').success).toBe(false)
  })
})
