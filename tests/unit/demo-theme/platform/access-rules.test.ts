// @vitest-environment node
// The local platform's access rules (demo-theme/platform/README.md, "Access rules"), over real HTTP.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { call, post, start, platformForFile } from './helpers'

const p = platformForFile()
beforeEach(async () => {
  await post(p, '/__platform/reset', {})
})
afterEach(() => {
  vi.useRealTimers()
})

const PASSPORT = '/api/passport/v1/1011'
const STORE = '/api/store/v1'
const MODULES = '/api/modules/v1'
const MARIA = 'maria@example.com'
const JOAO = 'joao.pereira@example.com'

type Headers = Record<string, string>
const authHeaders = (body: any): Headers => ({
  'X-My-ID': body.auth.id,
  'X-Access-Token': body.auth.token.access_token
})

async function identify(data: Record<string, string>) {
  const r = await post(p, `${PASSPORT}/identify.json`, data)
  expect(r.status).toBe(200)
  return r.body
}
const level1 = async (email = MARIA) => authHeaders(await identify({ email }))
const level2 = async (email = MARIA, doc = '12345678909') => authHeaders(await identify({ email, doc_number: doc }))

async function requestCode(email = MARIA) {
  return call(p, `${PASSPORT}/pt_br/email-code.json`, { method: 'PUT', json: { email } })
}
async function readCode(email = MARIA): Promise<string> {
  return (await call(p, `/__platform/email-codes?email=${encodeURIComponent(email)}`)).body.code
}
const loginWithCode = (code: string, email = MARIA) => post(p, `${PASSPORT}/identify.json`, { email, email_code: code })

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

async function sellable() {
  const all = (await call(p, `${STORE}/products.json?limit=72`)).body.result
  return all.find(
    (x: any) => !x.variations && x.price > 50 && x.available && x.visible && x.quantity > 5 && !x.min_quantity
  )
}

async function checkoutBody(extra: { transaction?: Record<string, unknown>; customer?: Record<string, unknown> } = {}) {
  const product = await sellable()
  return {
    items: [{ product_id: product._id, quantity: 1 }],
    shipping: { service_code: '04510', to: { zip: '01310100', street: 'Rua Nova', number: 9 } },
    transaction: { payment_method: { code: 'banking_billet' }, ...extra.transaction },
    customer: { main_email: MARIA, ...extra.customer }
  }
}

const mariaRecord = () => p.platform.state.customerByEmail(MARIA) as any
const points = () =>
  mariaRecord().loyalty_points_entries.reduce((s: number, e: any) => s + e.active_points, 0) as number

describe('session levels', () => {
  it('refuses a level-1 session on every personal route, and lets level 2 through', async () => {
    const one = await level1()
    const two = await level2()
    const id = one['X-My-ID']!
    const order = mariaRecord().orders.find((o: any) => o.number === 1002)._id
    const cart = await call(p, `${STORE}/carts.json`, { method: 'POST', json: { items: [] }, headers: two })
    expect(cart.status).toBe(201)
    const routes: [string, string, unknown?][] = [
      ['GET', `${PASSPORT}/me.json`],
      ['PATCH', `${PASSPORT}/me.json`, { favorites: [] }],
      ['GET', `${PASSPORT}/api/me.json`],
      ['PATCH', `${PASSPORT}/api/me.json`, { pronoun: 'she' }],
      ['GET', `${PASSPORT}/customers/${id}.json`],
      ['PATCH', `${PASSPORT}/customers/${id}.json`, { addresses: [{ zip: '20040020', default: true }] }],
      ['GET', `${PASSPORT}/api/orders/${order}.json`],
      ['PATCH', `${PASSPORT}/api/orders/${order}.json`, { status: 'cancelled', cancel_reason: 'customer' }],
      ['GET', `${STORE}/orders.json`],
      ['GET', `${STORE}/customers/${id}.json`],
      ['PATCH', `${STORE}/customers/${id}.json`, { addresses: [{ zip: '20040020', default: true }] }],
      ['POST', `${STORE}/carts.json`, { items: [] }],
      ['GET', `${STORE}/carts/${cart.body._id}.json`],
      ['PATCH', `${STORE}/carts/${cart.body._id}.json`, { items: [] }]
    ]
    for (const [method, path, json] of routes) {
      const refused = await call(p, path, { method, headers: one, ...(json ? { json } : {}) })
      expect([method, path, refused.status, refused.body.error_code]).toEqual([
        method,
        path,
        403,
        'authorization_required'
      ])
      expect(JSON.stringify(refused.body)).not.toContain('12345678909')
    }
    // Nothing a refused call asked for happened.
    expect(mariaRecord().addresses[0].zip).toBe('01310100')
    expect(p.platform.state.data.orders.find((o: any) => o._id === order)!.status).toBe('open')
    for (const [method, path, json] of routes) {
      const allowed = await call(p, path, { method, headers: two, ...(json ? { json } : {}) })
      expect([method, path, allowed.status < 300]).toEqual([method, path, true])
    }
  })

  it('answers a level-1 login with masked data only', async () => {
    const answer = await identify({ email: MARIA })
    expect(answer.auth.level).toBe(1)
    expect(answer.customer).toEqual({ _id: answer.auth.id, display_name: 'Maria', main_email: 'm***@example.com' })
  })
})

