// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, post, platformForFile } from './helpers'

const p = platformForFile()

const PASSPORT = '/api/passport/v1'
const MODULES = '/api/modules/v1'

const card = (number: string) => ({
  number,
  cvc: '123',
  month: 12,
  year: new Date().getFullYear() + 2,
  name: 'MARIA A SILVA'
})
async function tokenise(number: string): Promise<string> {
  const res = await post(p, '/api/gateway/v1/tokens.json', card(number))
  expect(res.status).toBe(200)
  return res.body.token
}

async function loginWithCode(email: string) {
  expect((await call(p, `${PASSPORT}/pt_br/email-code`, { method: 'PUT', json: { email } })).status).toBe(200)
  const { body } = await call(p, `/__platform/email-codes?email=${encodeURIComponent(email)}`)
  const res = await post(p, `${PASSPORT}/identify.json`, { email, email_code: body.code })
  expect(res.status).toBe(200)
  return res.body as { auth: { id: string; level: number; token: { access_token: string } }; customer: any }
}

describe('Passport', () => {
  it('identifies by e-mail case-insensitively and 403s unknown e-mails', async () => {
    const ok = await post(p, `${PASSPORT}/identify.json`, { email: 'Maria@Example.com', doc_number: '123.456.789-09' })
    expect(ok.status).toBe(200)
    expect(ok.body.auth.level).toBe(2)
    expect(ok.body.customer.main_email).toBe('maria@example.com')
    const unknown = await post(p, `${PASSPORT}/identify.json`, { email: 'nobody@example.com' })
    expect(unknown.status).toBe(403)
    expect(unknown.body.message).toBe('Nenhum perfil encontrado pelo e-mail')
    expect(
      (await post(p, `${PASSPORT}/identify.json`, { email: 'maria@example.com', email_code: '999999x' })).status
    ).toBe(401)
  })

  it('logs in at level 3 with an e-mail code and manages favourites', async () => {
    const session = await loginWithCode('maria@example.com')
    expect(session.auth.level).toBe(3)
    const headers = { 'X-My-ID': session.auth.id, 'X-Access-Token': session.auth.token.access_token }
    const { body: product } = await call(p, '/api/store/v1/products.json?limit=1')
    const fav = await call(p, `${PASSPORT}/me.json`, {
      method: 'PATCH',
      json: { favorites: [product.result[0]._id] },
      headers
    })
    expect(fav.status).toBe(200)
    const me = await call(p, `${PASSPORT}/me.json`, { headers })
    expect(me.body.favorites).toEqual([product.result[0]._id])
    expect(
      (await call(p, `${PASSPORT}/me.json`, { headers: { 'X-My-ID': session.auth.id, 'X-Access-Token': 'nope' } }))
        .status
    ).toBe(401)
  })

  it('completes the popup flow: oauth providers, login page, token.json', async () => {
    const sid = 'abcdefghijklmnopqrstuvwxyz012345'
    expect((await call(p, `${PASSPORT}/${sid}/token.json`)).status).toBe(404)
    const providers = await call(p, `${PASSPORT}/${sid}/oauth-providers.json`)
    expect(providers.body.providers.google.providerName).toBe('Google')
    const page = await fetch(`${p.url}${PASSPORT}/pt_br/1011/${sid}/login.html?enable_skip=true`)
    const html = await page.text()
    expect(html).toContain('Entrar com Google (demo)')
    expect(html).toContain('<label for="email">')
    const done = await fetch(`${p.url}${PASSPORT}/pt_br/1011/${sid}/login.html`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=joao.pereira%40example.com'
    })
    const donePage = await done.text()
    expect(donePage).toContain('postMessage({"type":"passport:callback","session_id":"' + sid + '"}, location.origin)')
    expect(donePage).not.toContain("'*'") // never to any origin
    const token = await call(p, `${PASSPORT}/${sid}/token.json`)
    expect(token.status).toBe(200)
    expect(token.body.auth.level).toBe(3)
    expect(token.body.customer.main_email).toBe('joao.pereira@example.com')
  })
})

