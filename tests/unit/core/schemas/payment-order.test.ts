// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FulfillmentStatus, Order, OrderStatus, PaymentStatus } from '#core/schemas/order'
import { DiscountOption, InstallmentsOption, LoyaltyPointsPrograms, PaymentOptions } from '#core/schemas/payment'

describe('order schema', () => {
  it('holds the platform payment, fulfillment and order status enums verbatim', () => {
    expect(PaymentStatus.options).toEqual([
      'pending',
      'under_analysis',
      'authorized',
      'unauthorized',
      'partially_paid',
      'paid',
      'dispute',
      'partially_refunded',
      'refunded',
      'voided',
      'unknown'
    ])
    expect(FulfillmentStatus.options).toEqual([
      'ready_for_shipping',
      'shipped',
      'delivered',
      'invoice_issued',
      'in_production',
      'in_separation',
      'partially_shipped',
      'partially_delivered',
      'returned_for_exchange',
      'received_for_exchange',
      'returned'
    ])
    expect(OrderStatus.options).toEqual(['open', 'closed', 'cancelled'])
  })

  it('parses a platform order and keeps unknown fields', () => {
    const order = Order.parse({
      _id: 'o1',
      number: 1042,
      status: 'open',
      created_at: '2024-05-01T10:00:00Z',
      financial_status: { current: 'paid' },
      fulfillment_status: { current: 'shipped' },
      amount: { total: 115.9, subtotal: 100, freight: 15.9 },
      items: [{ product_id: 'p1', quantity: 1, price: 100 }],
      utm: { source: 'x' }
    })
    expect(order.financial_status?.current).toBe('paid')
    expect(order.utm).toEqual({ source: 'x' })
  })

  it('reads a status added later by the platform as unknown / absent instead of failing', () => {
    const order = Order.parse({
      _id: 'o2',
      financial_status: { current: 'brand_new' },
      fulfillment_status: { current: 'teleported' }
    })
    expect(order.financial_status?.current).toBe('unknown')
    expect(order.fulfillment_status?.current).toBeUndefined()
    expect(Order.safeParse({ _id: 'o3', status: 'archived' }).success).toBe(false)
    expect(Order.safeParse({ number: 1 }).success).toBe(false)
  })
})

describe('payment schemas', () => {
  it('accept the platform order and payment shapes', () => {
    expect(
      PaymentOptions.safeParse({
        installments_option: { max_number: 12, min_installment: 5, monthly_interest: 2.99 },
        discount_option: { type: 'percentage', value: 5, min_amount: 0, apply_at: 'total', label: 'Boleto' },
        loyalty_points_programs: { app1: { name: 'Pontos', earn_percentage: 1, min_subtotal_to_earn: 0 } },
        available_extra_discount: { type: 'fixed', value: 10, min_amount: 100 }
      }).success
    ).toBe(true)
    expect(LoyaltyPointsPrograms.safeParse([{ earn_percentage: 1 }]).success).toBe(true)
  })

  it('reject strings where numbers belong and unknown enums', () => {
    expect(InstallmentsOption.safeParse({ max_number: '12' }).success).toBe(false)
    expect(DiscountOption.safeParse({ type: 'percentage', value: '5' }).success).toBe(false)
    expect(DiscountOption.safeParse({ type: 'percentage', value: 5, apply_at: 'shipping' }).success).toBe(false)
  })
})