describe('customer record', () => {
  it('never lets a profile update write points, orders, e-mail, document or identity', async () => {
    const headers = await level2()
    const id = headers['X-My-ID']!
    const before = JSON.stringify(mariaRecord())
    const attempts: Record<string, unknown>[] = [
      { loyalty_points_entries: [{ program_id: 'vitrine_points', active_points: 99999, ratio: 1 }] },
      { orders: [{ _id: 'a'.repeat(24), number: 1003 }] },
      { main_email: 'x@example.com' },
      { doc_number: '52998224725' },
      { _id: 'b'.repeat(24) },
      { pronoun: 'she', loyalty_points_entries: [] }
    ]
    for (const path of [
      `${PASSPORT}/api/me.json`,
      `${PASSPORT}/customers/${id}.json`,
      `${STORE}/customers/${id}.json`
    ]) {
      for (const json of attempts) {
        const r = await call(p, path, { method: 'PATCH', json, headers })
        expect([path, r.status, r.body.error_code]).toEqual([path, 403, 'field_not_writable'])
      }
    }
    expect(JSON.stringify(mariaRecord())).toBe(before)
    expect((await call(p, `${PASSPORT}/me.json`, { method: 'PATCH', json: { orders: [] }, headers })).status).toBe(400)
  })

  it('refuses two default addresses', async () => {
    const headers = await level2()
    const r = await call(p, `${PASSPORT}/api/me.json`, {
      method: 'PATCH',
      json: {
        addresses: [
          { zip: '01310100', default: true },
          { zip: '20040020', default: true }
        ]
      },
      headers
    })
    expect(r.status).toBe(400)
  })
})

describe('points and orders belong to an authorized session of their owner', () => {
  it("spends points only on the owner's authorized session", async () => {
    const maria = mariaRecord()
    const start = points()
    const paying = await checkoutBody({
      transaction: { loyalty_points_applied: { vitrine_points: 10 } },
      customer: { _id: maria._id }
    })
    // Knowing the _id and the e-mail is not enough, nor is an e-mail-only login, nor another customer's session.
    const guest = await post(p, `${MODULES}/@checkout.json`, paying)
    expect([guest.status, guest.body.error_code]).toEqual([401, 'points_require_login'])
    expect((await post(p, `${MODULES}/@checkout.json`, paying, await level1())).status).toBe(401)
    const joao = await level2(JOAO, '52998224725')
    expect((await post(p, `${MODULES}/@checkout.json`, paying, joao)).status).toBe(403)
    expect(points()).toBe(start)
    const ok = await post(p, `${MODULES}/@checkout.json`, paying, await level2())
    expect(ok.status).toBe(200)
    expect(points()).toBe(start - 10)
  })

  it('attaches an order to a customer only on their authorized session, never by e-mail or _id', async () => {
    const maria = mariaRecord()
    const orders = maria.orders.length
    const guest = await post(
      p,
      `${MODULES}/@checkout.json`,
      await checkoutBody({ customer: { _id: maria._id, doc_number: undefined } })
    )
    expect(guest.status).toBe(200)
    expect(mariaRecord().orders).toHaveLength(orders)
    const stored = p.platform.state.data.orders.find((o: any) => o._id === guest.body.order._id) as any
    expect(stored.buyers[0]._id).not.toBe(maria._id)
    // The guest's order takes nothing from the record the e-mail names.
    expect(stored.buyers[0].doc_number).toBeUndefined()
    const headers = await level2()
    expect((await call(p, `${STORE}/orders/${guest.body.order._id}.json`, { headers })).status).toBe(403)

    const own = await post(p, `${MODULES}/@checkout.json`, await checkoutBody(), headers)
    expect(own.status).toBe(200)
    expect(mariaRecord().orders.map((o: any) => o._id)).toContain(own.body.order._id)
    const full = await call(p, `${PASSPORT}/api/orders/${own.body.order._id}.json`, { headers })
    expect(full.body.buyers[0]._id).toBe(maria._id)
  })
})