describe('Store API with a customer', () => {
  it('reads own customer and orders, refuses others', async () => {
    const s = await loginWithCode('maria@example.com')
    const headers = { 'X-My-ID': s.auth.id, 'X-Access-Token': s.auth.token.access_token }
    const me = await call(p, `/api/store/v1/customers/${s.auth.id}.json`, { headers })
    expect(me.body.orders.length).toBeGreaterThan(0)
    const order = await call(p, `/api/store/v1/orders/${me.body.orders[0]._id}.json`, { headers })
    expect(order.body.number).toBe(me.body.orders[0].number)
    expect((await call(p, `/api/store/v1/customers/${s.auth.id}.json`)).status).toBe(401)
    const joao = await loginWithCode('joao.pereira@example.com')
    const other = await call(p, `/api/store/v1/orders/${me.body.orders[0]._id}.json`, {
      headers: { 'X-My-ID': joao.auth.id, 'X-Access-Token': joao.auth.token.access_token }
    })
    expect(other.status).toBe(403)
    expect(
      (
        await call(p, `/api/store/v1/customers/${s.auth.id}.json`, {
          headers: { 'X-My-ID': joao.auth.id, 'X-Access-Token': joao.auth.token.access_token }
        })
      ).status
    ).toBe(403)
  })

  it('creates and patches a cart', async () => {
    const s = await loginWithCode('maria@example.com')
    const headers = { 'X-My-ID': s.auth.id, 'X-Access-Token': s.auth.token.access_token }
    const { body } = await call(p, '/api/store/v1/products.json?limit=40')
    const simple = body.result.find((x: any) => !x.variations && x.price > 0)
    const created = await call(p, '/api/store/v1/carts.json', {
      method: 'POST',
      json: { items: [{ product_id: simple._id, quantity: 2, price: 0.01 }] },
      headers
    })
    expect(created.status).toBe(201)
    const cart = await call(p, `/api/store/v1/carts/${created.body._id}.json`, { headers })
    expect(cart.body.subtotal).toBe(Math.round(simple.price * 200) / 100)
    expect(
      (await call(p, `/api/store/v1/carts/${created.body._id}.json`, { method: 'PATCH', json: { items: [] }, headers }))
        .status
    ).toBe(204)
    expect((await call(p, `/api/store/v1/carts/${created.body._id}.json`, { headers })).body.subtotal).toBe(0)
  })
})

