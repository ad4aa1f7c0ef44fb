// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { discountPercent, onPromotion, price } from '#core/money'

const START = '2024-05-01T10:00:00.000Z'
const END = '2024-05-31T18:00:00.000Z'
const windowed = { price: 80, base_price: 100, price_effective_date: { start: START, end: END } }
const at = (iso: string) => new Date(iso)

afterEach(() => vi.restoreAllMocks())

describe('onPromotion', () => {
  it('needs base_price above price', () => {
    expect(onPromotion({ price: 80, base_price: 100 })).toBe(true)
    expect(onPromotion({ price: 100, base_price: 100 })).toBe(false)
    expect(onPromotion({ price: 120, base_price: 100 })).toBe(false)
    expect(onPromotion({ price: 80 })).toBe(false)
    expect(onPromotion({ base_price: 100 })).toBe(false)
  })

  it('includes both bounds of the window', () => {
    expect(onPromotion(windowed, at(START))).toBe(true)
    expect(onPromotion(windowed, at(END))).toBe(true)
    expect(onPromotion(windowed, Date.parse(START) - 1)).toBe(false)
    expect(onPromotion(windowed, Date.parse(END) + 1)).toBe(false)
    expect(onPromotion(windowed, at('2024-05-15T00:00:00Z'))).toBe(true)
  })

  it('checks only the bounds that are given', () => {
    const fromOnly = { price: 80, base_price: 100, price_effective_date: { start: START } }
    const untilOnly = { price: 80, base_price: 100, price_effective_date: { end: END } }
    expect(onPromotion(fromOnly, at('2030-01-01T00:00:00Z'))).toBe(true)
    expect(onPromotion(fromOnly, at('2020-01-01T00:00:00Z'))).toBe(false)
    expect(onPromotion(untilOnly, at('2020-01-01T00:00:00Z'))).toBe(true)
    expect(onPromotion(untilOnly, at('2030-01-01T00:00:00Z'))).toBe(false)
    expect(onPromotion({ price: 80, base_price: 100, price_effective_date: {} }, 0)).toBe(true)
  })

  it('ignores an unparsable bound and refuses an invalid now for a dated promotion', () => {
    const garbled = { price: 80, base_price: 100, price_effective_date: { start: 'soon', end: END } }
    expect(onPromotion(garbled, at('2024-05-02T00:00:00Z'))).toBe(true)
    expect(onPromotion(windowed, new Date('nope'))).toBe(false)
    expect(onPromotion({ price: 80, base_price: 100 }, NaN)).toBe(true)
  })

  it('defaults now to the current time', () => {
    vi.useFakeTimers({ now: Date.parse('2024-05-10T00:00:00Z') })
    try {
      expect(onPromotion(windowed)).toBe(true)
      vi.setSystemTime(Date.parse('2024-06-10T00:00:00Z'))
      expect(onPromotion(windowed)).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  it('treats strings and negatives as missing prices', () => {
    expect(onPromotion({ price: '80', base_price: 100 } as never)).toBe(false)
    expect(onPromotion({ price: 80, base_price: '100' } as never)).toBe(false)
    expect(onPromotion({ price: -1, base_price: 100 })).toBe(false)
  })
})

describe('price', () => {
  it('is price while on promotion', () => {
    expect(price({ price: 80, base_price: 100, final_price: 90 })).toBe(80)
  })

  it('is final_price when not on promotion and final_price is a number', () => {
    expect(price({ price: 100, base_price: 100, final_price: 90 })).toBe(90)
    expect(price({ ...windowed, final_price: 95 }, at('2025-01-01T00:00:00Z'))).toBe(95)
    expect(price({ price: 100, final_price: 0 })).toBe(0)
  })

  it('is the larger of base_price and price otherwise', () => {
    expect(price(windowed, at('2025-01-01T00:00:00Z'))).toBe(100)
    expect(price({ price: 120, base_price: 100 })).toBe(120)
    expect(price({ price: 50 })).toBe(50)
    expect(price({ base_price: 50 })).toBe(50)
    expect(price({})).toBe(0)
  })

  it('treats strings, NaN and negatives as missing', () => {
    expect(price({ price: '10' } as never)).toBe(0)
    expect(price({ price: 10, final_price: '9' } as never)).toBe(10)
    expect(price({ price: NaN, base_price: Infinity })).toBe(0)
    expect(price({ price: -5 })).toBe(0)
    expect(price({ price: 10, final_price: -1 })).toBe(10)
  })

  it('rounds to the minor unit', () => {
    expect(price({ price: 0.1 + 0.2 })).toBe(0.3)
    expect(price({ price: 1.005 })).toBe(1.01)
    expect(price({ price: 1.2345 }, undefined, 3)).toBe(1.235)
    expect(price({ price: 1234.5 }, undefined, 0)).toBe(1235)
  })
})

describe('discountPercent', () => {
  it('rounds the stamp from base_price against price', () => {
    expect(discountPercent({ price: 80, base_price: 100 })).toBe(20)
    expect(discountPercent({ price: 66.67, base_price: 100 })).toBe(33)
    expect(discountPercent({ price: 199, base_price: 200 })).toBe(1) // 0.5 % rounds up
    expect(discountPercent({ price: 0, base_price: 10 })).toBe(100)
  })

  it('is 0 outside the promotion', () => {
    expect(discountPercent(windowed, at('2025-01-01T00:00:00Z'))).toBe(0)
    expect(discountPercent(windowed, at(END))).toBe(20)
    expect(discountPercent({ price: 100, base_price: 90 })).toBe(0)
  })
})

describe('a non-object product', () => {
  it.each([null, undefined, 'x', 42, [], true])('logs and answers a safe value for %s', (bad) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(price(bad as never)).toBe(0)
    expect(onPromotion(bad as never)).toBe(false)
    expect(discountPercent(bad as never)).toBe(0)
    expect(error).toHaveBeenCalledTimes(3)
    for (const call of error.mock.calls) expect(call).toEqual(['`product` must be an object'])
  })

  it('does not log for a valid product', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    price({ price: 1 })
    expect(error).not.toHaveBeenCalled()
  })
})
