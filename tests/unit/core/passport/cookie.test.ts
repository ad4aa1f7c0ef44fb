import { describe, expect, it } from 'vitest'
import { COOKIE_MAX_AGE, cookieToErase, cookieToSet, PASSPORT_KEY, readCookie } from '#core/passport/cookie'

describe('session cookie', () => {
  it('is ecomPassportClient, 6 days, path /, SameSite=Strict, JSON encoded', () => {
    expect(PASSPORT_KEY).toBe('ecomPassportClient')
    expect(COOKIE_MAX_AGE).toBe(6 * 24 * 3600)
    const set = cookieToSet('{"a":1}', { secure: false })
    expect(set).toBe(`ecomPassportClient=${encodeURIComponent('{"a":1}')}; Max-Age=518400; Path=/; SameSite=Strict`)
    expect(set).not.toContain('Secure')
  })

  it('adds Secure on https pages', () => {
    expect(cookieToSet('{}', { secure: true })).toMatch(/; Secure$/)
    expect(cookieToErase({ secure: true })).toBe('ecomPassportClient=; Max-Age=0; Path=/; SameSite=Strict; Secure')
  })

  it('without an expiry for a flag kept until the browser session ends', () => {
    expect(cookieToSet('1', { secure: false, name: 'flag', maxAge: 'browser' })).toBe('flag=1; Path=/; SameSite=Strict')
  })

  it('reads its own cookie among others, decoded', () => {
    const value = encodeURIComponent('{"auth":{"id":"x"}}')
    expect(readCookie(`a=1; ecomPassportClient=${value}; b=2`)).toBe('{"auth":{"id":"x"}}')
    expect(readCookie('a=1; xecomPassportClient=2')).toBeNull()
    expect(readCookie('')).toBeNull()
  })

  it('gives an empty (corrupt) value for a broken escape instead of throwing', () => {
    expect(readCookie('ecomPassportClient=%E0%A4%A')).toBe('')
  })
})
