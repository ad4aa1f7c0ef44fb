// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cartSubtotalCents,
  extraDiscount,
  installmentList,
  installments,
  itemFinalPrice,
  lineTotalCents,
  loyaltyPoints,
  maxPointsUsable,
  paymentDiscount,
  price,
  toCents
} from '#core/money'

// Prices as the platform sends them: decimals with up to 2 digits, sometimes carrying float noise (a + b).
const cents = fc.integer({ min: 0, max: 10_000_000 })
const money = cents.map((c) => c / 100)
const noisy = fc.tuple(money, money).map(([a, b]) => a + b)
const anyPrice = fc.oneof(money, noisy, fc.double({ min: 0, max: 1e6, noNaN: true }))

// A value shows at most 2 decimals when it is exactly the double nearest its 2-decimal text.
const atMostTwoDecimals = (value: number) => value === Number(value.toFixed(2))
const runs = { numRuns: 200 }

describe('money properties (BRL, 2 digits)', () => {
  it('payment and extra discounts stay within [0, price] and have at most 2 decimals', () => {
    const option = fc.record({
      type: fc.constantFrom('percentage' as const, 'fixed' as const),
      value: fc.oneof(fc.double({ min: 0, max: 300, noNaN: true }), money),
      min_amount: fc.option(money, { nil: undefined })
    })
    fc.assert(
      fc.property(anyPrice, option, fc.boolean(), (p, o, total) => {
        const rounded = toCents(p) / 100
        for (const result of [paymentDiscount(p, o, { total }), extraDiscount(p, o)]) {
          if (result === null) continue
          expect(result).toBeGreaterThanOrEqual(0)
          expect(result).toBeLessThanOrEqual(rounded)
          expect(atMostTwoDecimals(result)).toBe(true)
        }
      }),
      runs
    )
  })

  it('interest-free instalments add up to the price within one cent per instalment', () => {
    fc.assert(
      fc.property(anyPrice, fc.integer({ min: 2, max: 24 }), (p, max) => {
        for (const plan of installmentList(p, { max_number: max })) {
          const drift = Math.abs(toCents(plan.value) * plan.count - toCents(p))
          expect(drift).toBeLessThanOrEqual(plan.count)
          expect(plan.total).toBe(toCents(p) / 100)
          expect(atMostTwoDecimals(plan.value)).toBe(true)
        }
      }),
      runs
    )
  })

  it('instalments with interest never add up to less than the price', () => {
    const rate = fc.oneof(fc.double({ min: 0.0001, max: 15, noNaN: true }), fc.constantFrom(0.0001, 1, 2.99))
    fc.assert(
      fc.property(anyPrice, fc.integer({ min: 2, max: 24 }), rate, (p, max, monthly_interest) => {
        const option = { max_number: max, monthly_interest }
        const best = installments(p, option)
        for (const plan of best ? [best, ...installmentList(p, option)] : installmentList(p, option)) {
          expect(plan.interestFree).toBe(false)
          expect(toCents(plan.value) * plan.count).toBeGreaterThanOrEqual(toCents(p))
          expect(toCents(plan.total)).toBe(toCents(plan.value) * plan.count)
          expect(atMostTwoDecimals(plan.value) && atMostTwoDecimals(plan.total)).toBe(true)
        }
      }),
      runs
    )
  })

  it('installments() count respects min_installment and max_number', () => {
    fc.assert(
      fc.property(money, fc.integer({ min: 0, max: 30 }), money, (p, max, min) => {
        const plan = installments(p, { max_number: max, min_installment: min })
        if (!plan) return
        expect(plan.count).toBeGreaterThanOrEqual(2)
        expect(plan.count).toBeLessThanOrEqual(max)
        expect(plan.count * toCents(min || 5)).toBeLessThanOrEqual(toCents(p))
      }),
      runs
    )
  })

  it('the subtotal is the sum of the line totals to the cent', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 0, max: 50 }),
      price: anyPrice,
      final_price: fc.option(anyPrice, { nil: undefined })
    })
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (items) => {
        const expected = items.reduce((sum, i) => sum + i.quantity * toCents(i.final_price ?? i.price), 0)
        expect(cartSubtotalCents(items)).toBe(expected)
        expect(cartSubtotalCents(items)).toBe(items.reduce((sum, i) => sum + lineTotalCents(i), 0))
        expect(Number.isInteger(cartSubtotalCents(items))).toBe(true)
      }),
      runs
    )
  })

  it('price, final prices and points ceilings have at most 2 decimals and are never negative', () => {
    const addition = fc.record({
      type: fc.constantFrom('percentage' as const, 'fixed' as const),
      addition: fc.double({ min: -50, max: 50, noNaN: true })
    })
    fc.assert(
      fc.property(anyPrice, anyPrice, fc.array(addition, { maxLength: 4 }), (a, b, adds) => {
        const results = [
          price({ price: a, base_price: b }),
          price({ price: a, final_price: b }),
          itemFinalPrice({
            price: a,
            customizations: adds.map((add_to_price, i) => ({ _id: String(i), add_to_price }))
          }),
          maxPointsUsable(a, b),
          maxPointsUsable(a, b, true)
        ]
        for (const result of results) {
          expect(result).toBeGreaterThanOrEqual(0)
          expect(atMostTwoDecimals(result)).toBe(true)
        }
      }),
      runs
    )
  })

  it('loyalty points have at most 1 decimal', () => {
    fc.assert(
      fc.property(anyPrice, fc.double({ min: 0.01, max: 100, noNaN: true }), (p, earn_percentage) => {
        const earned = loyaltyPoints(p, [{ earn_percentage }])
        if (earned) expect(earned.points).toBe(Number(earned.points.toFixed(1)))
      }),
      runs
    )
  })
})
