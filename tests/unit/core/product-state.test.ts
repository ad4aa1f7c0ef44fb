import { describe, expect, it } from 'vitest'
import { inactiveReason } from '#core/product-state'

const product = { price: 50, available: true, visible: true, quantity: 4 }

describe('inactiveReason', () => {
  it('says unavailable, then on request (no price), before stock', () => {
    expect(inactiveReason(product)).toBeNull()
    expect(inactiveReason({ ...product, available: false, quantity: 0 })).toBe('product.unavailable')
    expect(inactiveReason({ ...product, visible: false })).toBe('product.unavailable')
    expect(inactiveReason({ ...product, price: 0, quantity: 0 })).toBe('product.upon_request')
  })

  it("judges stock by the product's quantity, an absent one being stock the store does not count", () => {
    expect(inactiveReason({ ...product, quantity: 0 })).toBe('product.out_of_stock')
    expect(inactiveReason({ ...product, quantity: undefined })).toBeNull()
  })

  it('judges a product with variations by theirs: out of stock only when none has any left', () => {
    const soldOut = [
      { _id: 'a', quantity: 0 },
      { _id: 'b', quantity: 0 }
    ]
    expect(inactiveReason({ ...product, quantity: 0, variations: soldOut })).toBe('product.out_of_stock')
    // The product's own quantity does not decide for its variations, either way.
    expect(inactiveReason({ ...product, quantity: 9, variations: soldOut })).toBe('product.out_of_stock')
    const oneLeft = [soldOut[0]!, { _id: 'b', quantity: 1 }]
    expect(inactiveReason({ ...product, quantity: 0, variations: oneLeft })).toBeNull()
    expect(inactiveReason({ ...product, variations: [soldOut[0]!, { _id: 'c' }] })).toBeNull()
  })
})