describe('Modules API', () => {
  it('calculates shipping by CEP: São Paulo cheaper and faster, free from R$ 299, invalid CEP', async () => {
    const sp = (
      await post(p, `${MODULES}/calculate_shipping.json`, {
        to: { zip: '01310-100' },
        items: [{ quantity: 1, price: 50 }],
        subtotal: 50
      })
    ).body
    const ne = (
      await post(p, `${MODULES}/calculate_shipping.json`, {
        to: { zip: '50030230' },
        items: [{ quantity: 1, price: 50 }],
        subtotal: 50
      })
    ).body
    const spRes = sp.result[0].response
    const neRes = ne.result[0].response
    expect(sp.result[0]).toMatchObject({ validated: true, error: false, app_id: expect.any(Number) })
    expect(spRes.free_shipping_from_value).toBe(299)
    const pac = (r: any) => r.shipping_services.find((s: any) => s.service_code === '04510').shipping_line
    expect(pac(spRes).price).toBeLessThan(pac(neRes).price)
    expect(pac(spRes).delivery_time.days).toBeLessThan(pac(neRes).delivery_time.days)
    const totals = spRes.shipping_services.map((s: any) => s.shipping_line.total_price)
    expect(totals).toEqual([...totals].sort((a, b) => a - b))
    const free = (await post(p, `${MODULES}/calculate_shipping.json`, { to: { zip: '50030230' }, subtotal: 300 })).body
      .result[0].response
    expect(pac(free).total_price).toBe(0)
    const bad = (await post(p, `${MODULES}/calculate_shipping.json`, { to: { zip: '123' } })).body
    expect(bad.result[0]).toMatchObject({
      validated: false,
      error: true,
      error_message: expect.stringContaining('CEP')
    })
  })

  it('lists payments with instalments, boleto discount and points', async () => {
    const { body } = await post(p, `${MODULES}/list_payments.json`, {
      amount: { subtotal: 100, total: 100 },
      items: []
    })
    const r = body.result[0].response
    expect(r.installments_option).toMatchObject({ max_number: 12, min_installment: 5, monthly_interest: 2.99 })
    expect(r.discount_option).toMatchObject({ type: 'percentage', value: 5 })
    expect(r.loyalty_points_programs.vitrine_points.earn_percentage).toBe(2)
    const card = r.payment_gateways.find((g: any) => g.payment_method.code === 'credit_card')
    const twelve = card.installment_options.find((o: any) => o.number === 12)
    expect(twelve).toMatchObject({ tax: true, value: 10.04 })
    expect(card.installment_options.find((o: any) => o.number === 6)).toMatchObject({ tax: false, value: 16.67 })
    expect(r.payment_gateways.map((g: any) => g.payment_method.code)).toEqual([
      'credit_card',
      'account_deposit',
      'banking_billet',
      'loyalty_points'
    ])
  })

  it('applies coupons', async () => {
    const apply = async (coupon: string, subtotal: number) =>
      (
        await post(p, `${MODULES}/apply_discount.json`, {
          amount: { subtotal, freight: 20, total: subtotal + 20 },
          discount_coupon: coupon
        })
      ).body.result[0].response
    expect((await apply('bemvindo10', 150)).discount_rule.extra_discount.value).toBe(15)
    expect((await apply('FRETEGRATIS', 150)).discount_rule.extra_discount.value).toBe(20)
    expect((await apply('VALE50', 250)).discount_rule.extra_discount.value).toBe(50)
    expect((await apply('VALE50', 150)).invalid_coupon_message).toBeTruthy()
    expect((await apply('NADA', 150)).invalid_coupon_message).toBe('O cupom de desconto inserido é inválido.')
  })

  it('checks out: boleto pending, card paid, card ending 0000 unauthorized', async () => {
    const { body } = await call(p, '/api/store/v1/products.json?limit=72')
    const product = body.result.find(
      (x: any) => !x.variations && x.price > 0 && x.available && x.visible && x.quantity > 3 && !x.min_quantity
    )
    const order = (transaction: unknown) =>
      post(p, `${MODULES}/@checkout.json`, {
        items: [{ product_id: product._id, quantity: 1 }],
        shipping: {
          app_id: 1248,
          service_code: '04510',
          to: { zip: '01310100', street: 'Avenida Paulista', number: 1000 }
        },
        transaction,
        customer: { main_email: 'maria@example.com' },
        domain: 'localhost',
        lang: 'pt_br'
      })
    const boleto = await order({ payment_method: { code: 'banking_billet' } })
    expect(boleto.status).toBe(200)
    expect(boleto.body.order).toMatchObject({
      status: 'open',
      financial_status: { current: 'pending' },
      number: expect.any(Number)
    })
    expect(boleto.body.transaction.banking_billet).toMatchObject({
      code: expect.any(String),
      link: expect.stringContaining('/boleto/')
    })
    expect(boleto.body.transaction.status.current).toBe('pending')
    const card = await order({
      payment_method: { code: 'credit_card' },
      installments_number: 3,
      credit_card: { hash: await tokenise('4111111111111111') }
    })
    expect(card.body.order.financial_status.current).toBe('paid')
    expect(card.body.order.fulfillment_status.current).toBe('in_separation')
    expect(card.body.transaction.installments.number).toBe(3)
    // Interest-free: the plan's total is the amount charged, whatever the instalments' rounding.
    expect(card.body.transaction.installments.total).toBe(card.body.transaction.amount)
    expect(card.body.order.number).toBe(boleto.body.order.number + 1)
    const refused = await order({
      payment_method: { code: 'credit_card' },
      credit_card: { hash: await tokenise('4111111111170000') }
    })
    expect(refused.body.transaction.status.current).toBe('unauthorized')
    const invalid = await post(p, `${MODULES}/@checkout.json`, { items: [] })
    expect(invalid.status).toBe(400)
  })

  it('takes only gateway tokens: a raw number is refused, a bad card never gets a token', async () => {
    const { body } = await call(p, '/api/store/v1/products.json?limit=72')
    const product = body.result.find(
      (x: any) => !x.variations && x.price > 0 && x.available && x.visible && x.quantity > 3 && !x.min_quantity
    )
    const raw = await post(p, `${MODULES}/@checkout.json`, {
      items: [{ product_id: product._id, quantity: 1 }],
      shipping: { service_code: '04510', to: { zip: '01310100' } },
      transaction: { payment_method: { code: 'credit_card' }, credit_card: { number: '4111111111111111', cvv: '123' } },
      customer: { main_email: 'maria@example.com' }
    })
    expect(raw.status).toBe(400)
    expect(raw.body.error_code).toBe('raw_card_refused')
    expect((await post(p, '/api/gateway/v1/tokens.json', card('4111111111111112'))).status).toBe(422)
    const script = await call(p, '/api/gateway/v1/js_client.js')
    expect(script.status).toBe(200)
    const pay = await post(p, `${MODULES}/list_payments.json`, { amount: { total: 100 } })
    const gateway = pay.body.result[0].response.payment_gateways.find(
      (g: any) => g.payment_method.code === 'credit_card'
    )
    expect(gateway.js_client.cc_hash).toEqual({ function: 'VitrineGateway.hash', is_promise: true })
  })

  it('answers a repeated idempotency key with the first order, and finds it by key', async () => {
    const { body } = await call(p, '/api/store/v1/products.json?limit=72')
    const product = body.result.find(
      (x: any) => !x.variations && x.price > 0 && x.available && x.visible && x.quantity > 3 && !x.min_quantity
    )
    const key = 'k'.repeat(20) + Date.now()
    const send = () =>
      call(p, `${MODULES}/@checkout.json`, {
        method: 'POST',
        headers: { 'Idempotency-Key': key },
        json: {
          items: [{ product_id: product._id, quantity: 1 }],
          shipping: { service_code: '04510', to: { zip: '01310100' } },
          transaction: { payment_method: { code: 'banking_billet' } },
          customer: { main_email: 'visitante@example.com' }
        }
      })
    expect((await call(p, `${MODULES}/@checkout/${key}.json`)).status).toBe(404)
    const a = await send()
    const b = await send()
    expect(a.status).toBe(200)
    expect(b.body.order._id).toBe(a.body.order._id)
    expect((await call(p, `${MODULES}/@checkout/${key}.json`)).body.order.number).toBe(a.body.order.number)
  })

  it('looks a demo CEP up, and 404s an unknown one', async () => {
    expect((await call(p, '/api/cep/v1/01310100.json')).body).toMatchObject({
      street: 'Avenida Paulista',
      city: 'São Paulo',
      province_code: 'SP'
    })
    expect((await call(p, '/api/cep/v1/99999999.json')).status).toBe(404)
  })
})

