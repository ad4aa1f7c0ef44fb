// @vitest-environment node
import { hasError, parsePix } from 'pix-utils'
import { describe, expect, it } from 'vitest'
import { isPix } from '#core/payments/pix-gateway'
import { pixCharge } from '#core/payments/pix'
import { call, post, platformForFile } from './helpers'

const p = platformForFile()

const MODULES = '/api/modules/v1'
const PIX = { code: 'account_deposit' }
const txidOf = (tx: any): string => tx.intermediator.transaction_id

async function pixOrder() {
  const { body } = await call(p, '/api/store/v1/products.json?limit=72')
  const product = body.result.find(
    (x: any) => !x.variations && x.price > 0 && x.available && x.visible && x.quantity > 3 && !x.min_quantity
  )
  const res = await post(p, `${MODULES}/@checkout.json`, {
    items: [{ product_id: product._id, quantity: 1 }],
    shipping: {
      app_id: 1248,
      service_code: '04510',
      to: { zip: '01310100', street: 'Avenida Paulista', number: 1000 }
    },
    transaction: { payment_method: PIX },
    customer: { main_email: 'visitante.pix@example.com' }
  })
  expect(res.status).toBe(200)
  return res.body
}

describe('Pix on the demo platform', () => {
  it('offers a Pix gateway with the store discount in list_payments', async () => {
    const r = (await post(p, `${MODULES}/list_payments.json`, { amount: { total: 200 } })).body.result[0].response
    const pix = r.payment_gateways.find((g: any) => g.payment_method.code === 'account_deposit')
    // As a hosted Pix app lists it: named Pix, the intermediator with its name and code only.
    expect(pix).toEqual({
      label: 'Pix',
      payment_method: { code: 'account_deposit', name: 'Pix' },
      intermediator: { name: 'Pix Vitrine (demo)', code: 'vitrine_pix' },
      type: 'payment',
      discount: { type: 'percentage', value: 5, apply_at: 'total' }
    })
    expect(isPix(pix)).toBe(true)
  })

  it('answers in the shape of a Pix app: BR Code, expiry, payment link and an HTML QR in notes; no pix field', async () => {
    const { order, transaction } = await pixOrder()
    expect(order.financial_status.current).toBe('pending')
    expect(transaction.status.current).toBe('pending')
    expect(Object.keys(transaction).sort()).toEqual(
      ['account_deposit', 'amount', 'intermediator', 'notes', 'payment_link', 'payment_method', 'status'].sort()
    )
    expect(Object.keys(transaction.intermediator).sort()).toEqual(['transaction_code', 'transaction_id'])
    expect(transaction.notes).toMatch(/^<div[^>]*><img src="https:\/\/[^"]+" [^>]*><\/div>$/)
    expect(transaction.payment_link).toBe(`${p.url}/_demo/pix/${txidOf(transaction)}`)
    expect(order.transactions.some((t: any) => 'pix' in t)).toBe(false)
    const parsed = parsePix(transaction.intermediator.transaction_code)
    expect(hasError(parsed)).toBe(false)
    expect(parsed).toMatchObject({ pixKey: 'pix@vitrine.example', txid: txidOf(transaction) })
    // The code charges what the order costs with the Pix discount (5 % off), the amount of its transaction.
    expect((parsed as { transactionAmount: number }).transactionAmount).toBe(transaction.amount)
    expect(transaction.amount).toBe(order.amount.total)
    const left = Date.parse(transaction.account_deposit.valid_thru) - Date.now()
    expect(left).toBeGreaterThan(29 * 60_000)
    expect(left).toBeLessThanOrEqual(30 * 60_000)
    // What the storefront reads of it.
    expect(pixCharge(transaction)).toMatchObject({ code: transaction.intermediator.transaction_code })
  })

  it('expires a code as a Pix app tells the platform: transaction and payment voided, in the payments history', async () => {
    const { order, transaction } = await pixOrder()
    expect((await post(p, `/_demo/pix/${txidOf(transaction)}/expire`, {})).status).toBe(200)
    // The public order path (what a visitor's page reads) says so; valid_thru is left as issued.
    const read = (await call(p, `/api/store/v1/orders/${order._id}.json`)).body
    expect(read.financial_status.current).toBe('voided')
    expect(read.status).toBe('open')
    expect(read.transactions[0].status.current).toBe('voided')
    expect(read.transactions[0].account_deposit).toEqual(transaction.account_deposit)
    expect((await post(p, `/_demo/pix/${txidOf(transaction)}/expire`, {})).status).toBe(409)
  })

  it('refuses a new code while the current one is payable, issues one after it expired, on the same order', async () => {
    const { order, transaction } = await pixOrder()
    const renew = () => post(p, `${MODULES}/create_transaction.json`, { order_id: order._id, payment_method: PIX })
    expect((await renew()).status).toBe(409)
    expect((await post(p, `/_demo/pix/${txidOf(transaction)}/expire`, {})).status).toBe(200)
    // An expired code cannot be paid.
    expect((await post(p, `/_demo/pix/${txidOf(transaction)}/pay`, {})).status).toBe(409)
    const fresh = await renew()
    expect(fresh.status).toBe(200)
    expect(txidOf(fresh.body.transaction)).not.toBe(txidOf(transaction))
    expect(hasError(parsePix(fresh.body.transaction.intermediator.transaction_code))).toBe(false)
    const read = (await call(p, `/api/store/v1/orders/${order._id}.json`)).body
    expect(read.number).toBe(order.number)
    expect(read.transactions.map((t: any) => t.status.current)).toEqual(['voided', 'pending'])
    // The new code waits for its payment again.
    expect(read.financial_status.current).toBe('pending')
    // The demo bank pays the new code: the order is paid and goes to separation.
    const paid = await post(p, `/_demo/pix/${txidOf(fresh.body.transaction)}/pay`, {})
    expect(paid.status).toBe(200)
    const after = (await call(p, `/api/store/v1/orders/${order._id}.json`)).body
    expect(after.financial_status.current).toBe('paid')
    expect(after.fulfillment_status.current).toBe('in_separation')
    expect((await renew()).status).toBe(409)
    expect((await post(p, `/_demo/pix/${txidOf(fresh.body.transaction)}/pay`, {})).status).toBe(409)
  })

  it('serves the demo bank page with a pay form, and pays from it', async () => {
    const { transaction } = await pixOrder()
    const page = await fetch(`${p.url}/_demo/pix/${txidOf(transaction)}`)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(await page.text()).toContain(`action="/_demo/pix/${txidOf(transaction)}/pay"`)
    const form = await fetch(`${p.url}/_demo/pix/${txidOf(transaction)}/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: ''
    })
    expect(await form.text()).toContain('Este Pix está pago')
    expect((await call(p, '/_demo/pix/NOSUCHTXID')).status).toBe(404)
  })
})
