import { describe, expect, it } from 'vitest'
import {
  actionOf,
  availableActions,
  canRun,
  patchFor,
  statusChange,
  subscriptionRuns
} from '#core/account/order-actions'
import { withRecurrence } from '#core/account/recurrence'

// An order's recurrence is one of its metafields (the Orders resource has no field for it).
const rec = (value: Record<string, unknown>) => ({ metafields: withRecurrence([], value) })

const item = { product_id: 'p', quantity: 1, price: 10 }
const order = (o: Record<string, unknown>) => ({ items: [item], ...o }) as Parameters<typeof canRun>[0]
const pay = (current: string) => ({ financial_status: { current } })

describe('order transitions table', () => {
  it('offers cancel and payment change on an open pending order, and buy again', () => {
    expect(availableActions(order({ status: 'open', ...pay('pending') }))).toEqual([
      'cancel_order',
      'buy_again',
      'change_payment_method'
    ])
  })

  it('never cancels a paid or shipped order', () => {
    expect(canRun(order({ status: 'open', ...pay('paid') }), 'cancel_order')).toBe(false)
    expect(
      canRun(
        order({ status: 'open', ...pay('under_analysis'), fulfillment_status: { current: 'shipped' } }),
        'cancel_order'
      )
    ).toBe(false)
    expect(canRun(order({ status: 'open', ...pay('under_analysis') }), 'cancel_order')).toBe(true)
  })

  it('cancels an order whose Pix code or boleto the bank let expire: nothing was taken', () => {
    expect(canRun(order({ status: 'open', ...pay('voided') }), 'cancel_order')).toBe(true)
    expect(canRun(order({ status: 'open', ...pay('refunded') }), 'cancel_order')).toBe(false)
  })

  it('reopens only what the customer cancelled and never paid', () => {
    expect(availableActions(order({ status: 'cancelled', cancel_reason: 'customer', ...pay('pending') }))).toEqual([
      'reopen_order',
      'buy_again'
    ])
    expect(canRun(order({ status: 'cancelled', ...pay('pending') }), 'reopen_order')).toBe(false)
    expect(canRun(order({ status: 'cancelled', cancel_reason: 'customer', ...pay('refunded') }), 'reopen_order')).toBe(
      false
    )
  })

  it('cancels a subscription only on the recurring order itself', () => {
    expect(
      canRun(order({ status: 'open', ...pay('paid'), ...rec({ period: 'monthly' }) }), 'cancel_subscription')
    ).toBe(true)
    expect(
      canRun(
        order({ status: 'open', ...pay('paid'), ...rec({ period: 'monthly' }), subscription_order: { _id: 'x' } }),
        'cancel_subscription'
      )
    ).toBe(false)
    expect(canRun(order({ status: 'open', ...pay('paid') }), 'cancel_subscription')).toBe(false)
  })

  it('ends a subscription without touching its order, which may be cancelled on its own only afterwards', () => {
    const sub = order({ status: 'open', ...pay('pending'), ...rec({ period: 'monthly' }) })
    expect(subscriptionRuns(sub)).toBe(true)
    // The subscription's order is not cancelled behind the shopper's back, nor before the subscription ends.
    expect(statusChange('cancel_subscription')).toBeNull()
    expect(patchFor('cancel_subscription')).toEqual({ recurrence: { status: 'cancelled' } })
    expect(canRun(sub, 'cancel_order')).toBe(false)
    const ended = order({ status: 'open', ...pay('pending'), ...rec({ period: 'monthly', status: 'cancelled' }) })
    expect(subscriptionRuns(ended)).toBe(false)
    expect(availableActions(ended)).toEqual(['cancel_order', 'buy_again', 'change_payment_method'])
    // A delivered order's subscription still runs and can be stopped; a cancelled order makes no more orders.
    const delivered = order({ status: 'closed', ...pay('paid'), ...rec({ period: 'monthly' }) })
    expect(availableActions(delivered)).toEqual(['buy_again', 'cancel_subscription', 'change_period'])
    expect(subscriptionRuns(order({ status: 'cancelled', ...rec({ period: 'monthly' }) }))).toBe(false)
  })

  it('buy again needs items; an order without a status reads as open', () => {
    expect(canRun({ status: 'closed', items: [] }, 'buy_again')).toBe(false)
    expect(canRun({ financial_status: { current: 'unauthorized' } }, 'change_payment_method')).toBe(true)
  })

  it('maps each patch to one action and refuses the rest', () => {
    expect(actionOf(patchFor('cancel_order')!)).toBe('cancel_order')
    expect(actionOf(patchFor('cancel_subscription')!)).toBe('cancel_subscription')
    // Cancelling a recurring order is cancelling that order, never its subscription too.
    expect(actionOf(patchFor('cancel_order')!)).toBe('cancel_order')
    expect(actionOf({ recurrence: { period: 'monthly', status: 'cancelled' } })).toBeNull()
    expect(actionOf(patchFor('change_period', 'yearly')!)).toBe('change_period')
    expect(actionOf(patchFor('reopen_order')!)).toBe('reopen_order')
    expect(actionOf(patchFor('change_payment_method', 'banking_billet')!)).toBe('change_payment_method')
    expect(patchFor('buy_again')).toBeNull()
    expect(actionOf({ status: 'closed' })).toBeNull()
    expect(actionOf({ status: 'cancelled' })).toBeNull()
    expect(actionOf({ status: 'open', payment_method: 'x' } as never)).toBeNull()
  })

  it('takes a card for a payment change only with its token, and only for the card method', () => {
    expect(actionOf({ payment_method: 'credit_card', credit_card: { hash: 'tok' } })).toBe('change_payment_method')
    expect(actionOf({ payment_method: 'banking_billet', credit_card: { hash: 'tok' } })).toBeNull()
    expect(actionOf({ status: 'cancelled', credit_card: { hash: 'tok' } } as never)).toBeNull()
    // Instalments likewise: with a card, never with a boleto or another action.
    const card = { payment_method: 'credit_card', credit_card: { hash: 'tok' }, installments_number: 3 }
    expect(actionOf(card)).toBe('change_payment_method')
    expect(actionOf({ payment_method: 'banking_billet', installments_number: 3 })).toBeNull()
    expect(actionOf({ status: 'cancelled', installments_number: 3 } as never)).toBeNull()
  })
})

