import { describe, expect, it } from 'vitest'
import { chooseConsent, consent, CONSENT_KEY, googleConsent, whenConsented } from '../../../../core/page/consent'

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
})
