// The demo store's Pix "app": issues a BR Code for an order (on @checkout, and anew once a code expired), and a demo
// bank that pays or expires a code so a person, or a test, can watch the storefront follow. The BR Code and the rules
// (what is Pix, when a code may be replaced) are core's, the same the storefront reads.
import * as z from 'zod'
import { randomBytes } from 'node:crypto'
import { brCode, canRenewPix, latestPix, PIX_EXPIRY_MS, PIX_METHOD } from '../../dist/node/core.mjs'
import { HttpError, validate } from './http.mjs'
import { PIX_DISCOUNT } from './modules-rules.mjs'
import { Reply } from './router.mjs'
import { escapeXml } from '../catalogue/pictures.mjs'

export const PIX_RECEIVER = { key: 'pix@vitrine.example', name: 'Vitrine Loja Demo', city: 'São Paulo' }
export const PIX_METHOD_OBJ = { code: PIX_METHOD, name: 'Pix' }

/**
 * The gateway list_payments offers: account deposit named Pix through the Pix intermediator, with the store's
 * discount, as a hosted Pix app lists it (ListPaymentsResponse: the intermediator has name, link and code only).
 */
export function pixGateway () {
  return {
    label: 'Pix',
    payment_method: PIX_METHOD_OBJ,
    intermediator: { name: 'Pix Vitrine (demo)', code: 'vitrine_pix' },
    type: 'payment',
    discount: { type: PIX_DISCOUNT.type, value: PIX_DISCOUNT.value, apply_at: PIX_DISCOUNT.apply_at }
  }
}

/**
 * A new Pix transaction for `amount`, in the shape Pix apps answer create_transaction (the platform's Pagar.me app,
 * functions/routes/ecom/modules/create-transaction.js): the BR Code in intermediator.transaction_code, the charge's
 * id in transaction_id (here its txid, 25 letters and digits), the expiry in account_deposit.valid_thru, the bank's
 * page in payment_link, and notes with an HTML <img> of a QR hosted by the app (the storefront never renders it: it
 * draws the QR from the code). No intermediator.payment_method: that app sends none.
 * @param {number} amount @param {number} now @param {string} origin
 */
export function pixTransaction (amount, now, origin) {
  const txid = randomBytes(20).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, 25).padEnd(25, '0')
  const code = brCode({ key: PIX_RECEIVER.key, amount, txid, merchantName: PIX_RECEIVER.name, merchantCity: PIX_RECEIVER.city })
  return {
    _id: randomBytes(12).toString('hex'),
    payment_method: PIX_METHOD_OBJ,
    intermediator: { transaction_id: txid, transaction_code: code },
    account_deposit: { valid_thru: new Date(now + PIX_EXPIRY_MS).toISOString() },
    payment_link: `${origin}/_demo/pix/${txid}`,
    notes: `<div style="display:block;margin:0 auto"><img src="https://qrcode.pix-app.invalid/${txid}.png" style="display:block;margin:0 auto"></div>`,
    amount,
    status: { current: 'pending', updated_at: new Date(now).toISOString() }
  }
}

/** The Pix transaction whose charge id is `txid`, with its order. @param {import('./state.mjs').State} state @param {string} txid */
function findCharge (state, txid) {
  for (const order of state.data.orders) {
    const tx = (/** @type {any} */ (order).transactions ?? []).find((/** @type {any} */ t) => t.payment_method?.code === PIX_METHOD && t.intermediator?.transaction_id === txid)
    if (tx) return { order: /** @type {any} */ (order), tx }
  }
  throw new HttpError(404, 'not_found', `No Pix charge ${txid}`)
}

/**
 * A payment status the app reports for a transaction, the way Pix apps tell the platform (a payments_history entry
 * with the transaction's id): the platform keeps it as the transaction's and the order's financial status.
 * @param {any} order @param {any} tx @param {string} status @param {string} at
 */
function report (order, tx, status, at) {
  tx.status = { current: status, updated_at: at }
  order.financial_status = { current: status, updated_at: at }
  ;(order.payments_history ??= []).push({ status, date_time: at, transaction_id: tx._id, flags: ['pix-demo'] })
  order.updated_at = at
}

const RenewBody = z.looseObject({
  order_id: z.string().regex(/^[0-9a-f]{24}$/),
  payment_method: z.union([z.string(), z.looseObject({ code: z.string() })])
})

/**
 * POST create_transaction.json: a new Pix code on an order whose code expired unpaid (its time over, or the bank
 * dropped it: the order's payment voided). The order's id is what the buyer holds (as for reading its status); a code
 * still payable, a paid or cancelled order is refused (409). The expired transaction is voided, the new one pending.
 * @param {import('./router.mjs').Ctx} ctx
 */