describe('public order path', () => {
  it('shows anyone holding the id the status, number, totals and payment data, nothing personal', async () => {
    const headers = await level2()
    const made = await post(p, `${MODULES}/@checkout.json`, await checkoutBody(), headers)
    const path = `${STORE}/orders/${made.body.order._id}.json`
    for (const who of [{}, await level1()]) {
      const pub = await call(p, path, { headers: who })
      expect(pub.status).toBe(200)
      expect(pub.body).toMatchObject({
        _id: made.body.order._id,
        number: made.body.order.number,
        status: 'open',
        financial_status: { current: 'pending' },
        amount: made.body.order.amount
      })
      expect(pub.body.transactions[0].banking_billet.code).toBe(made.body.transaction.banking_billet.code)
      const text = JSON.stringify(pub.body)
      for (const secret of ['maria@example.com', '12345678909', 'Maria', 'Paulista', 'Rua Nova', '01310100']) {
        expect(text).not.toContain(secret)
      }
      expect(pub.body.buyers).toBeUndefined()
      expect(pub.body.shipping_lines).toBeUndefined()
      expect(pub.body.items).toBeUndefined()
    }
    const full = await call(p, path, { headers })
    expect(full.body.buyers[0].main_email).toBe('maria@example.com')
    expect(full.body.shipping_lines[0].to.street).toBe('Rua Nova')
  })
})

describe('e-mail login codes', () => {
  it('expire after 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    await requestCode()
    const code = await readCode()
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1)
    const late = await loginWithCode(code)
    expect([late.status, late.body.error_code]).toEqual([401, 'code_expired'])
    // Used up by the refusal: even the right code cannot be replayed.
    expect((await loginWithCode(code)).status).toBe(401)
    await requestCode()
    const fresh = await readCode()
    vi.setSystemTime(Date.now() + 9 * 60_000)
    const inTime = await loginWithCode(fresh)
    expect([inTime.status, inTime.body.auth?.level]).toEqual([200, 3])
    expect((await loginWithCode(fresh)).status).toBe(401)
  })

  it('lock the login after 5 wrong codes or documents, for 15 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    await requestCode()
    const code = await readCode()
    const left: number[] = []
    for (let i = 0; i < 4; i++) left.push((await loginWithCode(wrong(code))).body.attempts_left)
    // A wrong document counts too.
    const doc = await post(p, `${PASSPORT}/identify.json`, { email: MARIA, doc_number: '52998224725' })
    left.push(doc.body.attempts_left)
    expect(left).toEqual([4, 3, 2, 1, 0])
    const locked = await loginWithCode(code)
    expect([locked.status, locked.body.error_code]).toEqual([429, 'login_locked'])
    expect((await requestCode()).status).toBe(429)
    expect((await post(p, `${PASSPORT}/identify.json`, { email: MARIA, doc_number: '12345678909' })).status).toBe(429)
    // Another e-mail is not affected.
    expect((await requestCode(JOAO)).status).toBe(200)
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1)
    // The code pending at the lock was voided; a new one works.
    expect((await loginWithCode(code)).status).toBe(401)
    await requestCode()
    expect((await loginWithCode(await readCode())).status).toBe(200)
  })

  it('forgets earlier wrong attempts after a successful login', async () => {
    await requestCode()
    const code = await readCode()
    for (let i = 0; i < 4; i++) await loginWithCode(wrong(code))
    expect((await loginWithCode(code)).status).toBe(200)
    await requestCode()
    expect((await loginWithCode(wrong(await readCode()))).body.attempts_left).toBe(4)
  })
})

