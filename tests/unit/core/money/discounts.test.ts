// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { cashOffer, cashPrice, extraDiscount, paymentDiscount, pixPrice } from '#core/money'

describe('paymentDiscount', () => {
  it('applies a percentage: price * (100 - value) / 100', () => {
    expect(paymentDiscount(100, { type: 'percentage', value: 10 })).toBe(90)
    expect(paymentDiscount(19.99, { type: 'percentage', value: 5 })).toBe(18.99) // 18.9905
    expect(paymentDiscount(0.1 + 0.2, { type: 'percentage', value: 0 })).toBe(0.3)
    expect(paymentDiscount(10.01, { type: 'percentage', value: 7.5 })).toBe(9.26) // 9.25925
  })

  it('applies a fixed value: price - value', () => {
    expect(paymentDiscount(100, { type: 'fixed', value: 15.5 })).toBe(84.5)
    expect(paymentDiscount(0.3, { type: 'fixed', value: 0.1 })).toBe(0.2)
  })

  it('never goes below 0', () => {
    expect(paymentDiscount(10, { type: 'fixed', value: 25 })).toBe(0)
    expect(paymentDiscount(10, { type: 'percentage', value: 150 })).toBe(0)
  })

  it('applies only when the price meets min_amount', () => {
    const option = { type: 'percentage', value: 10, min_amount: 50 } as const
    expect(paymentDiscount(49.99, option)).toBeNull()
    expect(paymentDiscount(50, option)).toBe(45)
  })

  it('in a total view applies only when apply_at is total or absent', () => {
    const base = { type: 'percentage', value: 10 } as const
    expect(paymentDiscount(100, { ...base, apply_at: 'total' }, { total: true })).toBe(90)
    expect(paymentDiscount(100, base, { total: true })).toBe(90)
    expect(paymentDiscount(100, { ...base, apply_at: 'subtotal' }, { total: true })).toBeNull()
    expect(paymentDiscount(100, { ...base, apply_at: 'subtotal' })).toBe(90)
  })

  it('never shows a freight discount on a price', () => {
    const freight = { type: 'fixed', value: 10, apply_at: 'freight' } as const
    expect(paymentDiscount(100, freight)).toBeNull()
    expect(paymentDiscount(100, freight, { total: true })).toBeNull()
  })

  it('is null for invalid input', () => {
    expect(paymentDiscount('100' as never, { type: 'fixed', value: 1 })).toBeNull()
    expect(paymentDiscount(-1, { type: 'fixed', value: 1 })).toBeNull()
    expect(paymentDiscount(100, { type: 'fixed', value: '1' } as never)).toBeNull()
    expect(paymentDiscount(100, { type: 'fixed', value: -1 })).toBeNull()
    expect(paymentDiscount(100, { type: 'bogus', value: 1 } as never)).toBeNull()
    expect(paymentDiscount(100, { type: 'fixed', value: 1, min_amount: '10' } as never)).toBeNull()
    expect(paymentDiscount(100, undefined as never)).toBeNull()
  })

  it('keeps zero prices at zero', () => {
    expect(paymentDiscount(0, { type: 'fixed', value: 5 })).toBe(0)
  })
})

describe('extraDiscount', () => {
  it('applies only when the price exceeds min_amount', () => {
    const extra = { type: 'fixed', value: 20, min_amount: 100 } as const
    expect(extraDiscount(100, extra)).toBeNull()
    expect(extraDiscount(100.01, extra)).toBe(80.01)
    expect(extraDiscount(0, { type: 'fixed', value: 5 })).toBeNull()
    expect(extraDiscount(10, { type: 'percentage', value: 15 })).toBe(8.5)
  })

  it('rounds the amount taken off, as apply_discount answers it, where a payment discount rounds the price', () => {
    // 5 % of R$ 1.016,90 is R$ 50,845: the platform takes R$ 50,85 off, so the cart's total is R$ 966,05.
    expect(extraDiscount(1016.9, { type: 'percentage', value: 5 })).toBe(966.05)
    expect(paymentDiscount(1016.9, { type: 'percentage', value: 5 })).toBe(966.06)
  })

  it('stays within [0, price] and rejects invalid input', () => {
    expect(extraDiscount(10, { type: 'fixed', value: 50 })).toBe(0)
    expect(extraDiscount(10, { type: 'fixed', value: -5 })).toBeNull()
    expect(extraDiscount(10, { type: 'percentage', value: '5' } as never)).toBeNull()
    expect(extraDiscount('10' as never, { type: 'fixed', value: 1 })).toBeNull()
    expect(extraDiscount(10, null as never)).toBeNull()
  })
})

describe('cashPrice', () => {
  const boleto = { type: 'percentage', value: 5 } as const
  it('takes the payment discount from the price after the automatic extra discount, as the checkout charges', () => {
    // A kit of R$ 1.016,90 paid by boleto: R$ 50,85 extra discount, then 5 % of R$ 966,05 -> R$ 917,75.
    const options = { discount_option: boleto, available_extra_discount: { type: 'percentage', value: 5 } as const }
    expect(cashPrice(1016.9, options)).toBe(917.75)
  })
  it('is the payment discount alone where no extra discount applies, and null without a payment discount', () => {
    expect(cashPrice(100, { discount_option: boleto })).toBe(95)
    const extra = { type: 'percentage', value: 5, min_amount: 500 } as const
    expect(cashPrice(100, { discount_option: boleto, available_extra_discount: extra })).toBe(95)
    expect(cashPrice(100, {})).toBeNull()
  })
})

describe('pixPrice and cashOffer', () => {
  const boleto = { type: 'percentage', value: 5 } as const
  const pix = { type: 'percentage', value: 10, label: 'Pix' } as const
  const extra = { type: 'percentage', value: 5 } as const
  it('prices Pix by the boleto rule with the Pix discount, after the extra discount', () => {
    // R$ 1.016,90: R$ 50,85 extra discount, then 10 % of R$ 966,05 -> R$ 869,45 (rounded price).
    expect(pixPrice(1016.9, { pix_discount_option: pix, available_extra_discount: extra })).toBe(869.45)
    expect(pixPrice(100, {})).toBeNull()
  })
  it('offers the lower cash price, Pix on a tie, and nothing when neither is below the price', () => {
    expect(cashOffer(100, { discount_option: boleto, pix_discount_option: pix })).toEqual({ value: 90, pix: true })
    expect(cashOffer(100, { discount_option: boleto, pix_discount_option: { ...pix, value: 5 } })).toEqual({
      value: 95,
      pix: true
    })
    expect(cashOffer(100, { discount_option: { ...boleto, value: 12 }, pix_discount_option: pix })).toEqual({
      value: 88,
      pix: false
    })
    expect(cashOffer(100, { discount_option: boleto })).toEqual({ value: 95, pix: false })
    expect(cashOffer(100, { pix_discount_option: { ...pix, value: 0 } })).toBeNull()
    expect(cashOffer(100, {})).toBeNull()
  })
})
