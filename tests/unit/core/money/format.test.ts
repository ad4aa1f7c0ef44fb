// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDate, formatMoney } from '#core/money'

const NBSP = '\u00a0'
afterEach(() => vi.restoreAllMocks())

describe('formatMoney', () => {
  it('formats with Intl and the platform lang: pt_br BRL 10.6 -> "R$ 10,60" with a no-break space', () => {
    expect(formatMoney(10.6, 'BRL', 'pt_br')).toBe(`R$${NBSP}10,60`)
    expect(formatMoney(1234.5, 'BRL', 'pt_br')).toBe(`R$${NBSP}1.234,50`)
    expect(formatMoney(10.6, 'USD', 'en_us')).toBe('$10.60')
  })

  it("defaults to the platform's store defaults (USD, en_us)", () => {
    expect(formatMoney(5)).toBe('$5.00')
  })

  it('rounds like the money rules and shows no float drift', () => {
    expect(formatMoney(0.1 + 0.2, 'BRL', 'pt_br')).toBe(`R$${NBSP}0,30`)
    expect(formatMoney(1.005, 'USD', 'en_us')).toBe('$1.01')
    expect(formatMoney(1234.5, 'JPY', 'ja_jp')).toMatch(/1,235$/)
  })

  it('falls back to symbol + amount on an Intl error, with the decimal comma for pt', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(formatMoney(10.6, 'NOT-A-CODE', 'pt_br', 'R$')).toBe(`R$${NBSP}10,60`)
    expect(formatMoney(10.6, 'BRL', 'pt_br!!', 'R$')).toBe(`R$${NBSP}10,60`)
    expect(formatMoney(10.6, 'XX', 'en_us')).toBe(`XX${NBSP}10.60`)
    expect(warn).toHaveBeenCalledTimes(3)
  })

  it('warns and answers empty text for a non-number', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(formatMoney('10' as never, 'BRL', 'pt_br')).toBe('')
    expect(formatMoney(NaN, 'BRL', 'pt_br')).toBe('')
    expect(warn).toHaveBeenCalledTimes(2)
  })
})

describe('formatDate', () => {
  it('formats with Intl.DateTimeFormat in the platform lang', () => {
    const options = { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' } as const
    expect(formatDate('2024-05-31T12:00:00Z', 'pt_br', options)).toBe('31/05/2024')
    expect(formatDate(Date.UTC(2024, 4, 31, 12), 'en_us', options)).toBe('05/31/2024')
    expect(formatDate(new Date(Date.UTC(2024, 4, 31, 12)), 'pt_br', options)).toBe('31/05/2024')
  })

  it('warns and answers empty text for an invalid date or an Intl error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(formatDate('not a date', 'pt_br')).toBe('')
    expect(formatDate(new Date(NaN))).toBe('')
    expect(formatDate(null as never)).toBe('')
    expect(formatDate(0, 'pt_br', { timeZone: 'Nowhere/Void' })).toBe('')
    expect(formatDate(0, 'pt_br!!')).toBe('')
    expect(warn).toHaveBeenCalledTimes(5)
  })
})
