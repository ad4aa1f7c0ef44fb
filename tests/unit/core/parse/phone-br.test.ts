import { isValidLandlinePhone, isValidMobilePhone } from '@brazilian-utils/brazilian-utils'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { phoneFrom } from '#core/account/phone-rules'
import { hashUser } from '#core/integrations/user-data'
import { whatsappLink, whatsappNumber } from '#widgets/whatsapp/whatsapp'
import { BR_AREA_CODES } from '#core/parse/br-area-codes'
import { internationalDigits, readPhone } from '#core/parse/phone'

const br = (number: string) => ({ country_code: 55, number })

describe("ANATEL's area codes", () => {
  it('holds the 67 assigned codes and none of the unassigned ones', () => {
    expect(BR_AREA_CODES.size).toBe(67)
    for (const code of [11, 21, 27, 31, 41, 47, 51, 55, 61, 63, 68, 71, 79, 81, 89, 91, 96, 99])
      expect(BR_AREA_CODES.has(code), String(code)).toBe(true)
    for (const code of [10, 20, 23, 25, 26, 29, 30, 36, 39, 40, 50, 52, 56, 57, 58, 59, 60, 70, 72, 76, 78, 80, 90])
      expect(BR_AREA_CODES.has(code), String(code)).toBe(false)
  })
  it('refuses a number with an unassigned area code', () => {
    for (const code of [23, 25, 26, 29, 36, 39, 52, 56, 57, 58, 59, 72, 76, 78]) {
      expect(phoneFrom(`(${code}) 98765-4321`), String(code)).toBeNull()
      expect(phoneFrom(`(${code}) 3333-4444`), String(code)).toBeNull()
    }
  })
})

describe('the one phone rule', () => {
  it('a mobile is 9 + 8 digits; an 8-digit mobile without its 9 is refused', () => {
    expect(phoneFrom('(11) 98765-4321')).toEqual(br('11987654321'))
    expect(phoneFrom('(11) 8765-4321')).toBeNull()
    expect(phoneFrom('(11) 6765-4321')).toBeNull()
    expect(phoneFrom('(11) 88765-4321')).toBeNull()
  })
  it('a landline starts 2 to 5; 8 digits starting 0 or 1 are refused', () => {
    expect(phoneFrom('(31) 2222-3333')).toEqual(br('3122223333'))
    expect(phoneFrom('(31) 5222-3333')).toEqual(br('3152223333'))
    expect(phoneFrom('(31) 0222-3333')).toBeNull()
    expect(phoneFrom('(31) 1222-3333')).toBeNull()
  })
  it('reads +55, 55 and 0055 as the country code', () => {
    expect(phoneFrom('+55 11 98765-4321')).toEqual(br('11987654321'))
    expect(phoneFrom('5511987654321')).toEqual(br('11987654321'))
    expect(phoneFrom('55 11 98765-4321')).toEqual(br('11987654321'))
    expect(phoneFrom('0055 11 98765-4321')).toEqual(br('11987654321'))
    expect(phoneFrom('00 55 11 3333-4444')).toEqual(br('1133334444'))
    expect(phoneFrom('551133334444')).toEqual(br('1133334444'))
  })
  it('keeps area code 55 (Rio Grande do Sul) a national number', () => {
    expect(phoneFrom('(55) 99123-4567')).toEqual(br('55991234567'))
    expect(phoneFrom('(55) 3222-1234')).toEqual(br('5532221234'))
    expect(phoneFrom('55 55 99123-4567')).toEqual(br('55991234567'))
  })
  it('accepts the trunk 0 as before', () => {
    expect(phoneFrom('(011) 98765-4321')).toEqual(br('11987654321'))
    expect(phoneFrom('+55 (011) 98765-4321')).toEqual(br('11987654321'))
    expect(phoneFrom('0055 (011) 98765-4321')).toEqual(br('11987654321'))
    expect(phoneFrom('(0) 99999-8888')).toBeNull()
  })
  it('another country keeps its own code and needs 6 digits', () => {
    expect(phoneFrom('+351 912 345 678')).toEqual({ country_code: 351, number: '912345678' })
    expect(phoneFrom('+1 415 555 2671')).toEqual({ country_code: 1, number: '4155552671' })
    expect(phoneFrom('+351 12345')).toBeNull()
  })
  it('a number written without + belongs to the default country given', () => {
    expect(readPhone('415 555 2671', 1)).toEqual({ country_code: 1, number: '4155552671' })
  })
})

describe('WhatsApp digits and the hashed phone never double the country code', () => {
  it('a data-phone holding the digits of a wa.me link gives the same link', () => {
    expect(whatsappNumber('5511987654321')).toBe('5511987654321')
    expect(whatsappLink(whatsappNumber('5511987654321')!)).toBe('https://wa.me/5511987654321')
    expect(whatsappNumber('+55 11 98765-4321')).toBe('5511987654321')
    expect(whatsappNumber('0055 11 98765-4321')).toBe('5511987654321')
    expect(whatsappNumber('(11) 98765-4321')).toBe('5511987654321')
    expect(whatsappNumber('(011) 98765-4321')).toBe('5511987654321')
    expect(whatsappNumber('(23) 98765-4321')).toBeNull()
  })
  it('hashes the same digits whichever way the phone was written', async () => {
    const a = await hashUser({ phone: '5511987654321' })
    const b = await hashUser({ phone: '(11) 98765-4321' })
    const c = await hashUser({ phone: '+55 11 98765-4321' })
    expect(a.phone).toBeTruthy()
    expect(a).toEqual(b)
    expect(a).toEqual(c)
    expect(internationalDigits('5511987654321')).toBe('5511987654321')
  })
})

// The same random numbers through our rule and @brazilian-utils/brazilian-utils 2.4, which uses the same area-code
// table and reads the same "55" and "0055" prefixes. It is wider on two points where ANATEL's plan is ours: it still
// takes 11-digit numbers starting 6, 7 or 8 after the area code (ours: a mobile is 9 + 8 digits) and landlines
// starting 6 (ours: 2 to 5). Apart from those, a number is ours exactly when it is theirs.
describe('against @brazilian-utils/brazilian-utils on random numbers', () => {
  it('agrees on 10- and 11-digit numbers, bare or after +55, 55 or 0055', () => {
    const digits = (n: number) => fc.array(fc.constantFrom(...'0123456789'), { minLength: n, maxLength: n })
    fc.assert(
      fc.property(
        fc.oneof(digits(8), digits(9)),
        fc.integer({ min: 10, max: 99 }),
        fc.constantFrom('', '55', '0055', '+55 '),
        (rest, ddd, prefix) => {
          const number = `${ddd}${rest.join('')}`
          const text = prefix + number
          const first = number[2]!
          const planned = number.length === 11 ? first === '9' : '2345'.includes(first)
          const theirs = number.length === 11 ? isValidMobilePhone(text) : isValidLandlinePhone(text)
          expect(phoneFrom(text) !== null, text).toBe(theirs && planned)
          if (theirs && planned) expect(phoneFrom(text)).toEqual(br(number))
        }
      ),
      { numRuns: 4000 }
    )
  })
})