describe('Modules API: points', () => {
  /** A product over R$ 50 sold one at a time, and Maria's authorized session (she holds points). */
  async function mariaBuying() {
    const { body } = await call(p, '/api/store/v1/products.json?limit=72')
    const product = body.result.find(
      (x: any) => !x.variations && x.price > 50 && x.available && x.visible && x.quantity > 3 && !x.min_quantity
    )
    const session = (
      await post(p, `${PASSPORT}/identify.json`, { email: 'maria@example.com', doc_number: '12345678909' })
    ).body
    return {
      product,
      session,
      headers: { 'X-My-ID': session.auth.id, 'X-Access-Token': session.auth.token.access_token }
    }
  }

  it('pays part of an order with points: capped and debited', async () => {
    const { product, session, headers } = await mariaBuying()
    const order = (points: number) =>
      post(
        p,
        `${MODULES}/@checkout.json`,
        {
          items: [{ product_id: product._id, quantity: 1 }],
          shipping: { service_code: '04510', to: { zip: '01310100' } },
          transaction: {
            payment_method: { code: 'banking_billet' },
            loyalty_points_applied: { vitrine_points: points }
          },
          customer: { _id: session.auth.id, main_email: 'maria@example.com' }
        },
        headers
      )
    const ok = await order(10)
    expect(ok.status).toBe(200)
    expect(ok.body.order.amount.total).toBeGreaterThan(ok.body.transaction.amount)
    expect((await order(100000)).body.error_code).toBe('invalid_points')
    // The order keeps the points as its Orders resource types them: the program and the points spent.
    const points = ok.body.order.transactions.find((t: any) => t.payment_method.code === 'loyalty_points')
    expect(points).toMatchObject({ amount: 10, loyalty_points: { program_id: 'vitrine_points', points_value: 10 } })
    expect(points.amount_part).toBeUndefined()
  })

  it("takes points as the platform's storefront sends them: two transactions, each with its share of the total", async () => {
    const { product, session, headers } = await mariaBuying()
    const balance = async () =>
      ((await call(p, `${PASSPORT}/me.json`, { headers })).body.loyalty_points_entries ?? []).reduce(
        (n: number, e: any) => n + (e.active_points ?? 0),
        0
      )
    const order = (transaction: unknown) =>
      post(
        p,
        `${MODULES}/@checkout.json`,
        {
          items: [{ product_id: product._id, quantity: 1 }],
          shipping: { service_code: '04510', to: { zip: '01310100' } },
          transaction,
          customer: { _id: session.auth.id, main_email: 'maria@example.com' }
        },
        headers
      )
    const boleto = { app_id: 1251, payment_method: { code: 'banking_billet' } }
    const points = {
      app_id: 1251,
      payment_method: { code: 'loyalty_points' },
      loyalty_points_applied: { vitrine_points: 10 }
    }
    // The total the parts share (before the boleto's own discount): a card order without points says it.
    const card = async () => ({
      app_id: 1251,
      payment_method: { code: 'credit_card' },
      credit_card: { hash: await tokenise('4111111111111111') }
    })
    const total = (await order(await card())).body.order.amount.total as number
    const before = await balance()
    // Parts that do not add up or that name another amount than the points, points on the method's transaction, two
    // methods, an unknown method: refused, no point spent.
    const refusals = [
      [
        { ...boleto, amount_part: 0.5 },
        { ...points, amount_part: 0.4 }
      ],
      [
        { ...boleto, amount_part: 0.5 },
        { ...points, amount_part: 0.5 }
      ],
      [
        { ...boleto, loyalty_points_applied: { vitrine_points: 10 }, amount_part: 0.9 },
        { ...points, amount_part: 0.1 }
      ],
      [
        { ...boleto, amount_part: 0.5 },
        { ...boleto, amount_part: 0.5 }
      ],
      // Refused after the points were checked: still none spent.
      { payment_method: { code: 'cash' }, loyalty_points_applied: { vitrine_points: 10 } }
    ]
    for (const transaction of refusals) {
      const refused = await order(transaction)
      expect(refused.status, JSON.stringify(transaction)).toBe(400)
      expect(['invalid_amount_part', 'invalid_transaction', 'invalid_payment_method']).toContain(
        refused.body.error_code
      )
    }
    expect(await balance()).toBe(before)
    const part = 10 / total
    const ok = await order([
      { ...(await card()), amount_part: 1 - part },
      { ...points, amount_part: part }
    ])
    expect(ok.status).toBe(200)
    expect(ok.body.order.amount.total).toBe(total)
    expect(ok.body.transaction.amount).toBeCloseTo(total - 10, 6)
    const spent = ok.body.order.transactions.find((t: any) => t.payment_method.code === 'loyalty_points')
    expect(spent).toMatchObject({ amount: 10, loyalty_points: { program_id: 'vitrine_points', points_value: 10 } })
    expect(await balance()).toBeCloseTo(before - 10, 6)
  })
})

