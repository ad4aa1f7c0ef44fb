import { describe, expect, it } from 'vitest'
import { mergeTracking, trackingFromUrl } from '#core/passport/tracking'

describe('tracking from the URL', () => {
  it('reads utm source, medium, campaign, term, content, the referral and the coupon', () => {
    const url =
      'https://loja.test/p?utm_source=google&utm_medium=cpc&utm_campaign=verao&utm_term=camiseta&utm_content=a&ref=ana10&coupon=BEMVINDO10'
    expect(trackingFromUrl(url)).toEqual({
      utm: { source: 'google', medium: 'cpc', campaign: 'verao', term: 'camiseta', content: 'a' },
      referral: 'ana10',
      coupon: 'BEMVINDO10'
    })
    expect(trackingFromUrl('https://loja.test/?referral=x').referral).toBe('x')
  })

  it('keeps nothing from a plain, broken or hostile URL', () => {
    expect(trackingFromUrl('https://loja.test/')).toEqual({})
    expect(trackingFromUrl('not a url')).toEqual({})
    expect(trackingFromUrl(`https://loja.test/?utm_source=${'x'.repeat(201)}&coupon=%0Aa&ref=%20%20`)).toEqual({})
  })

  it('lets a new campaign replace the whole utm set, and keeps old values the URL lacks', () => {
    const stored = { utm: { source: 'a', medium: 'b' }, coupon: 'OLD', auth: { id: 'x', level: 1 } }
    expect(mergeTracking(stored, { utm: { source: 'n' } })).toEqual({
      utm: { source: 'n' },
      coupon: 'OLD',
      auth: { id: 'x', level: 1 }
    })
    expect(mergeTracking(stored, { referral: 'r' })).toEqual({ ...stored, referral: 'r' })
  })

  it('drops a value too long for the session cookie, measured as stored (percent-encoded)', () => {
    const long = 'é'.repeat(30) // 180 characters once encoded
    const t = trackingFromUrl(
      `https://loja.example/?utm_source=${encodeURIComponent(long)}&utm_medium=email&coupon=${'A'.repeat(151)}`
    )
    expect(t).toEqual({ utm: { medium: 'email' } })
    // Seven values at the limit keep the whole cookie well under the 4 KB browsers keep.
    const max = 'a'.repeat(150)
    const all = trackingFromUrl(
      `https://loja.example/?${['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'ref', 'coupon'].map((k) => `${k}=${max}`).join('&')}`
    )
    expect(encodeURIComponent(JSON.stringify(all)).length).toBeLessThan(1400)
  })
})
