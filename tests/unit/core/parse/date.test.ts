import { describe, expect, it } from 'vitest'
import { daysInMonth, parseDate } from '#core/parse'

describe('parseDate', () => {
  it('reads day, month, year for BR', () => {
    expect(parseDate('31/12/1990', 'BR')).toEqual({ day: 31, month: 12, year: 1990 })
    expect(parseDate('01.02.2000', 'br')).toEqual({ day: 1, month: 2, year: 2000 })
    expect(parseDate('31121990', 'BR')).toEqual({ day: 31, month: 12, year: 1990 })
  })

  it('reads year, month, day elsewhere and without a country', () => {
    expect(parseDate('1990-12-31', 'US')).toEqual({ day: 31, month: 12, year: 1990 })
    expect(parseDate('1990-12-31', 'PT')).toEqual({ day: 31, month: 12, year: 1990 })
    expect(parseDate('1990/12/31')).toEqual({ day: 31, month: 12, year: 1990 })
  })

  it('does not read one order as the other', () => {
    expect(parseDate('1990-12-31', 'BR')).toBeNull()
    expect(parseDate('31/12/1990', 'US')).toBeNull()
  })

  it('refuses impossible dates', () => {
    expect(parseDate('31/02/1990', 'BR')).toBeNull()
    expect(parseDate('31/04/1990', 'BR')).toBeNull()
    expect(parseDate('01/13/1990', 'BR')).toBeNull()
    expect(parseDate('00/12/1990', 'BR')).toBeNull()
    expect(parseDate('01/00/1990', 'BR')).toBeNull()
    expect(parseDate('01/01/0000', 'BR')).toBeNull()
    expect(parseDate('1990-13-01', 'US')).toBeNull()
  })

  it('knows leap years', () => {
    expect(parseDate('29/02/2024', 'BR')).toEqual({ day: 29, month: 2, year: 2024 })
    expect(parseDate('29/02/2000', 'BR')).toEqual({ day: 29, month: 2, year: 2000 })
    expect(parseDate('29/02/1900', 'BR')).toBeNull()
    expect(parseDate('29/02/2023', 'BR')).toBeNull()
    expect(parseDate('2024-02-29', 'US')).toEqual({ day: 29, month: 2, year: 2024 })
    expect(daysInMonth(2100, 2)).toBe(28)
  })

  it('needs exactly 2, 2 and 4 digits', () => {
    expect(parseDate('1/2/1990', 'BR')).toBeNull()
    expect(parseDate('31/12/90', 'BR')).toBeNull()
    expect(parseDate('31/12/19900', 'BR')).toBeNull()
    expect(parseDate('90-12-31', 'US')).toBeNull()
  })

  it('returns null for empty, garbage and non-strings', () => {
    expect(parseDate('', 'BR')).toBeNull()
    expect(parseDate('dd/mm/aaaa', 'BR')).toBeNull()
    expect(parseDate(undefined, 'BR')).toBeNull()
    expect(parseDate(19901231, 'US')).toBeNull()
  })
})