describe('alphanumeric CNPJ', () => {
  it('a company that buys becomes a customer with its letters kept, and logs in by that document', async () => {
    const { body } = await call(p, '/api/store/v1/products.json?limit=72')
    const product = body.result.find(
      (x: any) => !x.variations && x.price > 0 && x.available && x.visible && x.quantity > 3 && !x.min_quantity
    )
    const email = `empresa.${Date.now()}@example.com`
    const made = await post(p, `${MODULES}/@checkout.json`, {
      items: [{ product_id: product._id, quantity: 1 }],
      shipping: { service_code: '04510', to: { zip: '01310100' } },
      transaction: { payment_method: { code: 'banking_billet' } },
      customer: {
        main_email: email,
        registry_type: 'j',
        doc_number: '12ABC34501DE35',
        corporate_name: 'Letras & Números Ltda',
        name: { given_name: 'Clara' }
      }
    })
    expect(made.status).toBe(200)
    const wrong = await post(p, `${PASSPORT}/identify.json`, { email, doc_number: '12.ABC.345/01DE-36' })
    expect(wrong.status).toBe(401)
    const ok = await post(p, `${PASSPORT}/identify.json`, { email, doc_number: '12.abc.345/01de-35' })
    expect(ok.status).toBe(200)
    expect(ok.body.customer).toMatchObject({
      doc_number: '12ABC34501DE35',
      registry_type: 'j',
      corporate_name: 'Letras & Números Ltda'
    })
    // Digits only would be another document: the letters are part of it.
    const stripped = await post(p, `${MODULES}/@checkout.json`, {
      items: [{ product_id: product._id, quantity: 1 }],
      shipping: { service_code: '04510', to: { zip: '01310100' } },
      transaction: { payment_method: { code: 'banking_billet' } },
      customer: { main_email: email, registry_type: 'j', doc_number: '12.abc.345/01de-35' }
    })
    expect(stripped.status).toBe(400)
  })
})

