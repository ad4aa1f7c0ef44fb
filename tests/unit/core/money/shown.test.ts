// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isPriced, shownPrice } from '#core/money/shown'
import { pricedRank } from '#core/search/sort'

const NOW = Date.parse('2025-06-15T12:00:00Z')
const promo = { price: 80, base_price: 100 }

describe('shownPrice (the one price rule of every place a product appears)', () => {
  it('shows the promotion price inside its window and the regular price once it expired or before it starts', () => {
    const window = (start: string, end: string) => ({ ...promo, price_effective_date: { start, end } })
    expect(shownPrice(window('2025-06-01T00:00:00Z', '2025-06-30T00:00:00Z'), NOW)).toBe(80)
    expect(shownPrice(window('2025-05-01T00:00:00Z', '2025-06-01T00:00:00Z'), NOW)).toBe(100)
    expect(shownPrice(window('2025-07-01T00:00:00Z', '2025-07-30T00:00:00Z'), NOW)).toBe(100)
    expect(shownPrice(promo, NOW)).toBe(80)
  })
  it('shows no price for an unavailable or hidden product, nor for one sold on request', () => {
    expect(shownPrice({ ...promo, available: false }, NOW)).toBeNull()
    expect(shownPrice({ ...promo, visible: false }, NOW)).toBeNull()
    expect(shownPrice({ price: 0, base_price: 100 }, NOW)).toBeNull()
    expect(shownPrice({}, NOW)).toBeNull()
    expect(shownPrice({ price: -5 }, NOW)).toBeNull()
  })
  it('isPriced and the sort key pricedRank agree on what is on request', () => {
    for (const price of [undefined, 0, -1, Number.NaN, 0.01, 10]) {
      expect(pricedRank({ price }), String(price)).toBe(isPriced({ price }) ? 1 : 0)
    }
  })
})
