import { describe, expect, it } from 'vitest'
import { moduleItem, orderAddress } from '#core/checkout/order-payload'

describe('module items', () => {
  it('keeps the product, variation, quantity and prices; drops the line id, slug and picture', () => {
    const line = {
      _id: 'l1',
      slug: 'caneca',
      picture: { normal: { url: '/a.svg' } },
      product_id: 'p1',
      variation_id: 'v1',
      sku: 'CAN-1',
      name: 'Caneca',
      quantity: 2,
      price: 30,
      final_price: 33,
      flags: ['freebie']
    }
    expect(moduleItem(line)).toEqual({
      product_id: 'p1',
      variation_id: 'v1',
      sku: 'CAN-1',
      name: 'Caneca',
      quantity: 2,
      price: 30,
      final_price: 33
    })
  })
})

describe('order address', () => {
  it('sends the house number as an integer', () => {
    expect(orderAddress({ zip: '01001000', number: '123', complement: '' })).toEqual({
      zip: '01001000',
      number: 123,
      complement: ''
    })
    expect(orderAddress({ number: 45 })).toEqual({ number: 45 })
  })

  it('leaves the number out for a house without one (S/N, blank)', () => {
    expect(orderAddress({ number: 'S/N', complement: 'Casa' })).toEqual({ complement: 'Casa' })
    expect(orderAddress({ number: '' })).toEqual({})
    expect(orderAddress({ number: 's/n' })).toEqual({})
  })

  it('moves letters after the digits to the head of the complement', () => {
    expect(orderAddress({ number: '12A', complement: 'Apto 4' })).toEqual({ number: 12, complement: 'A - Apto 4' })
    expect(orderAddress({ number: '12 - fundos' })).toEqual({ number: 12, complement: 'fundos' })
  })
})
