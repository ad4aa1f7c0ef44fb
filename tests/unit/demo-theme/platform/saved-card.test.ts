// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, post, platformForFile } from './helpers'

const p = platformForFile()

const PASSPORT = '/api/passport/v1'
const GATEWAY = '/api/gateway/v1'
const MODULES = '/api/modules/v1'
const NUMBER = '5555555555554444'

async function login(email: string): Promise<Record<string, string>> {
  await call(p, `${PASSPORT}/pt_br/email-code`, { method: 'PUT', json: { email } })
  const { body } = await call(p, `/__platform/email-codes?email=${encodeURIComponent(email)}`)
  const res = await post(p, `${PASSPORT}/identify.json`, { email, email_code: body.code })
  expect(res.status).toBe(200)
  return { 'X-My-ID': res.body.auth.id, 'X-Access-Token': res.body.auth.token.access_token }
}

async function product() {
  const { body } = await call(p, '/api/store/v1/products.json?limit=72')
  return body.result.find(
    (x: any) => !x.variations && x.price > 0 && x.available && x.visible && x.quantity > 3 && !x.min_quantity
  )
}

const order = async (hash: string, email: string, save = true) => ({
  items: [{ product_id: (await product())._id, quantity: 1 }],
  shipping: { app_id: 1248, service_code: '04510', to: { zip: '01310100', street: 'Avenida Paulista', number: 1000 } },
  transaction: { payment_method: { code: 'credit_card' }, credit_card: { hash, save } },
  customer: { main_email: email }
})

describe('a card on file at the gateway', () => {
  it('is kept after an approved payment of a logged-in customer, without the number, and reused only by them', async () => {
    const maria = await login('maria@example.com')
    const year = new Date().getFullYear() + 5
    const tok = await post(p, `${GATEWAY}/tokens.json`, {
      number: NUMBER,
      cvc: '123',
      month: 11,
      year,
      brand: 'mastercard'
    })
    const first = await post(p, `${MODULES}/@checkout.json`, await order(tok.body.token, 'maria@example.com'), maria)
    expect(first.body.order.financial_status.current).toBe('paid')

    const list = await call(p, `${GATEWAY}/cards.json`, { headers: maria })
    expect(list.status).toBe(200)
    expect(list.body.result).toHaveLength(1)
    expect(list.body.result[0]).toMatchObject({ brand: 'mastercard', last4: '4444', month: 11, year })
    expect(JSON.stringify(list.body)).not.toContain(NUMBER)
    expect(JSON.stringify(list.body)).not.toContain('55555555')
    const ref = list.body.result[0].ref
    // The customer record lists it as the Customers resource does (credit_cards): the storefront reads it there.
    const me = await call(p, '/api/passport/v1/1011/api/me.json', { headers: maria })
    expect(me.body.credit_cards).toEqual([
      {
        holder_name: '',
        company: 'mastercard',
        last_digits: '4444',
        token: ref,
        intermediator: { code: 'vitrine_gateway' }
      }
    ])

    // Nobody else lists or uses it; anonymous calls are refused.
    const joao = await login('joao.pereira@example.com')
    expect((await call(p, `${GATEWAY}/cards.json`, { headers: joao })).body.result).toEqual([])
    expect((await call(p, `${GATEWAY}/cards.json`)).status).toBe(401)
    expect((await post(p, `${GATEWAY}/cards/${ref}/tokens.json`, { cvc: '123' }, joao)).status).toBe(404)
    expect((await post(p, `${GATEWAY}/cards/${ref}/tokens.json`, { cvc: '12' }, maria)).status).toBe(400)

    // The owner pays again with the reference and the CVV; the token is good only in her session.
    const again = await post(p, `${GATEWAY}/cards/${ref}/tokens.json`, { cvc: '321' }, maria)
    expect(again.status).toBe(200)
    const stolen = await post(
      p,
      `${MODULES}/@checkout.json`,
      await order(again.body.token, 'joao.pereira@example.com'),
      joao
    )
    expect(stolen.status).toBe(402)
    const second = await post(p, `${MODULES}/@checkout.json`, await order(again.body.token, 'maria@example.com'), maria)
    expect(second.body.order.financial_status.current).toBe('paid')
    expect(second.body.order.transactions[0].credit_card.last_digits).toBe('4444')
    // Paying with the saved card does not add a copy of it.
    expect((await call(p, `${GATEWAY}/cards.json`, { headers: maria })).body.result).toHaveLength(1)
  })

  it('is not kept for a guest', async () => {
    const tok = await post(p, `${GATEWAY}/tokens.json`, { number: NUMBER, cvc: '123', month: 11, year: 2040 })
    const res = await post(p, `${MODULES}/@checkout.json`, await order(tok.body.token, 'guest.card@example.com'))
    expect(res.body.order.financial_status.current).toBe('paid')
    // The checkout registered the buyer; logging in later shows no card kept from the guest purchase.
    const later = await login('guest.card@example.com')
    expect((await call(p, `${GATEWAY}/cards.json`, { headers: later })).body.result).toEqual([])
  })

  it("is not kept when the buyer did not ask for it (no 'save')", async () => {
    const joao = await login('joao.pereira@example.com')
    const tok = await post(p, `${GATEWAY}/tokens.json`, { number: NUMBER, cvc: '123', month: 11, year: 2040 })
    const res = await post(
      p,
      `${MODULES}/@checkout.json`,
      await order(tok.body.token, 'joao.pereira@example.com', false),
      joao
    )
    expect(res.body.order.financial_status.current).toBe('paid')
    expect((await call(p, `${GATEWAY}/cards.json`, { headers: joao })).body.result).toEqual([])
  })
})
