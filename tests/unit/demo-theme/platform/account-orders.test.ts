// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { recurrenceOf } from '#core/account/recurrence'
import { call, post, platformForFile } from './helpers'

/** An order's recurrence (a metafield), {} for none. */
const rec = (order: unknown) => recurrenceOf(order) ?? {}

const p = platformForFile()
beforeEach(async () => {
  await post(p, '/__platform/reset', {})
})

const BASE = '/api/passport/v1/1011'
const MARIA = { 'X-My-ID': '', 'X-Access-Token': 'demo-token-maria-0000000000000000000000' }

async function maria() {
  const session = await call(p, `${BASE}/DemoSessionMaria0000000000000001/token.json`)
  const headers = { ...MARIA, 'X-My-ID': session.body.auth.id }
  const me = await call(p, `${BASE}/api/me.json`, { headers })
  return { headers, me: me.body }
}

async function joao() {
  await call(p, `${BASE}/pt_br/email-code.json`, { method: 'PUT', json: { email: 'joao.pereira@example.com' } })
  const { body } = await call(p, '/__platform/email-codes?email=joao.pereira%40example.com')
  const login = await post(p, `${BASE}/identify.json`, { email: 'joao.pereira@example.com', email_code: body.code })
  return { 'X-My-ID': login.body.auth.id, 'X-Access-Token': login.body.auth.token.access_token }
}

const orderId = (me: any, n: number) => me.orders.find((o: any) => o.number === n)._id

describe('account orders on the passport (api/orders/{id}.json)', () => {
  it("reads own orders only: another customer's order is a 403, an anonymous call a 401", async () => {
    const { headers, me } = await maria()
    const own = await call(p, `${BASE}/api/orders/${orderId(me, 1002)}.json`, { headers })
    expect(own.status).toBe(200)
    expect(own.body.transactions[0].banking_billet.code).toMatch(/^34191/)
    const jh = await joao()
    expect((await call(p, `${BASE}/api/orders/${orderId(me, 1002)}.json`, { headers: jh })).status).toBe(403)
    expect((await call(p, `${BASE}/api/orders/${orderId(me, 1002)}.json`)).status).toBe(401)
  })

  it('cancels a pending order, refuses to cancel it twice or to cancel a delivered one, and reopens it', async () => {
    const { headers, me } = await maria()
    const path = `${BASE}/api/orders/${orderId(me, 1002)}.json`
    const cancel = await call(p, path, {
      method: 'PATCH',
      json: { status: 'cancelled', cancel_reason: 'customer' },
      headers
    })
    expect(cancel.status).toBe(200)
    expect(cancel.body.status).toBe('cancelled')
    const again = await call(p, path, {
      method: 'PATCH',
      json: { status: 'cancelled', cancel_reason: 'customer' },
      headers
    })
    expect([again.status, again.body.message]).toEqual([409, 'Este pedido não pode mais ser cancelado.'])
    const delivered = await call(p, `${BASE}/api/orders/${orderId(me, 1001)}.json`, {
      method: 'PATCH',
      json: { status: 'cancelled', cancel_reason: 'customer' },
      headers
    })
    expect(delivered.status).toBe(409)
    const reopen = await call(p, path, { method: 'PATCH', json: { status: 'open', cancel_reason: null }, headers })
    expect([reopen.status, reopen.body.status, reopen.body.cancel_reason]).toEqual([200, 'open', undefined])
    // Anything else than the table's patches is refused, whoever asks.
    expect((await call(p, path, { method: 'PATCH', json: { status: 'closed' }, headers })).status).toBe(400)
    expect(
      (
        await call(p, path, {
          method: 'PATCH',
          json: { status: 'cancelled', cancel_reason: 'customer' },
          headers: await joao()
        })
      ).status
    ).toBe(403)
  })

  it('reopens only while every item is still in stock', async () => {
    const { headers, me } = await maria()
    const path = `${BASE}/api/orders/${orderId(me, 1002)}.json`
    const order = (await call(p, path, { headers })).body
    await call(p, path, { method: 'PATCH', json: { status: 'cancelled', cancel_reason: 'customer' }, headers })
    const product = p.platform.state.productsById.get(order.items[0].product_id)
    const variation = product.variations?.find((v: any) => v._id === order.items[0].variation_id)
    const holder = variation ?? product
    const stock = holder.quantity
    holder.quantity = 0
    try {
      const r = await call(p, path, { method: 'PATCH', json: { status: 'open', cancel_reason: null }, headers })
      expect([r.status, r.body.message]).toEqual([409, 'Algum item deste pedido não está mais disponível.'])
      expect((await call(p, path, { headers })).body.status).toBe('cancelled')
    } finally {
      holder.quantity = stock
    }
  })

  it('changes the payment method of a pending order to a new boleto', async () => {
    const { headers, me } = await maria()
    const path = `${BASE}/api/orders/${orderId(me, 1002)}.json`
    const r = await call(p, path, { method: 'PATCH', json: { payment_method: 'banking_billet' }, headers })
    expect(r.status).toBe(200)
    expect(r.body.transactions[0].banking_billet.link).toContain('/boleto/')
    expect((await call(p, path, { method: 'PATCH', json: { payment_method: 'credit_card' }, headers })).status).toBe(
      400
    )
    expect(
      (
        await call(p, `${BASE}/api/orders/${orderId(me, 1001)}.json`, {
          method: 'PATCH',
          json: { payment_method: 'banking_billet' },
          headers
        })
      ).status
    ).toBe(409)
  })

  it('saves profile fields through api/me.json and customers/{id}.json, never the locked ones', async () => {
    const { headers, me } = await maria()
    const r = await call(p, `${BASE}/api/me.json`, { method: 'PATCH', json: { pronoun: 'he' }, headers })
    expect([r.status, r.body.pronoun, r.body.main_email]).toEqual([200, 'he', 'maria@example.com'])
    const s = await call(p, `${BASE}/customers/${me._id}.json`, {
      method: 'PATCH',
      json: { pronoun: 'she', birth_date: {} },
      headers
    })
    // An empty birth date ({}, every part optional in the Customers type) removes it.
    expect([s.status, s.body.pronoun, s.body.birth_date]).toEqual([200, 'she', undefined])
    expect((await call(p, `${BASE}/api/me.json`, { method: 'PATCH', json: { gender: 'f' }, headers })).status).toBe(403)
    expect(
      (
        await call(p, `${BASE}/customers/${me._id}.json`, {
          method: 'PATCH',
          json: { pronoun: 'she' },
          headers: await joao()
        })
      ).status
    ).toBe(403)
  })
})

