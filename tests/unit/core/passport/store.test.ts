import { describe, expect, it, vi } from 'vitest'
import { PASSPORT_KEY } from '#core/passport/cookie'
import { themePassport } from '#core/passport/theme'
import { CUSTOMER_NOT_OBJECT } from '#core/schemas/customer'
import { answer, future, MARIA, setup } from './support'

const sessionCookie = (s: unknown) => ({ [PASSPORT_KEY]: encodeURIComponent(JSON.stringify(s)) })

describe('passport store', () => {
  it('starts logged out with an empty customer', () => {
    const { passport } = setup()
    expect(passport.checkLogin()).toBe(false)
    expect(passport.getCustomer()).toEqual({})
    expect(passport.$customer.get()).toBeNull()
  })

  it('a login stores the session in the cookie, the customer in localStorage, and emits login', () => {
    const { passport, doc, storage, events } = setup()
    expect(passport.setSession(answer(2))).toBe(true)
    expect([passport.checkLogin(), passport.checkAuthorization(), passport.checkVerification()]).toEqual([
      true,
      true,
      false
    ])
    expect(events).toEqual(['passport:login'])
    const write = doc.writes.at(-1)!
    expect(write).toMatch(/^ecomPassportClient=.+; Max-Age=518400; Path=\/; SameSite=Strict$/)
    const stored = JSON.parse(decodeURIComponent(doc.jar.get(PASSPORT_KEY)!))
    expect(stored.auth.id).toBe(MARIA)
    expect(stored.customer).toBeUndefined() // the customer is not in the cookie
    expect(JSON.parse(storage.map.get(PASSPORT_KEY)!)).toMatchObject({ _id: MARIA, display_name: 'Maria' })
    expect(passport.getCustomer().display_name).toBe('Maria')
  })

  it("one odd field in the platform's customer record does not block the login; only that field is dropped", () => {
    for (const odd of [{ birth_date: {} }, { pronoun: '' }, { phones: [{ country_code: 55, number: 11999 }] }]) {
      const { passport } = setup()
      expect(passport.setSession(answer(2, { display_name: 'Maria', ...odd }))).toBe(true)
      expect(passport.checkAuthorization()).toBe(true)
      expect(passport.getCustomer()).toEqual({ _id: MARIA, display_name: 'Maria' })
    }
  })

  it('an answer without a valid auth is still refused', () => {
    const { passport } = setup()
    expect(passport.setSession({ auth: { id: MARIA }, customer: { _id: MARIA } })).toBe(false)
    expect(passport.setSession('nope')).toBe(false)
    expect(passport.checkLogin()).toBe(false)
  })

  it('marks the cookie Secure on https', () => {
    const { passport, doc } = setup({ secure: true })
    passport.setSession(answer(3))
    expect(doc.writes.at(-1)).toMatch(/; Secure$/)
    expect(passport.checkVerification()).toBe(true)
  })

  it('refuses an answer that is not a session', () => {
    const { passport, events } = setup()
    expect(passport.setSession({ customer: {} })).toBe(false)
    expect(passport.setSession('x')).toBe(false)
    expect(passport.setSession({ auth: { id: 1, level: 2 } })).toBe(false)
    expect(events).toEqual([])
  })

  it('keeps what it knew of the same person under a masked level-1 answer', () => {
    const { passport } = setup()
    passport.setSession(answer(3, { display_name: 'Maria', doc_number: '123', main_email: 'maria@example.com' }))
    passport.setSession(answer(1, { display_name: 'Maria', main_email: 'm***@example.com' }))
    expect(passport.getCustomer()).toMatchObject({ doc_number: '123', main_email: 'm***@example.com' })
  })

  it('survives a reload: a new store reads the cookie and the stored customer', () => {
    const first = setup()
    first.passport.setSession(answer(2))
    const cookies = Object.fromEntries(first.doc.jar)
    const stored = Object.fromEntries(first.storage.map)
    const { passport, events } = setup({ cookies, stored })
    expect(passport.checkAuthorization()).toBe(true)
    expect(passport.getCustomer().display_name).toBe('Maria')
    expect(events).toEqual([])
  })

  it('setCustomer requires an object, merges it and emits change', () => {
    const { passport, events, storage } = setup()
    passport.setSession(answer(2))
    for (const bad of [null, undefined, 'x', 1, [], new Date()])
      expect(() => passport.setCustomer(bad)).toThrow(CUSTOMER_NOT_OBJECT)
    passport.setCustomer({ favorites: ['p1'] })
    expect(passport.getCustomer()).toMatchObject({ display_name: 'Maria', favorites: ['p1'] })
    expect(JSON.parse(storage.map.get(PASSPORT_KEY)!).favorites).toEqual(['p1'])
    expect(events).toEqual(['passport:login', 'passport:change'])
    expect(() => passport.setCustomer({ pronoun: 'z' })).toThrow(/Invalid customer: pronoun/)
  })

  it('logout clears session and customer, erases the cookie and the stored customer, and emits logout', () => {
    const { passport, doc, storage, events } = setup({ tracking: { coupon: 'X' } })
    passport.setSession(answer(3))
    passport.logout()
    expect(passport.checkLogin()).toBe(false)
    expect(passport.getSession()).toEqual({})
    expect(passport.getCustomer()).toEqual({})
    expect(doc.writes.at(-1)).toBe('ecomPassportClient=; Max-Age=0; Path=/; SameSite=Strict')
    expect(doc.jar.has(PASSPORT_KEY)).toBe(false)
    expect(storage.map.has(PASSPORT_KEY)).toBe(false)
    expect(events.at(-1)).toBe('passport:logout')
  })

  it('erases a corrupt cookie silently', () => {
    const warn = vi.spyOn(console, 'warn')
    const { passport, doc } = setup({ cookies: { [PASSPORT_KEY]: '%7Bnot-json' } })
    expect(passport.checkLogin()).toBe(false)
    expect(doc.jar.has(PASSPORT_KEY)).toBe(false)
    expect(doc.writes).toEqual(['ecomPassportClient=; Max-Age=0; Path=/; SameSite=Strict'])
    expect(warn).not.toHaveBeenCalled()
  })

  it('discards a corrupt stored customer silently, and one belonging to someone else', () => {
    const session = { auth: { id: MARIA, level: 2, token: { access_token: 't', expires: future() } } }
    const corrupt = setup({ cookies: sessionCookie(session), stored: { [PASSPORT_KEY]: '{broken' } })
    expect(corrupt.passport.checkAuthorization()).toBe(true)
    expect(corrupt.passport.getCustomer()).toEqual({})
    expect(corrupt.storage.map.has(PASSPORT_KEY)).toBe(false)
    const other = setup({
      cookies: sessionCookie(session),
      stored: { [PASSPORT_KEY]: JSON.stringify({ _id: 'someone-else', display_name: 'João' }) }
    })
    expect(other.passport.$customer.get()).toBeNull()
  })

  it('treats an expired token as logged out but keeps the tracking', () => {
    const session = {
      auth: { id: MARIA, level: 3, token: { access_token: 't', expires: '2000-01-01T00:00:00Z' } },
      coupon: 'C'
    }
    const { passport } = setup({ cookies: sessionCookie(session) })
    expect(passport.checkLogin()).toBe(false)
    expect(passport.getSession()).toEqual({ coupon: 'C' })
  })

  it('treats a token whose expiry is not a date as expired', () => {
    const session = { auth: { id: MARIA, level: 2, token: { access_token: 't', expires: 'garbage' } }, coupon: 'C' }
    const { passport } = setup({ cookies: sessionCookie(session) })
    expect(passport.checkLogin()).toBe(false)
    expect(passport.getSession()).toEqual({ coupon: 'C' })
  })

  it('keeps this visit tracking in the session, through a login', () => {
    const { passport, doc } = setup({ tracking: { utm: { source: 'news' }, coupon: 'BEMVINDO10' } })
    expect(JSON.parse(decodeURIComponent(doc.jar.get(PASSPORT_KEY)!))).toEqual({
      utm: { source: 'news' },
      coupon: 'BEMVINDO10'
    })
    passport.setSession(answer(2))
    expect(passport.getSession()).toMatchObject({ utm: { source: 'news' }, coupon: 'BEMVINDO10', auth: { id: MARIA } })
  })

  it("credentials() gives the platform's messages, then the auth headers", () => {
    const { passport } = setup()
    expect(() => passport.credentials()).toThrow('Unauthenticated, requires login')
    passport.setSession(answer(1))
    expect(() => passport.credentials()).toThrow('Unauthorized, requires login with OAuth or doc number')
    passport.setSession(answer(2))
    expect(passport.credentials()).toEqual({ id: MARIA, token: 'tok' })
  })

  it('mirrors its events to window as ecom:passport:*', () => {
    const { passport, target } = setup()
    const seen: string[] = []
    for (const n of ['login', 'change', 'logout']) target.addEventListener(`ecom:passport:${n}`, () => seen.push(n))
    passport.setSession(answer(2))
    passport.setCustomer({ display_name: 'Mari' })
    passport.logout()
    expect(seen).toEqual(['login', 'change', 'logout'])
  })

  it('follows another tab logging in and out', () => {
    const win = new EventTarget()
    const shared = setup()
    const tab = setup({ win: win as unknown as Window })
    shared.passport.setSession(answer(2))
    // The browser shares cookies and storage between tabs; the storage event tells this one.
    for (const [k, v] of shared.doc.jar) tab.doc.jar.set(k, v)
    for (const [k, v] of shared.storage.map) tab.storage.map.set(k, v)
    win.dispatchEvent(Object.assign(new Event('storage'), { key: PASSPORT_KEY }))
    expect(tab.passport.checkLogin()).toBe(true)
    expect(tab.events).toContain('passport:login')
    tab.doc.jar.clear()
    tab.storage.map.clear()
    win.dispatchEvent(Object.assign(new Event('storage'), { key: PASSPORT_KEY }))
    expect(tab.passport.checkLogin()).toBe(false)
    expect(tab.events.at(-1)).toBe('passport:logout')
  })

  it("takes a refusal that comes after another tab's logout for that logout, not an expiry", () => {
    const tab = setup()
    tab.passport.setSession(answer(2))
    tab.doc.jar.clear() // the other tab logged out; the platform now refuses the token this tab still holds
    tab.storage.map.clear()
    tab.passport.endSession()
    expect(tab.events.at(-1)).toBe('passport:logout')
    expect(tab.passport.$ended.get()).toBeNull()
    expect(tab.storage.map.size).toBe(0)
  })

  it("never writes its session back over another tab's logout that it has not heard of yet", () => {
    const win = new EventTarget()
    const tab = setup({ win: win as unknown as Window })
    tab.passport.setSession(answer(2))
    // The other tab logs out: the shared cookie and record go; this tab's storage event is still on its way.
    tab.doc.jar.clear()
    tab.storage.map.clear()
    // A cart sync that answered meanwhile patches the session: nothing is written back.
    tab.passport.updateSession({ cart_sig: 'abc' })
    expect(tab.doc.jar.size).toBe(0)
    win.dispatchEvent(Object.assign(new Event('storage'), { key: PASSPORT_KEY }))
    expect(tab.passport.checkLogin()).toBe(false)
    expect(tab.events.at(-1)).toBe('passport:logout')
    // Its own session is patched as before, and a refusal of its own token is an expiry.
    tab.passport.setSession(answer(2))
    tab.passport.endSession()
    expect(tab.events.at(-1)).toBe('passport:expire')
    // Its own session is patched as before.
    tab.passport.setSession(answer(2))
    tab.passport.updateSession({ cart_sig: 'def' })
    expect(tab.passport.getSession().cart_sig).toBe('def')
    expect(decodeURIComponent(tab.doc.jar.get(PASSPORT_KEY) ?? '')).toContain('"cart_sig":"def"')
  })
})

