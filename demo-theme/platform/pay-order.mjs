// POST /@checkout/{key}/transaction.json: pays again the order an idempotency key made, after its card was refused
// — a new transaction on that order, never a second order. The key is the proof: only the page that placed the order
// holds it (128 random bits, never shown). Whether the order may take a new payment is core's transitions table
// (change_payment_method), the same rule the account's payment change runs under.
import * as z from 'zod'
import { canRun } from '../../dist/node/core.mjs'
import { cardPayment } from './cards.mjs'
import { HttpError, validate } from './http.mjs'
import { installmentOptions } from './modules-rules.mjs'
import { newBillet, priceForMethod } from './orders.mjs'

const PayBody = z.strictObject({
  transaction: z.strictObject({
    payment_method: z.strictObject({ code: z.enum(['credit_card', 'banking_billet']) }),
    installments_number: z.optional(z.number().int().min(1).max(12)),
    credit_card: z.optional(z.looseObject({ hash: z.string().max(200) }))
  })
})

const LABELS = { credit_card: 'Cartão de crédito', banking_billet: 'Boleto bancário' }

/**
 * The first answer a key got, whether the key map holds answers or {fingerprint, answer: Promise} entries.
 * @param {any} state @param {string} key
 */
async function answerOf (state, key) {
  const entry = state.checkoutAnswers.get(key)
  if (entry && typeof entry.answer?.then === 'function') return entry.answer.catch(() => undefined)
  return entry
}

/** @param {any} state @param {string} key @param {any} answer */
function keepAnswer (state, key, answer) {
  const entry = state.checkoutAnswers.get(key)
  if (entry && typeof entry.answer?.then === 'function') entry.answer = Promise.resolve(answer)
  else state.checkoutAnswers.set(key, answer)
}

/** The checkout's answer for an order as it stands now. @param {any} order @param {any} transaction */
export const answerFor = (order, transaction) => ({
  order: { _id: order._id, number: order.number, status: order.status, financial_status: order.financial_status, ...(order.fulfillment_status ? { fulfillment_status: order.fulfillment_status } : {}), amount: order.amount },
  transaction
})

/** @param {import('./router.mjs').Ctx} ctx */
export async function payOrder (ctx) {
  const { state } = ctx
  const key = ctx.params.key ?? ''
  const first = await answerOf(state, key)
  if (!first) throw new HttpError(404, 'not_found', 'No order for this key')
  const order = /** @type {any} */ (state.data.orders.find((o) => o._id === first.order?._id))
  if (!order) throw new HttpError(404, 'not_found', 'No order for this key')
  const body = validate(PayBody, ctx.json())
  if (!canRun(order, 'change_payment_method')) throw new HttpError(409, 'not_payable', 'Este pedido não aguarda pagamento.')
  const method = body.transaction.payment_method.code
  if (method === 'credit_card' && !body.transaction.credit_card?.hash) throw new HttpError(400, 'card_token_required', 'Informe o cartão novamente.')

  const now = Date.now()
  const at = new Date(now).toISOString()
  const points = (order.transactions ?? []).filter((/** @type {any} */ t) => t.payment_method?.code === 'loyalty_points')
  const pointsCents = points.reduce((/** @type {number} */ s, /** @type {any} */ t) => s + Math.round((t.amount ?? 0) * 100), 0)
  // As at the checkout: the boleto's discount on what the points leave (none for a card).
  priceForMethod(order, method)
  const baseCents = Math.round((order.amount?.total ?? 0) * 100) - pointsCents
  /** @type {Record<string, any>} */
  const transaction = { _id: order._id.slice(0, 12) + String(now).slice(-12), payment_method: { code: method, name: LABELS[method] } }
  let financial = 'pending'
  if (method === 'banking_billet') {
    transaction.banking_billet = newBillet({ ...order, amount: { total: baseCents / 100 } }, ctx.origin, now)
    transaction.payment_link = transaction.banking_billet.link
    transaction.amount = baseCents / 100
  } else {
    // A card on file's token pays only its owner's orders.
    const card = cardPayment(state, body.transaction.credit_card?.hash, order.buyers?.[0]?._id, body.transaction.credit_card?.save === true)
    financial = card.financial
    transaction.credit_card = card.credit_card
    transaction.amount = baseCents / 100
    const n = body.transaction.installments_number ?? 1
    if (n > 1) {
      const opt = installmentOptions(baseCents / 100).find((/** @type {any} */ o) => o.number === n)
      if (!opt) throw new HttpError(400, 'invalid_installments', `${n}x is not available for this amount`)
      transaction.installments = { number: n, value: opt.value, tax: opt.tax, total: opt.total }
      if (opt.tax) transaction.amount = opt.total
    }
  }
  transaction.status = { current: financial, updated_at: at }
  order.transactions = [transaction, ...points]
  order.payment_method_label = LABELS[method]
  order.financial_status = { current: financial, updated_at: at }
  ;(order.payments_history ??= []).push({ status: financial, date_time: at })
  if (financial === 'paid') order.fulfillment_status = { current: 'in_separation', updated_at: at }
  order.updated_at = at
  await state.save()
  const answer = answerFor(order, transaction)
  keepAnswer(state, key, answer)
  return answer
}
