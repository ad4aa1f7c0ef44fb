import { describe, expect, it } from 'vitest'
import { paymentSummary, repriced } from '#core/checkout/payment-summary'
import { splitPoints } from '#core/checkout/points'
import { cartTotals } from '#core/checkout/totals'

const BOLETO = { type: 'percentage' as const, value: 5, apply_at: 'total' as const }

describe('paymentSummary', () => {
  const totals = cartTotals(100, { shipping_line: { total_price: 22.9 } })
  const noPoints = splitPoints(0, 0, totals.subtotal, totals.total)

  it('boleto: 5 % off the total, the order total and the charge both lower', () => {
    const s = paymentSummary(noPoints, { boleto: BOLETO })
    // 122.90 * 95 / 100 = 116.755 -> 116.76
    expect(s).toEqual({ methodDiscount: 6.14, interest: 0, total: 116.76, points: 0, charged: 116.76 })
  })

  it('boleto after points: the discount applies to what the points leave, rounded as price * 95 / 100', () => {
    // 340.70 - 0 points: 340.70 * 95 / 100 = 323.665 -> 323.67 (half away from zero), not 340.70 - round(17.035).
    const t = cartTotals(340.7)
    const s = paymentSummary(splitPoints(0, 0, t.subtotal, t.total), { boleto: BOLETO })
    expect(s.charged).toBe(323.67)
    const withPoints = paymentSummary(splitPoints(10, 50, t.subtotal, t.total), { boleto: BOLETO })
    expect(withPoints.points).toBe(10)
    expect(withPoints.charged).toBe(314.17) // 330.70 * 0.95 = 314.165
    expect(withPoints.total).toBe(324.17)
  })

  it('card with interest: instalment x number, the difference shown as interest', () => {
    const s = paymentSummary(noPoints, { installment: { number: 10, value: 14.39, tax: true } })
    expect(s).toEqual({ methodDiscount: 0, interest: 21, total: 143.9, points: 0, charged: 143.9 })
  })

  it('card interest-free or one payment: the cart total', () => {
    expect(paymentSummary(noPoints, { installment: { number: 3, value: 40.97, tax: false } }).charged).toBe(122.9)
    expect(paymentSummary(noPoints, {}).total).toBe(122.9)
  })

  it('a boleto option that does not apply (below its minimum) leaves the total as it is', () => {
    const s = paymentSummary(noPoints, { boleto: { ...BOLETO, min_amount: 500 } })
    expect(s.methodDiscount).toBe(0)
    expect(s.charged).toBe(122.9)
  })
})

describe('confirmedTotal', () => {
  it("is the review's total: the order's amount, or for a plan with interest the points plus the instalments", async () => {
    const { confirmedTotal, paymentSummary } = await import('#core/checkout/payment-summary')
    const plan = { number: 8, value: 22.38, tax: true }
    const review = paymentSummary({ value: 10, rest: 160 } as never, { installment: plan })
    expect(confirmedTotal(170, 10, plan)).toBe(review.total)
    expect(confirmedTotal(170, 0, { number: 3, value: 56.67 })).toBe(170)
    expect(confirmedTotal(170, 0, undefined)).toBe(170)
  })
})

describe('repriced (a payment change in the account)', () => {
  // Points R$ 47,90 + boleto on R$ 95,80 (free freight, no coupon): the boleto paid 47.90 * 95 / 100 = 45.505 -> 45.51.
  const boletoOrder = { subtotal: 95.8, freight: 0, discount: 2.39, total: 93.41 }

  it('points + boleto switched to a card: no boleto discount, the points part unchanged, the parts add up', () => {
    const r = repriced(boletoOrder, 0, 47.9, {})
    expect(r).toEqual({
      amount: { subtotal: 95.8, freight: 0, discount: 0, total: 95.8 },
      charged: 47.9,
      methodDiscount: 0
    })
    expect(Math.round((r.charged + 47.9) * 100)).toBe(Math.round(r.amount.total * 100))
  })

  it('switched to a boleto: its discount on what the points leave; a coupon stays in the discount', () => {
    // 100 + 20 freight - 10 coupon - 30 points = 80 -> 76 by boleto; discount 10 + 4.
    const card = { subtotal: 100, freight: 20, discount: 10, total: 110 }
    expect(repriced(card, 10, 30, { boleto: BOLETO })).toEqual({
      amount: { subtotal: 100, freight: 20, discount: 14, total: 106 },
      charged: 76,
      methodDiscount: 4
    })
    // And back to a card: the coupon alone.
    expect(repriced({ ...card, discount: 14, total: 106 }, 10, 30, {}).amount).toEqual(card)
  })

  it('never charges below zero when the discounts exceed the order', () => {
    const r = repriced({ subtotal: 10, freight: 0, discount: 15, total: 0 }, 15, 0, {})
    expect([r.amount.total, r.charged]).toEqual([0, 0])
  })
})