// Theme scripts get the store's own session and customer: an edit in place must fail loudly (test files are modules,
// so strict mode: a TypeError), never change what the store, the next read or the cookie hold.
describe('passport store: snapshots are frozen', () => {
  const edits = (value: object, edit: (v: Record<string, never>) => void) => () => edit(value as never)

  it('getCustomer and getSession, nested parts included, through the theme handle too', () => {
    const { passport, doc } = setup()
    passport.setSession(answer(2, { display_name: 'Maria', phones: [{ number: '11999990000' }] }))
    const theme = themePassport(passport)
    const customer = theme.getCustomer()
    const session = theme.getSession()
    expect(edits(customer, (c) => void (c.display_name = 'Eve' as never))).toThrow(TypeError)
    expect(edits(customer, (c) => void (c.phones as never as unknown[]).push({ number: '0' }))).toThrow(TypeError)
    expect(edits(session, (s) => void delete s.auth)).toThrow(TypeError)
    expect(edits(session.auth!, (a) => void (a.id = 'someone' as never))).toThrow(TypeError)
    expect(edits(session.auth!.token!, (t) => void (t.expires = 'never' as never))).toThrow(TypeError)
    expect(passport.getCustomer()).toMatchObject({ display_name: 'Maria', phones: [{ number: '11999990000' }] })
    expect(passport.getSession().auth?.id).toBe(MARIA)
    expect(doc.cookie).toContain(MARIA)
  })

  it('the empty customer of a visitor, the session read from the cookie, and what setCustomer returns', () => {
    const visitor = setup().passport
    expect(edits(visitor.getCustomer(), (c) => void (c.display_name = 'Eve' as never))).toThrow(TypeError)
    expect(visitor.getCustomer()).toEqual({})

    const { auth } = answer(2)
    const { passport } = setup({ cookies: sessionCookie({ auth, utm: { source: 'news' } }) })
    expect(edits(passport.getSession().utm!, (u) => void (u.source = 'other' as never))).toThrow(TypeError)
    const saved = passport.setCustomer({ favorites: ['p1'] })
    expect(edits(saved.favorites!, (f) => void (f as never as string[]).push('p2'))).toThrow(TypeError)
    expect(passport.getCustomer().favorites).toEqual(['p1'])
  })

  it('the customer in login and change events', () => {
    const { passport, bus } = setup()
    const seen: object[] = []
    bus.on('passport:login', ({ customer }) => void seen.push(customer))
    bus.on('passport:change', ({ customer }) => void seen.push(customer))
    passport.setSession(answer(2))
    passport.setCustomer({ display_name: 'Maria S.' })
    expect(seen).toHaveLength(2)
    for (const customer of seen) expect(Object.isFrozen(customer)).toBe(true)
  })

  it("what another tab's login brings in", () => {
    const win = new EventTarget()
    const shared = setup()
    const tab = setup({ win: win as unknown as Window })
    shared.passport.setSession(answer(2))
    for (const [k, v] of shared.doc.jar) tab.doc.jar.set(k, v)
    for (const [k, v] of shared.storage.map) tab.storage.map.set(k, v)
    win.dispatchEvent(Object.assign(new Event('storage'), { key: PASSPORT_KEY }))
    expect(tab.passport.checkLogin()).toBe(true)
    expect(Object.isFrozen(tab.passport.getSession().auth)).toBe(true)
    expect(Object.isFrozen(tab.passport.getCustomer())).toBe(true)
  })
})
