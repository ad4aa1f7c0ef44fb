import { describe, expect, it } from 'vitest'
import { amountForMethod, changeQuote, couponPart, pointsPaid } from '#core/account/payment-change'

const BOLETO = { type: 'percentage' as const, value: 5, apply_at: 'total' as const }
const points = (amount: number) => ({ payment_method: { code: 'loyalty_points' }, amount })
const boleto = (amount: number) => ({ payment_method: { code: 'banking_billet' }, amount })
const card = (amount: number) => ({ payment_method: { code: 'credit_card' }, amount })

// Points R$ 47,90 + boleto on R$ 95,80: the boleto paid 47.90 less 5 % = 45.51, the order's total 93.41.
const pointsAndBoleto = {
  amount: { subtotal: 95.8, freight: 0, discount: 2.39, total: 93.41 },
  transactions: [boleto(45.51), points(47.9)],
  extra_discount: { value: 0 }
}

describe('changeQuote (what the payment change will charge)', () => {
  it('points + boleto changed to a card: the boleto discount goes, the total rises by it', () => {
    expect(changeQuote(pointsAndBoleto, 'credit_card', BOLETO)).toEqual({
      total: 95.8,
      charged: 47.9,
      difference: 2.39
    })
  })

  it('a new boleto for a boleto order: the same total, no difference', () => {
    expect(changeQuote(pointsAndBoleto, 'banking_billet', BOLETO)).toEqual({
      total: 93.41,
      charged: 45.51,
      difference: 0
    })
  })

  it('a card order changed to a boleto: the discount on what the points and coupon leave, the total falls', () => {
    const order = {
      amount: { subtotal: 100, freight: 20, discount: 10, total: 110 },
      transactions: [card(80), points(30)],
      extra_discount: { value: 10 }
    }
    expect(changeQuote(order, 'banking_billet', BOLETO)).toEqual({ total: 106, charged: 76, difference: -4 })
  })

  it('an order whose coupon part is unknown keeps its total', () => {
    const order = { ...pointsAndBoleto, extra_discount: { code: 'X' } }
    expect(couponPart(order)).toBeUndefined()
    expect(amountForMethod(order, 'credit_card', BOLETO)).toBeUndefined()
    expect(changeQuote(order, 'credit_card', BOLETO)).toEqual({ total: 93.41, charged: 45.51, difference: 0 })
  })

  it('a card order without a coupon record: its whole discount is the coupon', () => {
    const order = {
      amount: { subtotal: 100, freight: 0, discount: 10, total: 90 },
      transactions: [card(90)],
      extra_discount: {}
    }
    expect(couponPart(order)).toBe(10)
    expect(couponPart({ ...order, extra_discount: undefined })).toBe(0)
  })

  it('ignores transactions that are not points, and malformed ones', () => {
    expect(pointsPaid({ transactions: [points(10.1), points(0.2), card(5), null, { amount: 'x' }] })).toBe(10.3)
  })
})
