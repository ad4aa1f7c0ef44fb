import { describe, expect, it } from 'vitest'
import { isZip, maskZip, rememberZip, zipCode, zipDigits } from '#core/shipping/zip'

describe('shopper CEP', () => {
  it('masks and validates', () => {
    expect(zipDigits('01310-100 ')).toBe('01310100')
    expect(maskZip('0131010')).toBe('01310-10')
    expect(maskZip('013')).toBe('013')
    expect(isZip('01310100')).toBe(true)
    expect(isZip('0131010')).toBe(false)
  })

  it('remembers only a valid CEP, for the session', () => {
    rememberZip('123')
    expect(zipCode.get()).toBe('')
    rememberZip('20040-020')
    expect(zipCode.get()).toBe('20040020')
    expect(sessionStorage.getItem('vitrineZip')).toBe('20040020')
  })
})
