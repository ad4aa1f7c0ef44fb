// The demo store's Pix "app": issues a BR Code for an order (on @checkout, and anew once a code expired), and a demo
// bank that pays or expires a code so a person, or a test, can watch the storefront follow. The BR Code and the rules
// (what is Pix, when a code may be replaced) are core's, the same the storefront reads.
import * as z from 'zod'
import { randomBytes } from 'node:crypto'
import { brCode, canRenewPix, latestPix, PIX_EXPIRY_MS, PIX_INTERMEDIATOR_METHOD, PIX_METHOD } from '../../dist/node/core.mjs'
import { HttpError, validate } from './http.mjs'
import { PIX_DISCOUNT } from './modules-rules.mjs'
import { Reply } from './router.mjs'
import { escapeXml } from '../catalogue/pictures.mjs'

export const PIX_RECEIVER = { key: 'pix@vitrine.example', name: 'Vitrine Loja Demo', city: 'São Paulo' }
export const PIX_METHOD_OBJ = { code: PIX_METHOD, name: 'Pix' }
const INTERMEDIATOR_METHOD = { code: PIX_INTERMEDIATOR_METHOD, name: 'Pix' }

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
 * A new Pix transaction for `amount`: a fresh txid (25 letters and digits), its BR Code and expiry.
 * @param {number} amount @param {number} now
 */
export function pixTransaction (amount, now) {
  const txid = randomBytes(20).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, 25).padEnd(25, '0')
  const code = brCode({ key: PIX_RECEIVER.key, amount, txid, merchantName: PIX_RECEIVER.name, merchantCity: PIX_RECEIVER.city })
  return {
    _id: randomBytes(12).toString('hex'),
    payment_method: PIX_METHOD_OBJ,
    intermediator: { transaction_id: txid, transaction_code: txid, payment_method: INTERMEDIATOR_METHOD },
    amount,
    status: { current: 'pending', updated_at: new Date(now).toISOString() },
    pix: { code, txid, valid_thru: new Date(now + PIX_EXPIRY_MS).toISOString() }
  }
}

/** @param {import('./state.mjs').State} state @param {string} txid */
function findCharge (state, txid) {
  for (const order of state.data.orders) {
    const tx = (/** @type {any} */ (order).transactions ?? []).find((/** @type {any} */ t) => t.pix?.txid === txid)
    if (tx) return { order: /** @type {any} */ (order), tx }
  }
  throw new HttpError(404, 'not_found', `No Pix charge ${txid}`)
}

const RenewBody = z.looseObject({
  order_id: z.string().regex(/^[0-9a-f]{24}$/),
  payment_method: z.union([z.string(), z.looseObject({ code: z.string() })])
})

/**
 * POST create_transaction.json: a new Pix code on an order whose code expired unpaid. The order's id is what the
 * buyer holds (as for reading its status); a code still payable, a paid or cancelled order is refused (409).
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
  previous.status = { current: 'voided', updated_at: new Date(now).toISOString() }
  const tx = pixTransaction(previous.amount ?? order.amount.total, now)
  order.transactions.push(tx)
  order.updated_at = tx.status.updated_at
  await ctx.state.save()
  return { transaction: tx }
}

/**
 * What the demo bank does to a charge: pay it (the order turns paid and goes to separation) or make it expire now.
 * @param {import('./router.mjs').Ctx} ctx @param {'pay' | 'expire'} action
 */
async function act (ctx, action) {
  const { order, tx } = findCharge(ctx.state, ctx.params.txid ?? '')
  const now = Date.now()
  const at = new Date(now).toISOString()
  if (tx.status?.current !== 'pending' || order.financial_status?.current !== 'pending') {
    throw new HttpError(409, 'pix_not_pending', 'Este código Pix não está mais aguardando pagamento.')
  }
  if (action === 'expire') {
    tx.pix.valid_thru = new Date(now - 1000).toISOString()
  } else {
    if (Date.parse(tx.pix.valid_thru) <= now) throw new HttpError(409, 'pix_expired', 'Este código Pix expirou.')
    tx.status = { current: 'paid', updated_at: at }
    order.financial_status = { current: 'paid', updated_at: at }
    ;(order.payments_history ??= []).push({ status: 'paid', date_time: at, transaction_id: tx._id })
    order.fulfillment_status = { current: 'in_separation', updated_at: at }
  }
  order.updated_at = at
  await ctx.state.save()
  return { txid: tx.pix.txid, status: tx.status.current, valid_thru: tx.pix.valid_thru, order: { _id: order._id, number: order.number, financial_status: order.financial_status } }
}

/** A form the demo's confirmation links to, so a person can pay a code without a bank. @param {any} tx @param {any} order */
function payPage (tx, order, /** @type {string} */ message = '') {
  const txid = escapeXml(tx.pix.txid)
  const paid = tx.status?.current === 'paid'
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Banco demo · Pix ${txid}</title><style>body{font:16px system-ui;max-width:32rem;margin:2rem auto;padding:0 1rem}
button{font:inherit;min-height:44px;padding:0 1.25rem}code{word-break:break-all}</style></head><body><main>
<h1>Banco demo: pagar Pix</h1><p>Pedido #${order.number} · R$ ${Number(tx.amount ?? 0).toFixed(2).replace('.', ',')}</p>
<p>Código: <code>${escapeXml(tx.pix.code)}</code></p>
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
