import { describe, expect, it } from 'vitest'
import { loyaltyPoints, orderPoints } from '#core/money/loyalty'

const programs = { p: { name: 'Pontos', earn_percentage: 2, min_subtotal_to_earn: 0 } }

describe('points an order earns', () => {
  it("follows the product page's rule: on the items' price, whatever freight, coupon or boleto discount", () => {
    const page = loyaltyPoints(1016.9, programs)
    const order = orderPoints({ subtotal: 1016.9, total: 917.7 }, programs)
    expect(order?.points).toBe(20.3)
    expect(order?.points).toBe(page?.points)
  })
  it('falls back to the total when the order gives no subtotal, and is null without an amount', () => {
    expect(orderPoints({ total: 500 }, programs)?.points).toBe(10)
    expect(orderPoints(undefined, programs)).toBeNull()
  })
})
