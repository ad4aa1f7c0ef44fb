// The customer's side of orders on the passport (api/orders/{id}.json): read one's own order, and run the account
// actions. Which action may run is core's transitions table (the same the account screens read), never a copy.
import * as z from 'zod'
import { actionOf, amountForMethod, canRun, recurrenceOf } from '../../dist/node/core.mjs'
import { cardPayment } from './cards.mjs'
import { HttpError, validate } from './http.mjs'
import { orderList } from './order-list.mjs'
import { BOLETO_DISCOUNT, INSTALLMENTS, installmentOptions } from './modules-rules.mjs'
import { cancelSubscription, changePeriod } from './subscriptions.mjs'

const OrderPatch = z.strictObject({
  status: z.optional(z.enum(['open', 'closed', 'cancelled'])),
  cancel_reason: z.optional(z.nullable(z.literal('customer'))),
  payment_method: z.optional(z.string().max(40)),
  credit_card: z.optional(z.strictObject({ hash: z.string().max(200) })),
  // A card may be paid in instalments, as at the checkout: the plans list_payments offers for what is left to pay.
  installments_number: z.optional(z.number().int().min(1).max(12)),
  recurrence: z.optional(z.strictObject({ period: z.optional(z.string().max(20)), status: z.optional(z.literal('cancelled')) }))
})

// Refusals the shopper reads as they are: Portuguese, one per reason.
const REFUSED = {
  cancel_order: 'Este pedido não pode mais ser cancelado.',
  reopen_order: 'Este pedido não pode ser reaberto.',
  change_payment_method: 'A forma de pagamento deste pedido não pode ser alterada.',
  cancel_subscription: 'Esta assinatura não pode ser cancelada.',
  change_period: 'A periodicidade desta assinatura não pode ser alterada.'
}
// A new boleto, or a card known by the gateway's token (the card's number never reaches the platform).
const SWITCHABLE = ['banking_billet', 'credit_card']

/** The order when it is the authenticated customer's; another's is a 403, an unknown id a 404. @param {import('./router.mjs').Ctx} ctx */
export function ownOrder (ctx) {
  const { customer } = ctx.state.requireAuth(ctx.req)
  const order = ctx.state.data.orders.find((o) => o._id === ctx.params.id)
  if (!order) throw new HttpError(404, 'not_found', `Order ${ctx.params.id} not found`)
  if (!order.buyers?.some((/** @type {any} */ b) => b._id === customer._id)) throw new HttpError(403, 'forbidden', 'This order belongs to another customer')
  return order
}

/** A new boleto for an order: code, printable link and due date. @param {any} order @param {string} origin @param {number} now */
export function newBillet (order, origin, now) {
  const cents = String(Math.round((order.amount?.total ?? 0) * 100)).padStart(14, '0')
  return {
    code: `34191.79001 01043.510047 91020.150008 ${order.number % 10} ${cents}`,
    link: `${origin}/api/modules/v1/boleto/${order._id}.html`,
    valid_thru: new Date(now + 3 * 24 * 3600 * 1000).toISOString()
  }
}

/**
 * The order's amount priced for the method that now pays what the points left (core's amountForMethod, the rule the
 * account's dialog shows before the change): the old method's discount goes, the new one's applies, the coupon's part
 * and the points (their transaction's amount) stay. @param {any} order @param {string} method
 */
export function priceForMethod (order, method) {
  const amount = amountForMethod(order, method, /** @type {any} */ (BOLETO_DISCOUNT))
  if (amount) order.amount = amount
}

/**
 * The instalment plan a card pays the order in, checked before anything changes: none for one payment, a 400 for a
 * number the amount left to pay does not allow (the same plans list_payments offers and the checkout accepts).
 * @param {any} order @param {string} method @param {number} pointsCents @param {number} n
 */
function planFor (order, method, pointsCents, n) {
  if (n === 1) return undefined
  const total = amountForMethod(order, method, /** @type {any} */ (BOLETO_DISCOUNT))?.total ?? order.amount?.total ?? 0
  const plan = installmentOptions((Math.round(total * 100) - pointsCents) / 100).find((o) => o.number === n)
  if (!plan) throw new HttpError(400, 'invalid_installments', `${n}x is not available for this amount (max ${INSTALLMENTS.max_number}x, min R$ ${INSTALLMENTS.min_installment})`)
  return plan
}

