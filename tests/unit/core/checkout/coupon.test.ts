import { describe, expect, it } from 'vitest'
import { couponToSend } from '#core/checkout/coupon'

describe('the coupon an order sends', () => {
  it("is the session's while no check refused it", () => {
    expect(couponToSend('VALE50', undefined)).toBe('VALE50')
    expect(couponToSend(' VALE50 ', 'BEMVINDO10')).toBe('VALE50')
  })
  it('is none once the last check refused that code (in any case), or without a coupon', () => {
    expect(couponToSend('VALE50', 'VALE50')).toBeUndefined()
    expect(couponToSend('vale50', 'VALE50')).toBeUndefined()
    expect(couponToSend(undefined, 'VALE50')).toBeUndefined()
    expect(couponToSend('  ', undefined)).toBeUndefined()
  })
})