export async function renewPix (ctx) {
  const body = validate(RenewBody, ctx.json())
  const method = typeof body.payment_method === 'string' ? body.payment_method : body.payment_method.code
  if (method !== PIX_METHOD) throw new HttpError(400, 'invalid_payment_method', 'Only a Pix code can be issued again')
  const order = /** @type {any} */ (ctx.state.data.orders.find((o) => o._id === body.order_id))
  if (!order) throw new HttpError(404, 'not_found', `Order ${body.order_id} not found`)
  const now = Date.now()
  if (!canRenewPix(order, now)) throw new HttpError(409, 'pix_not_renewable', 'Este pedido não precisa de um novo código Pix.')
  const previous = latestPix(order.transactions)
  const at = new Date(now).toISOString()
  if (previous.status?.current !== 'voided') report(order, previous, 'voided', at)
  const tx = pixTransaction(previous.amount ?? order.amount.total, now, ctx.origin)
  order.transactions.push(tx)
  report(order, tx, 'pending', at)
  await ctx.state.save()
  return { transaction: tx }
}

/**
 * What the demo bank does to a charge, told to the platform as a Pix app tells it: pay it (the order turns paid and
 * goes to separation) or expire it now (the transaction and the order's payment voided, as an app reports a charge
 * the bank cancelled; its valid_thru stays as issued: the storefront learns it from the status, not from its clock).
 * @param {import('./router.mjs').Ctx} ctx @param {'pay' | 'expire'} action
 */
async function act (ctx, action) {
  const { order, tx } = findCharge(ctx.state, ctx.params.txid ?? '')
  const now = Date.now()
  const at = new Date(now).toISOString()
  if (tx.status?.current !== 'pending' || order.financial_status?.current !== 'pending') {
    throw new HttpError(409, 'pix_not_pending', 'Este código Pix não está mais aguardando pagamento.')
  }
  const validThru = tx.account_deposit?.valid_thru
  if (action === 'expire') {
    report(order, tx, 'voided', at)
  } else {
    if (Date.parse(validThru) <= now) throw new HttpError(409, 'pix_expired', 'Este código Pix expirou.')
    report(order, tx, 'paid', at)
    order.fulfillment_status = { current: 'in_separation', updated_at: at }
  }
  await ctx.state.save()
  return { txid: tx.intermediator.transaction_id, status: tx.status.current, valid_thru: validThru, order: { _id: order._id, number: order.number, financial_status: order.financial_status } }
}

/** A form the demo's confirmation links to, so a person can pay a code without a bank. @param {any} tx @param {any} order */
function payPage (tx, order, /** @type {string} */ message = '') {
  const txid = escapeXml(tx.intermediator.transaction_id)
  const paid = tx.status?.current === 'paid'
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Banco demo · Pix ${txid}</title><style>body{font:16px system-ui;max-width:32rem;margin:2rem auto;padding:0 1rem}
button{font:inherit;min-height:44px;padding:0 1.25rem}code{word-break:break-all}</style></head><body><main>
<h1>Banco demo: pagar Pix</h1><p>Pedido #${order.number} · R$ ${Number(tx.amount ?? 0).toFixed(2).replace('.', ',')}</p>
<p>Código: <code>${escapeXml(tx.intermediator.transaction_code)}</code></p>
${message ? `<p role="status">${escapeXml(message)}</p>` : ''}
${paid ? '<p>Este Pix está pago. Volte à aba da loja: ela já mostra o pagamento confirmado.</p>'
    : `<form method="post" action="/_demo/pix/${txid}/pay"><button type="submit">Pagar este Pix</button></form>`}
<p><small>Página de demonstração: nenhum dinheiro é movido.</small></p></main></body></html>`
}

/** @param {import('./router.mjs').Ctx} ctx */
const wantsHtml = (ctx) => /^application\/x-www-form-urlencoded/.test(String(ctx.req.headers['content-type'] ?? ''))

/**
 * The demo bank under /_demo/pix/ (not an API of the hosted platform): GET {txid} a page with a pay button,
 * POST {txid}/pay pays the code, POST {txid}/expire makes it expire now (tests of the renewal).
 * @type {import('./router.mjs').RouteDef[]}
 */
export const demoPixRoutes = [
  ['GET', '/pix/:txid', (ctx) => {
    const { order, tx } = findCharge(ctx.state, ctx.params.txid ?? '')
    return new Reply(200, payPage(tx, order), { raw: true, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
  }],
  ['POST', '/pix/:txid/pay', async (ctx) => {
    if (!wantsHtml(ctx)) return act(ctx, 'pay')
    let message = 'Pagamento enviado.'
    try { await act(ctx, 'pay') } catch (e) { message = e instanceof HttpError ? e.message : 'Erro.' }
    const { order, tx } = findCharge(ctx.state, ctx.params.txid ?? '')
    return new Reply(200, payPage(tx, order, message), { raw: true, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
  }],
  ['POST', '/pix/:txid/expire', (ctx) => act(ctx, 'expire')]
]