/** @param {any} order @param {string} action @param {any} patch @param {string} origin @param {any} state */
function apply (order, action, patch, origin, state) {
  const now = Date.now()
  const at = new Date(now).toISOString()
  order.updated_at = at
  if (action === 'change_period') return changePeriod(order, patch.recurrence.period)
  if (action === 'cancel_subscription') return cancelSubscription(order, at)
  if (action === 'change_payment_method') {
    // A card on file's token pays only its owner's orders.
    const card = patch.payment_method === 'credit_card' ? cardPayment(state, patch.credit_card?.hash, order.buyers?.[0]?._id) : null
    // A refused card changes nothing: the payment in force (a boleto still valid) stays until a new one is approved.
    if (card && card.financial === 'unauthorized') throw new HttpError(402, 'payment_refused', 'O cartão foi recusado pela operadora.')
    const status = card ? card.financial : 'pending'
    const method = card ? { code: 'credit_card', name: 'Cartão de crédito' } : { code: 'banking_billet', name: 'Boleto bancário' }
    // Points already taken stay paid: the new method pays what they left.
    const points = (order.transactions ?? []).filter((/** @type {any} */ t) => t.payment_method?.code === 'loyalty_points')
    const pointsCents = points.reduce((/** @type {number} */ n, /** @type {any} */ t) => n + Math.round((t.amount ?? 0) * 100), 0)
    const plan = card ? planFor(order, method.code, pointsCents, patch.installments_number ?? 1) : undefined
    ;(order.payments_history ??= []).push({ status, date_time: at })
    priceForMethod(order, method.code)
    const rest = Math.round((order.amount?.total ?? 0) * 100) - pointsCents
    const tx = { _id: order._id.slice(0, 12) + String(now).slice(-12), ...(recurrenceOf(order) ? { type: 'recurrence' } : {}), payment_method: method, amount: plan?.tax ? plan.total : rest / 100, ...(plan ? { installments: plan } : {}), status: { current: status, updated_at: at }, ...(card ? { credit_card: card.credit_card } : { banking_billet: newBillet({ ...order, amount: { total: rest / 100 } }, origin, now) }) }
    order.transactions = [tx, ...points]
    order.payment_method_label = method.name
    order.financial_status = { current: status, updated_at: at }
    return
  }
  order.status = patch.status
  // When the status last changed, in the Orders resource's own fields (opened_at again for a reopened order).
  if (patch.status === 'cancelled') order.cancelled_at = at
  else if (patch.status === 'closed') order.closed_at = at
  else {
    order.opened_at = at
    delete order.cancelled_at
  }
  if (patch.cancel_reason) order.cancel_reason = patch.cancel_reason
  else delete order.cancel_reason
}

/** Whether every item of the order can be sold again in its quantity. @param {import('./state.mjs').State} state @param {any} order */
function inStock (state, order) {
  return (order.items ?? []).every((/** @type {any} */ item) => {
    const p = state.productsById.get(item.product_id)
    const v = item.variation_id ? p?.variations?.find((/** @type {any} */ x) => x._id === item.variation_id) : undefined
    const stock = item.variation_id ? v?.quantity : p?.quantity
    return Boolean(p?.available && p.visible) && (stock === undefined || stock >= item.quantity)
  })
}

/** @type {import('./router.mjs').RouteDef[]} */
export const accountOrderRoutes = [
  ['GET', '/api/orders.json', (ctx) => {
    const { customer } = ctx.state.requireAuth(ctx.req)
    const own = ctx.state.data.orders.filter((/** @type {any} */ o) => o.buyers?.some((/** @type {any} */ b) => b._id === customer._id))
    return orderList(own, ctx.query)
  }],
  ['GET', '/api/orders/:id.json', (ctx) => ownOrder(ctx)],
  ['PATCH', '/api/orders/:id.json', async (ctx) => {
    const order = /** @type {any} */ (ownOrder(ctx))
    const patch = validate(OrderPatch, ctx.json())
    const action = actionOf(patch)
    if (!action) throw new HttpError(400, 'invalid_action', 'Alteração não permitida')
    if (!canRun(order, action)) throw new HttpError(409, 'action_not_allowed', REFUSED[/** @type {keyof typeof REFUSED} */ (action)])
    if (action === 'change_payment_method' && !SWITCHABLE.includes(patch.payment_method ?? '')) {
      throw new HttpError(400, 'invalid_payment_method', 'Forma de pagamento indisponível para este pedido.')
    }
    // A card arrives only as the gateway's token: without one there is nothing to charge.
    if (patch.payment_method === 'credit_card' && !patch.credit_card?.hash) throw new HttpError(400, 'card_token_required', 'Informe o cartão novamente.')
    // Reopening sells the items again: only while every one is still in stock (the store's knowledge, not the table's).
    if (action === 'reopen_order' && !inStock(ctx.state, order)) throw new HttpError(409, 'action_not_allowed', 'Algum item deste pedido não está mais disponível.')
    apply(order, action, patch, ctx.origin, ctx.state)
    await ctx.state.save()
    return order
  }]
]
