import { describe, expect, it } from 'vitest'
import {
  chooseConsent,
  consent,
  CONSENT_COOKIE,
  CONSENT_KEY,
  googleConsent
} from '../../../../core/integrations/consent'
import { whenConsented } from '../../../../core/integrations/vendor-mount'
import { cookieToSet, readCookie } from '../../../../core/passport/cookie'

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
