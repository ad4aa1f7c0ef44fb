import { afterEach, describe, expect, it, vi } from 'vitest'
import { PASSPORT_KEY } from '#core/passport/cookie'
import { SESSION_ENDED_KEY } from '#core/passport/store'
import { answer, MARIA, setup } from './support'

// A session that ends (token expired, or refused by the platform) is not a logout: the shopper did not ask to leave,
// so what they were doing is kept for them; a logout takes everything.

const sessionCookie = (s: unknown) => ({ [PASSPORT_KEY]: encodeURIComponent(JSON.stringify(s)) })
const storageEvent = () => Object.assign(new Event('storage'), { key: PASSPORT_KEY })

afterEach(() => vi.useRealTimers())

describe('session ended vs logout', () => {
  it('an ended session drops the login and the record, keeps the tracking, names its customer and emits expire', () => {
    const { passport, storage, events } = setup({ tracking: { coupon: 'C' } })
    passport.setSession(answer(2))
    passport.endSession()
    expect(passport.checkLogin()).toBe(false)
    expect(passport.getSession()).toEqual({ coupon: 'C' })
    expect(passport.$customer.get()).toBeNull()
    expect(storage.map.has(PASSPORT_KEY)).toBe(false)
    expect(passport.$ended.get()).toBe(MARIA)
    expect(storage.map.get(SESSION_ENDED_KEY)).toBe(MARIA)
    expect(events).toEqual(['passport:login', 'passport:expire'])
  })

  it('a logout is not an ended session: nothing is kept for anyone, and logout is emitted', () => {
    const { passport, storage, events } = setup()
    passport.setSession(answer(2))
    passport.endSession()
    passport.setSession(answer(2))
    expect(passport.$ended.get()).toBeNull()
    expect(storage.map.has(SESSION_ENDED_KEY)).toBe(false)
    passport.logout()
    expect(passport.$ended.get()).toBeNull()
    expect(storage.map.has(SESSION_ENDED_KEY)).toBe(false)
    expect(events).toEqual(['passport:login', 'passport:expire', 'passport:login', 'passport:logout'])
  })

  it('an ended session stays ended until a login or a logout; ending it twice emits once', () => {
    const { passport, events } = setup()
    passport.endSession()
    expect(events).toEqual([])
    passport.setSession(answer(2))
    passport.endSession()
    passport.endSession()
    expect(events.filter((e) => e === 'passport:expire')).toHaveLength(1)
    passport.logout()
    expect(passport.$ended.get()).toBeNull()
  })

  it('a token found expired when the page opens ended that session: it is named, not taken for a logout', () => {
    const expired = { auth: { id: MARIA, level: 2, token: { access_token: 't', expires: '2000-01-01T00:00:00Z' } } }
    const { passport, storage } = setup({ cookies: sessionCookie(expired) })
    expect(passport.checkLogin()).toBe(false)
    expect(passport.$ended.get()).toBe(MARIA)
    expect(storage.map.get(SESSION_ENDED_KEY)).toBe(MARIA)
    // The next page view still knows it.
    const next = setup({ stored: Object.fromEntries(storage.map) })
    expect(next.passport.$ended.get()).toBe(MARIA)
  })

  it('a stored mark that is not a customer id is ignored, and so is any mark while someone is logged in', () => {
    expect(setup({ stored: { [SESSION_ENDED_KEY]: '<x>' } }).passport.$ended.get()).toBeNull()
    const { passport } = setup({ stored: { [SESSION_ENDED_KEY]: MARIA } })
    expect(passport.$ended.get()).toBe(MARIA)
    passport.setSession(answer(2))
    expect(passport.$ended.get()).toBeNull()
  })

  it('a token whose time runs out while the page is open ends the session then', () => {
    vi.useFakeTimers()
    const { passport, events } = setup()
    const expires = new Date(Date.now() + 60 * 60_000).toISOString()
    passport.setSession({ ...answer(2), auth: { id: MARIA, level: 2, token: { access_token: 'tok', expires } } })
    vi.advanceTimersByTime(59 * 60_000)
    expect(passport.checkLogin()).toBe(true)
    vi.advanceTimersByTime(2 * 60_000)
    expect(passport.checkLogin()).toBe(false)
    expect(passport.$ended.get()).toBe(MARIA)
    expect(events.at(-1)).toBe('passport:expire')
  })

  it('a logout before the token runs out leaves nothing to end later', () => {
    vi.useFakeTimers()
    const { passport, events } = setup()
    passport.setSession(answer(2))
    passport.logout()
    vi.advanceTimersByTime(2 * 86_400_000)
    expect(events).toEqual(['passport:login', 'passport:logout'])
  })

  it('another tab: its ended session is an expire here, its logout a logout', () => {
    for (const how of ['endSession', 'logout'] as const) {
      const win = new EventTarget()
      const shared = setup()
      const tab = setup({ win: win as unknown as Window })
      shared.passport.setSession(answer(2))
      tab.passport.setSession(answer(2))
      shared.passport[how]()
      // The browser shares cookies and storage between tabs; the storage event tells this one.
      tab.doc.jar.clear()
      tab.storage.map.clear()
      for (const [k, v] of shared.doc.jar) tab.doc.jar.set(k, v)
      for (const [k, v] of shared.storage.map) tab.storage.map.set(k, v)
      win.dispatchEvent(storageEvent())
      expect(tab.passport.checkLogin()).toBe(false)
      expect(tab.events.at(-1)).toBe(how === 'endSession' ? 'passport:expire' : 'passport:logout')
      expect(tab.passport.$ended.get()).toBe(how === 'endSession' ? MARIA : null)
    }
  })
})