describe('free gifts', () => {
  const discount = async (subtotal: number, coupon?: string) =>
    (
      await post(p, `${MODULES}/apply_discount.json`, {
        amount: { subtotal, freight: 0, total: subtotal },
        ...(coupon ? { discount_coupon: coupon } : {})
      })
    ).body.result[0].response
  const order = (items: unknown[], coupon?: string) =>
    post(p, `${MODULES}/@checkout.json`, {
      items,
      shipping: { service_code: '04510', to: { zip: '01310100' } },
      transaction: { payment_method: { code: 'banking_billet' } },
      customer: { main_email: 'maria@example.com' },
      ...(coupon ? { discount_coupon: coupon } : {})
    })

  it('apply_discount names the gift with the coupon BRINDE from R$ 300, not below, not without it', async () => {
    const [gift] = (await discount(300, 'brinde')).freebie_product_ids
    expect(gift).toMatch(/^[0-9a-f]{24}$/)
    const below = await discount(299.99, 'BRINDE')
    expect(below.freebie_product_ids).toBeUndefined()
    expect(below.discount_rule.label).toBe('BRINDE')
    expect((await discount(1000)).freebie_product_ids).toBeUndefined()
    expect((await discount(1000, 'NADA')).freebie_product_ids).toBeUndefined()
  })

  it('@checkout prices a granted gift at 0 and refuses one the cart does not earn', async () => {
    const [gift] = (await discount(300, 'BRINDE')).freebie_product_ids
    const { body } = await call(p, '/api/store/v1/products.json?limit=72')
    const dear = body.result.find(
      (x: any) =>
        !x.variations &&
        x.price >= 300 &&
        x.available &&
        x.visible &&
        x.quantity > 3 &&
        !x.min_quantity &&
        !x.kit_composition
    )
    const cheap = body.result.find(
      (x: any) =>
        !x.variations &&
        x.price < 100 &&
        x.available &&
        x.visible &&
        x.quantity > 3 &&
        !x.min_quantity &&
        !x.kit_composition &&
        x._id !== gift
    )
    const giftLine = { product_id: gift, quantity: 1, flags: ['freebie', '__tmp'] }
    const ok = await order([{ product_id: dear._id, quantity: 1 }, giftLine], 'BRINDE')
    expect(ok.status).toBe(200)
    expect(ok.body.order.amount.subtotal).toBe(dear.price)
    const refused = await order([{ product_id: cheap._id, quantity: 1 }, giftLine], 'BRINDE')
    expect(refused.status).toBe(409)
    expect(refused.body.error_code).toBe('freebie_not_granted')
    expect((await order([{ product_id: dear._id, quantity: 1 }, giftLine])).status).toBe(409)
    const two = await order(
      [
        { product_id: dear._id, quantity: 1 },
        { ...giftLine, quantity: 2 }
      ],
      'BRINDE'
    )
    expect(two.status).toBe(409)
  })
})
