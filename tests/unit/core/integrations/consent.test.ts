import { afterEach, describe, expect, it, vi } from 'vitest'
import { chooseConsent, consent, CONSENT_COOKIE, CONSENT_KEY, googleConsent } from '#core/integrations/consent'
import { whenConsented } from '#core/integrations/vendor-mount'
import { cookieToSet, readCookie } from '#core/passport/cookie'

describe('consent', () => {
  it('maps a choice to Google Consent Mode v2, all denied before any choice', () => {
    expect(googleConsent(null)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied'
    })
    expect(googleConsent({ analytics: true, ads: false, functional: true, at: 0 })).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied'
    })
  })

  it('remembers the choice, refuses missing purposes, and releases only the purposes granted', async () => {
    let ads = false
    let functional = false
    void whenConsented('ads').then(() => (ads = true))
    void whenConsented('functional').then(() => (functional = true))
    const seen: unknown[] = []
    const stop = consent.listen((c) => seen.push(c))
    chooseConsent({ functional: true })
    await Promise.resolve()
    expect(functional).toBe(true)
    expect(ads).toBe(false)
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY)!)).toMatchObject({
      analytics: false,
      ads: false,
      functional: true
    })
    expect(seen).toHaveLength(1)
    stop()
    chooseConsent({ analytics: true, ads: true, functional: true })
    await Promise.resolve()
    expect(ads).toBe(true)
    expect(seen).toHaveLength(1)
  })

  it('leaves a cookie that only says a choice was made, for a theme that renders the banner on the server', () => {
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`
    chooseConsent({ analytics: true })
    expect(readCookie(document.cookie, CONSENT_COOKIE)).toBe('1')
  })

  it('writes that cookie for a year, SameSite=Lax (sent when the shopper arrives from a link), Secure on https', () => {
    expect(cookieToSet('1', { secure: true, name: CONSENT_COOKIE, maxAge: 31_536_000, sameSite: 'Lax' })).toBe(
      'vitrineConsent=1; Max-Age=31536000; Path=/; SameSite=Lax; Secure'
    )
  })
})

describe('consent: nothing on import, followed once the integrations start', () => {
  const stored = (c: object) =>
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ ads: false, functional: false, at: 1, ...c }))
  afterEach(() => {
    localStorage.removeItem(CONSENT_KEY)
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`
    vi.restoreAllMocks()
  })

  it('importing it writes no cookie and adds no listener; followConsent renews the cookie and follows other tabs', async () => {
    stored({ analytics: true })
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`
    const listen = vi.spyOn(window, 'addEventListener')
    vi.resetModules()
    const fresh = await import('#core/integrations/consent')
    expect(listen).not.toHaveBeenCalled()
    expect(readCookie(document.cookie, CONSENT_COOKIE)).toBeNull()
    // Read on first use: the stored choice, without writing anything.
    expect(fresh.consent.get()).toMatchObject({ analytics: true, ads: false })
    expect(readCookie(document.cookie, CONSENT_COOKIE)).toBeNull()

    fresh.followConsent()
    expect(readCookie(document.cookie, CONSENT_COOKIE)).toBe('1')
    const seen = vi.fn()
    fresh.consent.listen(seen)
    stored({ analytics: true, ads: true })
    dispatchEvent(new StorageEvent('storage', { key: CONSENT_KEY }))
    expect(seen).toHaveBeenCalledWith(expect.objectContaining({ ads: true }))
    expect(listen.mock.calls.map((c) => c[0])).toEqual(['storage'])
  })

  it('a shopper who has not chosen gets no cookie', async () => {
    vi.resetModules()
    const fresh = await import('#core/integrations/consent')
    fresh.followConsent()
    expect(fresh.consent.get()).toBeNull()
    expect(readCookie(document.cookie, CONSENT_COOKIE)).toBeNull()
  })
})
