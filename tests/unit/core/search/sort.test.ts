// @vitest-environment node
// Search is core code: no DOM, so the plain node environment is enough (and faster).
import { describe, expect, it } from 'vitest'
import { offersRatio } from '#core/search/sort'

const NOW = Date.parse('2025-06-15T12:00:00Z')

describe('offersRatio (what the offers script sort computes)', () => {
  it('is base_price / price while on promotion', () => {
    expect(offersRatio({ price: 50, base_price: 100 }, NOW)).toBe(2)
    expect(
      offersRatio(
        {
          price: 80,
          base_price: 100,
          price_effective_date: { start: '2025-06-01T00:00:00Z', end: '2025-06-30T00:00:00Z' }
        },
        NOW
      )
    ).toBe(1.25)
  })
  it('is 0 outside the promotion window', () => {
    expect(
      offersRatio({ price: 50, base_price: 100, price_effective_date: { start: '2025-07-01T00:00:00Z' } }, NOW)
    ).toBe(0)
    expect(
      offersRatio({ price: 50, base_price: 100, price_effective_date: { end: '2025-06-01T00:00:00Z' } }, NOW)
    ).toBe(0)
  })
  it('is 0 without a real discount or a usable price', () => {
    expect(offersRatio({ price: 100, base_price: 100 }, NOW)).toBe(0)
    expect(offersRatio({ price: 120, base_price: 100 }, NOW)).toBe(0)
    expect(offersRatio({ price: 0, base_price: 100 }, NOW)).toBe(0)
    expect(offersRatio({ base_price: 100 }, NOW)).toBe(0)
    expect(offersRatio({}, NOW)).toBe(0)
  })
  it('ignores unreadable dates rather than hiding the offer', () => {
    expect(offersRatio({ price: 50, base_price: 100, price_effective_date: { start: 'soon', end: '' } }, NOW)).toBe(2)
  })
})
