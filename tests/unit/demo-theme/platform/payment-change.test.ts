// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, post, platformForFile } from './helpers'

const BASE = '/api/passport/v1/1011'
const p = platformForFile()

async function maria() {
  const session = await call(p, `${BASE}/DemoSessionMaria0000000000000001/token.json`)
  return { 'X-My-ID': session.body.auth.id, 'X-Access-Token': session.body.auth.token.access_token }
}

const token = async (number: string) =>
  (await post(p, '/api/gateway/v1/tokens.json', { number, cvc: '123', month: 12, year: 2099, name: 'MARIA A SILVA' }))
    .body.token as string

/** Changes the order's payment to a card (a fresh token of `number`), with any other fields of the PATCH. */
const toCard = async (path: string, headers: Record<string, string>, number: string, extra = {}) =>
  call(p, path, {
    method: 'PATCH',
    json: { payment_method: 'credit_card', credit_card: { hash: await token(number) }, ...extra },
    headers
  })

async function order(headers: Record<string, string>, points = 0, cheapest = false) {
  const { body } = await call(p, '/api/store/v1/products.json?limit=72')
  const simple = (body.result as any[])
    .filter(
      (x) =>
        x.price > (cheapest ? 0 : 30) &&
        x.available &&
        x.visible &&
        !x.variations?.length &&
        !x.kit_composition &&
        x.quantity > 5 &&
        !x.min_quantity
    )
    .sort((a, b) => (cheapest ? a.price - b.price : 0))[0]
  const res = await post(
    p,
    '/api/modules/v1/@checkout.json',
    {
      items: [{ product_id: simple._id, quantity: 1 }],
      shipping: { to: { zip: '01310100' } },
      transaction: {
        payment_method: 'banking_billet',
        ...(points ? { loyalty_points_applied: { vitrine_points: points } } : {})
      },
      customer: { main_email: 'maria@example.com' }
    },
    headers
  )
  expect(res.status).toBe(200)
  return res.body.order
}

describe('changing the payment of an order', () => {
  it('keeps the boleto when the new card is refused (402), and the order untouched', async () => {
    const headers = await maria()
    const placed = await order(headers)
    const path = `${BASE}/api/orders/${placed._id}.json`
    const before = (await call(p, path, { headers })).body
    const res = await toCard(path, headers, '4111111111170000')
    expect(res.status).toBe(402)
    const after = (await call(p, path, { headers })).body
    expect(after.transactions).toEqual(before.transactions)
    expect(after.financial_status.current).toBe('pending')
  })
  it('keeps the points paid and has the new method pay what they left', async () => {
    const headers = await maria()
    const placed = await order(headers, 5)
    const path = `${BASE}/api/orders/${placed._id}.json`
    const res = await toCard(path, headers, '5555555555554444')
    expect(res.status).toBe(200)
    const codes = res.body.transactions.map((t: any) => [t.payment_method.code, t.amount])
    expect(codes).toEqual([
      ['credit_card', Math.round((res.body.amount.total - 5) * 100) / 100],
      ['loyalty_points', 5]
    ])
  })
  it("prices the change for the new method: a card drops the boleto's discount, the points part stays", async () => {
    const headers = await maria()
    const placed = await order(headers, 5)
    const full = Math.round((placed.amount.subtotal + placed.amount.freight) * 100)
    expect(Math.round(placed.amount.total * 100)).toBeLessThan(full)
    const path = `${BASE}/api/orders/${placed._id}.json`
    const card = await toCard(path, headers, '5555555555554444')
    const cents = (o: any) => o.transactions.map((t: any) => Math.round(t.amount * 100))
    expect([Math.round(card.body.amount.total * 100), card.body.amount.discount]).toEqual([full, 0])
    expect(cents(card.body)).toEqual([full - 500, 500])
  })
  it('pays a card in the instalments asked, as the checkout plans them; a number the amount does not allow is refused untouched', async () => {
    const headers = await maria()
    // The cheapest item: 12 instalments of it would be under the R$ 5,00 minimum.
    const placed = await order(headers, 0, true)
    const path = `${BASE}/api/orders/${placed._id}.json`
    const before = (await call(p, path, { headers })).body
    const tooMany = await toCard(path, headers, '5555555555554444', { installments_number: 12 })
    expect(tooMany.status).toBe(400)
    expect(JSON.stringify(tooMany.body)).toContain('12x is not available')
    expect((await call(p, path, { headers })).body.transactions).toEqual(before.transactions)
    const res = await toCard(path, headers, '5555555555554444', { installments_number: 2 })
    expect(res.status).toBe(200)
    const [tx] = res.body.transactions
    expect(tx.installments).toMatchObject({ number: 2, tax: false })
    expect(Math.round(tx.installments.value * 100)).toBe(Math.round((res.body.amount.total / 2) * 100))
    expect(tx.amount).toBe(res.body.amount.total)
  })
})