describe('idempotency keys', () => {
  const send = (key: string, body: unknown, headers: Headers = {}) =>
    post(p, `${MODULES}/@checkout.json`, body, { 'Idempotency-Key': key, ...headers })

  it('creates one order for four concurrent requests with one key', async () => {
    // With a data file, as the demo runs: creating an order waits for its write, which is when a second request with
    // the same key used to slip in.
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-keys-'))
    const shop = await start({ dataFile: join(dir, 'data.json') })
    try {
      const body = await checkoutBody({ customer: { main_email: 'visitante@example.com' } })
      const before = shop.platform.state.data.orders.length
      const key = `concurrent-${Date.now()}-key`
      const answers = await Promise.all(
        [1, 2, 3, 4].map(() => post(shop, `${MODULES}/@checkout.json`, body, { 'Idempotency-Key': key }))
      )
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200])
      expect(new Set(answers.map((a) => a.body.order._id)).size).toBe(1)
      expect(shop.platform.state.data.orders.length).toBe(before + 1)
      expect((await call(shop, `${MODULES}/@checkout/${key}.json`)).body.order._id).toBe(answers[0]!.body.order._id)
    } finally {
      await shop.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refuses the same key with another body (409) and keeps the first order', async () => {
    const token = async () =>
      (
        await post(p, '/api/gateway/v1/tokens.json', {
          number: '4111111111111111',
          cvc: '123',
          month: 12,
          year: new Date().getFullYear() + 2
        })
      ).body.token as string
    const card = async () => ({ payment_method: { code: 'credit_card' }, credit_card: { hash: await token() } })
    const body = await checkoutBody({ customer: { main_email: 'visitante@example.com' }, transaction: await card() })
    const key = `reused-${Date.now()}-key`
    const first = await send(key, body)
    expect(first.status).toBe(200)
    const other = await send(key, { ...body, items: [{ ...body.items[0]!, quantity: 2 }] })
    expect([other.status, other.body.error_code]).toEqual([409, 'idempotency_key_reused'])
    expect(other.body.order).toBeUndefined()
    const boleto = await send(key, { ...body, transaction: { payment_method: { code: 'banking_billet' } } })
    expect(boleto.status).toBe(409)
    // The same purchase with its fields in another order and the card tokenised again is the same request.
    const { items, shipping, customer } = body
    const resent = await send(key, { transaction: await card(), customer, shipping, items })
    expect(resent.body.order._id).toBe(first.body.order._id)
    expect((await call(p, `${MODULES}/@checkout/${key}.json`)).body.order._id).toBe(first.body.order._id)
  })

  it('frees a key whose request failed', async () => {
    const key = `failed-${Date.now()}-key`
    const bad = await send(key, await checkoutBody({ transaction: { payment_method: { code: 'cheque' } } }))
    expect(bad.status).toBe(400)
    expect((await call(p, `${MODULES}/@checkout/${key}.json`)).status).toBe(404)
    expect((await send(key, await checkoutBody({ customer: { main_email: 'visitante@example.com' } }))).status).toBe(
      200
    )
  })

  it('refuses a malformed key', async () => {
    const bad = await send('short', await checkoutBody())
    expect([bad.status, bad.body.error_code]).toEqual([400, 'invalid_idempotency_key'])
  })
})

describe('fault injection', () => {
  it('is refused outside test mode: X-Fault is ignored and the test controls answer 403', async () => {
    const shop = await start({ testMode: false })
    try {
      const products = '/api/store/v1/products.json?limit=1'
      expect((await call(shop, products, { headers: { 'X-Fault': '503' } })).status).toBe(200)
      const t = performance.now()
      expect((await call(shop, products, { headers: { 'X-Fault': 'slow:5000' } })).status).toBe(200)
      expect(performance.now() - t).toBeLessThan(4000)
      for (const [method, path, json] of [
        ['POST', '/__platform/faults', { api: 'store', kind: '503' }],
        ['GET', '/__platform/faults'],
        ['DELETE', '/__platform/faults'],
        ['GET', '/__platform/log'],
        ['DELETE', '/__platform/log'],
        ['POST', '/__platform/reset', {}]
      ] as const) {
        const r = await call(shop, path, { method, ...(json ? { json } : {}) })
        expect([path, r.status, r.body.error_code]).toEqual([path, 403, 'test_mode_only'])
      }
      expect((await call(shop, products)).status).toBe(200)
      expect(shop.platform.requestLog.list()).toEqual([])
      // The demo's mailbox stays: a person trying the demo logs in by code.
      await call(shop, '/api/passport/v1/pt_br/email-code', { method: 'PUT', json: { email: MARIA } })
      expect((await call(shop, `/__platform/email-codes?email=${MARIA}`)).body.code).toMatch(/^\d{6}$/)
    } finally {
      await shop.close()
    }
  })

  it('validates values in test mode: unknown kinds and unbounded delays are a 400', async () => {
    const products = '/api/store/v1/products.json?limit=1'
    for (const kind of ['slow:999999999', 'slow:60001', 'explode', '200', '302']) {
      const r = await call(p, products, { headers: { 'X-Fault': kind } })
      expect([kind, r.status, r.body.error_code]).toEqual([kind, 400, 'invalid_fault'])
      expect((await post(p, '/__platform/faults', { api: 'store', kind })).status).toBe(400)
    }
    expect((await call(p, products, { headers: { 'X-Fault': 'slow:1' } })).status).toBe(200)
  })
})