describe('awaitsPayment', () => {
  it("names an open order whose card was refused ('Pagar agora'), not a pending boleto nor a cancelled order", async () => {
    const { awaitsPayment } = await import('#core/account/order-actions')
    expect(awaitsPayment(order({ status: 'open', financial_status: { current: 'unauthorized' } }))).toBe(true)
    expect(awaitsPayment(order({ status: 'open', financial_status: { current: 'pending' } }))).toBe(false)
    expect(awaitsPayment(order({ status: 'cancelled', financial_status: { current: 'unauthorized' } }))).toBe(false)
    expect(awaitsPayment(order({ status: 'open', financial_status: { current: 'paid' } }))).toBe(false)
  })
})

describe('recurrence metafield', () => {
  it('reads the recurrence from its metafield only, and sets it keeping the other metafields', async () => {
    const { recurrenceOf } = await import('#core/account/recurrence')
    const other = { namespace: 'x', field: 'y', value: { a: 1 } }
    const set = withRecurrence([other], { period: 'monthly' })
    expect(recurrenceOf({ metafields: set })).toEqual({ period: 'monthly' })
    expect(withRecurrence(set, { period: 'yearly' })).toEqual([
      other,
      { namespace: 'subscription', field: 'recurrence', value: { period: 'yearly' } }
    ])
    expect(recurrenceOf({ recurrence: { period: 'monthly' } })).toBeUndefined()
    expect(recurrenceOf({ metafields: [{ namespace: 'subscription', field: 'recurrence', value: 'monthly' }] })).toBe(
      undefined
    )
    expect(recurrenceOf({ metafields: 'corrupt' })).toBeUndefined()
  })
})
