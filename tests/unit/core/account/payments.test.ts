import { describe, expect, it } from 'vitest'
import { paymentOf, paymentsOf } from '#core/account/order-detail'
import type { Order } from '#core/schemas/order'

const card = {
  payment_method: { code: 'credit_card', name: 'Cartão de crédito' },
  amount: 47.9,
  status: { current: 'paid' },
  credit_card: { company: 'mastercard', last_digits: '4444' }
}
const points = {
  payment_method: { code: 'loyalty_points', name: 'Pontos de fidelidade' },
  amount: 47.9,
  loyalty_points_applied: 47.9,
  status: { current: 'paid' }
}

describe('the payments of an order', () => {
  it('lists every transaction with its amount, points first, adding up to the total', () => {
    const order = { _id: 'o', amount: { total: 95.8 }, transactions: [card, points] } as unknown as Order
    const parts = paymentsOf(order)
    expect(parts.map((p) => [p.code, p.amount])).toEqual([
      ['loyalty_points', 47.9],
      ['credit_card', 47.9]
    ])
    expect(parts.reduce((s, p) => s + Math.round(p.amount! * 100), 0)).toBe(9580)
    expect(parts[1]!.card?.last_digits).toBe('4444')
    // The main payment is the one that is not points.
    expect(paymentOf(order).code).toBe('credit_card')
  })
  it("reads a card's instalment plan; one payment, or a corrupt plan, is no plan", () => {
    const plan = (installments: unknown) =>
      paymentsOf({ transactions: [{ ...card, installments }] } as unknown as Order)[0]!.plan
    expect(plan({ number: 3, value: 15.97, tax: false })).toMatchObject({ number: 3, value: 15.97, tax: false })
    expect(plan({ number: 1, value: 47.9 })).toBeUndefined()
    expect(plan({ number: '3', value: 15.97 })).toBeUndefined()
    expect(plan(undefined)).toBeUndefined()
  })
  it('gives a lone payment without an amount the whole total, and the order label as its name', () => {
    const order = {
      _id: 'o',
      amount: { total: 10 },
      payment_method_label: 'Boleto bancário',
      transactions: [{ payment_method: { code: 'banking_billet' }, banking_billet: { code: '341' } }]
    } as unknown as Order
    expect(paymentsOf(order)).toEqual([
      {
        code: 'banking_billet',
        name: 'Boleto bancário',
        amount: 10,
        status: undefined,
        billet: { code: '341' },
        card: undefined
      }
    ])
  })
  it('keeps a boleto given with its link only (no line to type), and none with neither', () => {
    const withLink = (banking_billet: unknown) =>
      paymentsOf({ transactions: [{ payment_method: { code: 'banking_billet' }, banking_billet }] } as never)[0]!.billet
    expect(withLink({ link: 'https://pagar.me/boleto.pdf', valid_thru: '2026-12-01T00:00:00Z' })).toEqual({
      link: 'https://pagar.me/boleto.pdf',
      valid_thru: '2026-12-01T00:00:00Z'
    })
    expect(withLink({ valid_thrud: '2026-12-01T00:00:00Z' })).toBeUndefined()
  })
  it('leaves out a refused attempt while another payment stands; keeps it when it is all there is', () => {
    const refused = { ...card, status: { current: 'unauthorized' } }
    const boleto = { payment_method: { code: 'banking_billet' }, amount: 95.8, status: { current: 'pending' } }
    expect(paymentsOf({ transactions: [refused, boleto] } as never).map((p) => p.code)).toEqual(['banking_billet'])
    expect(paymentsOf({ transactions: [refused] } as never).map((p) => p.status)).toEqual(['unauthorized'])
    expect(paymentsOf({ transactions: 'corrupt' } as never)).toEqual([])
  })
})