describe('subscriptions (recurring orders)', () => {
  async function subscribable(headers: Record<string, string>) {
    const all = (await call(p, '/api/store/v1/products.json?limit=72')).body.result
    return (
      all.find(
        (x: any) =>
          x.flags?.includes('subscription') &&
          x.available &&
          x.visible &&
          x.price > 0 &&
          !x.variations?.length &&
          x.quantity > 2
      ) ??
      (() => {
        throw new Error(`no subscription product ${Object.keys(headers)}`)
      })()
    )
  }

  it('creates a recurring order, changes its period, ends it and then its order; a one-off product cannot be subscribed', async () => {
    const { headers } = await maria()
    const product = await subscribable(headers)
    const body = (items: unknown[], recurrence?: unknown) => ({
      items,
      shipping: { to: { zip: '01310100' } },
      transaction: { payment_method: 'banking_billet' },
      customer: { main_email: 'maria@example.com' },
      ...(recurrence ? { recurrence } : {})
    })
    const made = await call(p, '/api/modules/v1/@checkout.json', {
      method: 'POST',
      json: body([{ product_id: product._id, quantity: 1, flags: ['subscription:monthly'] }]),
      headers
    })
    expect(made.status).toBe(200)
    const path = `${BASE}/api/orders/${made.body.order._id}.json`
    const order = (await call(p, path, { headers })).body
    // Kept as a metafield: the Orders resource has no recurrence field.
    expect(rec(order).period).toBe('monthly')
    expect(Date.parse(String(rec(order).next_date))).toBeGreaterThan(Date.now() + 27 * 86400_000)
    const changed = await call(p, path, { method: 'PATCH', json: { recurrence: { period: 'quarterly' } }, headers })
    expect([changed.status, rec(changed.body).period]).toEqual([200, 'quarterly'])
    expect((await call(p, path, { method: 'PATCH', json: { recurrence: { period: 'weekly' } }, headers })).status).toBe(
      400
    )
    const cancel = { status: 'cancelled', cancel_reason: 'customer' }
    // The order cannot be cancelled while its subscription runs: that would end the subscription unasked.
    expect((await call(p, path, { method: 'PATCH', json: cancel, headers })).status).toBe(409)
    const ended = await call(p, path, { method: 'PATCH', json: { recurrence: { status: 'cancelled' } }, headers })
    // No more orders (no next date), and the current order stays open and pending.
    expect([ended.status, ended.body.status, ended.body.financial_status.current]).toEqual([200, 'open', 'pending'])
    expect([rec(ended.body).status, rec(ended.body).period]).toEqual(['cancelled', 'quarterly'])
    expect(rec(ended.body).next_date).toBeUndefined()
    const again = await call(p, path, { method: 'PATCH', json: { recurrence: { status: 'cancelled' } }, headers })
    expect(again.status).toBe(409)
    // Then the order on its own, when the shopper chooses it.
    const cancelled = await call(p, path, { method: 'PATCH', json: cancel, headers })
    expect(cancelled.body.status).toBe('cancelled')
    expect(
      (await call(p, path, { method: 'PATCH', json: { recurrence: { period: 'monthly' } }, headers })).status
    ).toBe(409)
    const plain = (await call(p, '/api/store/v1/products.json?limit=72')).body.result.find(
      (x: any) =>
        !x.flags?.includes('subscription') &&
        x.available &&
        x.visible &&
        x.price > 0 &&
        !x.variations?.length &&
        x.quantity > 2
    )
    expect(
      (
        await call(p, '/api/modules/v1/@checkout.json', {
          method: 'POST',
          json: body([{ product_id: plain._id, quantity: 1 }], { period: 'monthly' }),
          headers
        })
      ).status
    ).toBe(400)
  })
})
