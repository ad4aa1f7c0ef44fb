import { isValidCreditCard } from '@brazilian-utils/brazilian-utils'
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cardBrand, MAX_YEARS_AHEAD, validCardNumber, validCvv, validExpiry } from '#core/checkout/card'

/** A number starting with `prefix`, `length` digits long, with a right Luhn check digit. */
function card(prefix: string, length: number, fill = '0'): string {
  const body = prefix.padEnd(length - 1, fill)
  for (let d = 0; d < 10; d++) if (luhn(body + d)) return body + d
  throw new Error('unreachable')
}
function luhn(n: string): boolean {
  let sum = 0
  for (let i = 0; i < n.length; i++) {
    let x = Number(n[n.length - 1 - i])
    if (i % 2) x = x * 2 > 9 ? x * 2 - 9 : x * 2
    sum += x
  }
  return sum % 10 === 0
}

// The networks' BIN ranges and lengths, one fixed example per end of each range.
const BRANDS: [string, string, number[], number[]][] = [
  // brand, BINs, lengths it takes, lengths it refuses
  ['visa', '411111 453211 499999', [16, 18, 19], [13, 15, 17]],
  ['mastercard', '510000 559999 222100 272099 230000', [16], [15, 19]],
  ['amex', '340000 370000', [15], [14, 16]],
  ['diners', '300000 305999 360000 380000 390000 399999', [14, 16, 19], [13, 15]],
  [
    'elo',
    '401178 401179 431274 438935 451416 457393 457631 457632 504175 506699 506778 509000 509001 509999 627780 636297 636368 650031 650051 650405 650439 650485 650538 650541 650598 650700 650718 650720 650727 650901 650978 651652 651679 655000 655019 655021 655058',
    [16],
    [15, 19]
  ],
  ['hiper', '637095 637568 637599 637609 637612', [16], [15, 19]],
  ['hipercard', '606282 384100 384140 384160', [13, 16, 19], [15, 17]],
  ['maestro', '501800 630400 670300 560000 589999', [12, 13, 16, 19], [11]],
  ['discover', '601100 644000 649999', [16, 19], [15]],
  ['jcb', '352800 358999', [16, 19], [15]]
]

describe("brands and lengths by the networks' tables", () => {
  for (const [brand, bins, good, bad] of BRANDS)
    it(brand, () => {
      for (const bin of bins.split(' ')) {
        for (const n of good) {
          const number = card(bin, n)
          expect(cardBrand(number), `${number}`).toBe(brand)
          expect(validCardNumber(number), `${number} (${n} digits)`).toBe(true)
        }
        for (const n of bad) expect(validCardNumber(card(bin, n)), `${bin} with ${n} digits`).toBe(false)
        expect(cardBrand(bin), `${bin} as typed so far`).toBe(brand)
      }
    })

  it('2220xx is not Mastercard (its 2-series starts at 2221)', () => {
    expect(cardBrand('222000')).not.toBe('mastercard')
    expect(validCardNumber(card('222099', 16))).toBe(false)
    expect(cardBrand('222100')).toBe('mastercard')
  })
  it('a wrong Luhn digit, an unknown brand and garbage are refused', () => {
    const good = card('411111', 16)
    expect(validCardNumber(good.slice(0, -1) + ((Number(good.at(-1)) + 1) % 10))).toBe(false)
    expect(validCardNumber(card('999999', 16))).toBe(false)
    expect(cardBrand('9999')).toBe('unknown')
    expect(validCardNumber('')).toBe(false)
    expect(validCardNumber('4111 1111 1111 1111')).toBe(true)
  })
  it("the security code has the brand's size", () => {
    expect(validCvv('123', 'visa')).toBe(true)
    expect(validCvv('1234', 'visa')).toBe(false)
    expect(validCvv('123', 'amex')).toBe(false)
    expect(validCvv('1234', 'amex')).toBe(true)
    expect(validCvv('123', 'elo')).toBe(true)
    expect(validCvv('123', 'hiper')).toBe(true)
    expect(validCvv('12a', 'visa')).toBe(false)
    expect(validCvv('12', 'unknown')).toBe(false)
  })
})

describe("expiry in the shopper's own month, at most 20 years ahead", () => {
  const tz = process.env.TZ
  afterEach(() => {
    vi.useRealTimers()
    process.env.TZ = tz
  })
  it("a card of this month is valid until the month ends on the shopper's clock", () => {
    process.env.TZ = 'America/Sao_Paulo'
    // 22:00 on 30 November in Brasília is already December in UTC.
    vi.useFakeTimers({ now: new Date('2026-12-01T01:00:00Z') })
    expect(validExpiry('11/26')).toBe(true)
    expect(validExpiry('11/2026')).toBe(true)
    expect(validExpiry('10/26')).toBe(false)
    vi.setSystemTime(new Date('2026-12-01T03:30:00Z'))
    expect(validExpiry('11/26')).toBe(false)
    expect(validExpiry('12/26')).toBe(true)
  })
  it(`refuses more than ${MAX_YEARS_AHEAD} years ahead, a month 13 and garbage`, () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 23, 12) })
    expect(validExpiry('01/2046')).toBe(true)
    expect(validExpiry('12/46')).toBe(true)
    expect(validExpiry('01/2047')).toBe(false)
    expect(validExpiry('01/66')).toBe(false)
    expect(validExpiry('13/30')).toBe(false)
    expect(validExpiry('1/30')).toBe(true)
    expect(validExpiry('12/3')).toBe(false)
    expect(validExpiry('')).toBe(false)
  })
})

// Random numbers through our card rule and @brazilian-utils/brazilian-utils' (Luhn, 12 to 19 digits): a number we
// take always passes theirs, and a number of a known brand at one of its lengths is ours exactly when it is theirs.
describe('against @brazilian-utils/brazilian-utils on random numbers', () => {
  const digits = (min: number, max: number) =>
    fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((a) => a.join(''))
  it('never takes a number that fails Luhn or the length range', () => {
    fc.assert(
      fc.property(digits(10, 21), (n) => {
        if (validCardNumber(n)) expect(isValidCreditCard(n), n).toBe(true)
      }),
      { numRuns: 5000 }
    )
  })
  it('agrees on numbers of a brand at its lengths', () => {
    const branded = fc
      .tuple(
        fc.constantFrom(
          ...BRANDS.flatMap(([, bins, lengths]) => bins.split(' ').flatMap((b) => lengths.map((l) => [b, l] as const)))
        ),
        digits(19, 19),
        fc.boolean()
      )
      .map(([[bin, length], rest, fix]) => {
        const n = (bin + rest).slice(0, length)
        return fix ? card(n.slice(0, -1), length, '0') : n
      })
    fc.assert(
      fc.property(branded, (n) => {
        if (/^(\d)\1+$/.test(n)) return
        expect(validCardNumber(n), n).toBe(isValidCreditCard(n))
      }),
      { numRuns: 5000 }
    )
  })
  it('every BIN in the Elo ranges the networks assign is Elo', () => {
    const ranges: [number, number][] = [
      [509000, 509999],
      [650541, 650598],
      [650700, 650718],
      [650720, 650727],
      [650901, 650978],
      [650031, 650033],
      [650035, 650051],
      [650405, 650439],
      [650485, 650538],
      [651652, 651679],
      [655000, 655019],
      [655021, 655058],
      [506699, 506778]
    ]
    for (const [lo, hi] of ranges)
      for (let bin = lo; bin <= hi; bin++) expect(cardBrand(String(bin)), String(bin)).toBe('elo')
  })
})
