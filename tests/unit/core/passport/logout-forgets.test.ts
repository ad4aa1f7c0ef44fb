import { describe, expect, it } from 'vitest'
import { PASSPORT_KEY } from '#core/passport/cookie'
import { CUSTOMER_KEYS, LAST_ORDER_KEY, ZIP_KEY } from '#core/passport/session-data'
import { answer, memoryStorage, setup } from './support'

// A logout, in this tab or another, takes every stored customer value with it (core/passport/session-data.ts); a
// session that ends without one keeps the shopper's work for their next login.

const sessionKeys = CUSTOMER_KEYS.filter((k) => k.area === 's').map((k) => k.key)
const tabData = () => memoryStorage(Object.fromEntries([...sessionKeys, 'vitrinePayments'].map((k) => [k, 'x'])))

describe('the passport store forgets the customer data', () => {
  it('at a logout in this tab: every listed key, nothing else', () => {
    const sessionData = tabData()
    const { passport } = setup({ sessionData })
    passport.setSession(answer(2))
    passport.logout()
    expect([...sessionData.map.keys()]).toEqual(['vitrinePayments'])
  })

  it('at a logout in another tab, which this tab follows', () => {
    const win = new EventTarget()
    const sessionData = tabData()
    const shared = setup()
    const tab = setup({ win: win as unknown as Window, sessionData })
    shared.passport.setSession(answer(2))
    for (const [k, v] of shared.doc.jar) tab.doc.jar.set(k, v)
    for (const [k, v] of shared.storage.map) tab.storage.map.set(k, v)
    win.dispatchEvent(Object.assign(new Event('storage'), { key: PASSPORT_KEY }))
    tab.doc.jar.clear()
    tab.storage.map.clear()
    win.dispatchEvent(Object.assign(new Event('storage'), { key: PASSPORT_KEY }))
    expect(tab.events.at(-1)).toBe('passport:logout')
    expect([...sessionData.map.keys()]).toEqual(['vitrinePayments'])
  })

  it("at a session's end: what was bought goes, the checkout's work and the CEP stay", () => {
    const sessionData = tabData()
    const { passport } = setup({ sessionData })
    passport.setSession(answer(2))
    passport.endSession()
    expect(sessionData.map.has(LAST_ORDER_KEY)).toBe(false)
    expect(sessionData.map.has(ZIP_KEY)).toBe(true)
    expect(sessionData.map.has('vitrineCheckoutDraft')).toBe(true)
  })

  it('erases the cookie before the record, so a tab reading the removal finds the session over', () => {
    const { passport, doc, storage } = setup()
    passport.setSession(answer(2))
    let cookieAtRemoval = 'not removed'
    const remove = storage.removeItem
    storage.removeItem = (k: string) => {
      if (k === PASSPORT_KEY && cookieAtRemoval === 'not removed') cookieAtRemoval = doc.cookie
      remove(k)
    }
    passport.logout()
    expect(cookieAtRemoval).not.toContain(PASSPORT_KEY)
  })
})
