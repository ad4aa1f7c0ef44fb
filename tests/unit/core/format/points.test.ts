import { describe, expect, it } from 'vitest'
import { formatPoints } from '#core/format/points'
import { parsePoints } from '#core/parse/points'

describe('points format', () => {
  it('shows whole numbers without decimals and the others with the store decimal sign', () => {
    expect(formatPoints(10, 'pt_br')).toBe('10')
    expect(formatPoints(8, 'pt_br')).toBe('8')
    expect(formatPoints(10.8, 'pt_br')).toBe('10,8')
    expect(formatPoints(47.9, 'pt_br')).toBe('47,9')
    expect(formatPoints(47.95, 'pt_br')).toBe('47,95')
    expect(formatPoints(12000, 'pt_br')).toBe('12.000')
    expect(formatPoints(10.8, 'en_us')).toBe('10.8')
  })
  it('reads what the shopper types in the store language', () => {
    expect(parsePoints('47,9', 'pt_br')).toBe(47.9)
    expect(parsePoints('1.234,5', 'pt_br')).toBe(1234.5)
    expect(parsePoints('1.000', 'pt_br')).toBe(1000)
    expect(parsePoints('47.9', 'pt_br')).toBe(47.9)
    expect(parsePoints('47', 'pt_br')).toBe(47)
    expect(parsePoints('47,', 'pt_br')).toBe(47)
    expect(parsePoints('47.9', 'en_us')).toBe(47.9)
    expect(parsePoints('1,234.5', 'en_us')).toBe(1234.5)
    expect(parsePoints('abc', 'pt_br')).toBeNaN()
    expect(parsePoints('', 'pt_br')).toBeNaN()
    expect(parsePoints('-5', 'pt_br')).toBeNaN()
  })
})
