import { describe, expect, it } from 'vitest'
import { countryCodeLength, parsePhone } from '#core/parse'

describe('parsePhone', () => {
  it('reads a two-digit country code (Brazil)', () => {
    expect(parsePhone('+55 (31) 99999-8888')).toEqual({ country_code: 55, number: '31999998888' })
  })

  it('reads one-digit codes 1 and 7', () => {
    expect(parsePhone('+1 415 555 2671')).toEqual({ country_code: 1, number: '4155552671' })
    expect(parsePhone('+7 495 123-45-67')).toEqual({ country_code: 7, number: '4951234567' })
  })

  it('reads three-digit codes', () => {
    expect(parsePhone('+351 912 345 678')).toEqual({ country_code: 351, number: '912345678' })
    expect(parsePhone('+420 601 123 456')).toEqual({ country_code: 420, number: '601123456' })
    expect(parsePhone('+971 50 123 4567')).toEqual({ country_code: 971, number: '501234567' })
    expect(parsePhone('+880 1712 345678')).toEqual({ country_code: 880, number: '1712345678' })
  })

  it('keeps other two-digit codes two digits long', () => {
    expect(parsePhone('+44 20 7946 0958')).toEqual({ country_code: 44, number: '2079460958' })
    expect(parsePhone('+27 21 123 4567')?.country_code).toBe(27)
    expect(parsePhone('+98 21 1234 5678')?.country_code).toBe(98)
  })

  it('accepts a + before any digit, after spaces or an opening bracket', () => {
    expect(parsePhone('  +55 31 3333-4444')).toEqual({ country_code: 55, number: '3133334444' })
    expect(parsePhone('(+55) 31 3333-4444')).toEqual({ country_code: 55, number: '3133334444' })
  })

  it('ignores a + that is not leading', () => {
    expect(parsePhone('31 +3333-4444')).toEqual({ number: '3133334444' })
  })

  it('without + the digits are the number and country_code is absent', () => {
    const phone = parsePhone('(31) 99999-8888')
    expect(phone).toEqual({ number: '31999998888' })
    expect(phone && 'country_code' in phone).toBe(false)
  })

  it('returns null for empty, garbage and non-strings', () => {
    for (const text of ['', '   ', 'abc', '+', '+-()', 'phone: none']) expect(parsePhone(text)).toBeNull()
    expect(parsePhone(undefined)).toBeNull()
    expect(parsePhone(null)).toBeNull()
    expect(parsePhone(5531999998888)).toBeNull()
  })

  it('returns null when a + has no subscriber number after its country code', () => {
    expect(parsePhone('+1')).toBeNull()
    expect(parsePhone('+55')).toBeNull()
    expect(parsePhone('+351')).toBeNull()
    expect(parsePhone('+35')).toBeNull()
  })

  it('returns null when the digits after + start with 0 (no country code does)', () => {
    expect(parsePhone('+0 123 4567')).toBeNull()
  })
})

describe('countryCodeLength', () => {
  it('covers every E.164 zone', () => {
    expect(countryCodeLength('')).toBe(0)
    expect(countryCodeLength('0')).toBe(0)
    expect(countryCodeLength('1')).toBe(1)
    expect(countryCodeLength('7')).toBe(1)
    for (const two of [
      '20',
      '27',
      '30',
      '34',
      '36',
      '39',
      '41',
      '49',
      '51',
      '58',
      '60',
      '66',
      '81',
      '86',
      '90',
      '95',
      '98'
    ]) {
      expect(countryCodeLength(two + '0000'), two).toBe(2)
    }
    for (const three of [
      '212',
      '244',
      '290',
      '351',
      '372',
      '385',
      '420',
      '502',
      '598',
      '670',
      '685',
      '692',
      '800',
      '852',
      '886',
      '960',
      '972',
      '995'
    ]) {
      expect(countryCodeLength(three + '0000'), three).toBe(3)
    }
  })
})
