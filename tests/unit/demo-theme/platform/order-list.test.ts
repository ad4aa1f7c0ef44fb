// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { orderList } from '../../../../demo-theme/platform/order-list.mjs'
import { call, post, platformForFile } from './helpers'

const p = platformForFile()
beforeEach(async () => {
  await post(p, '/__platform/reset', {})
})

const BASE = '/api/passport/v1/1011'

const orders = [
  { _id: 'a', number: 1, status: 'open', transactions: [{ type: 'payment' }], amount: { total: 1 } },
  { _id: 'b', number: 3, status: 'open', transactions: [{ type: 'recurrence' }] },
  { _id: 'c', number: 2, status: 'cancelled', transactions: [{ type: 'payment' }, { type: 'recurrence' }] }
]
const q = (s: string) => new URLSearchParams(s)

describe('the passport order list (api/orders.json)', () => {
  it('filters on a dotted path through arrays, newest number first by default', () => {
    const { result, meta } = orderList(orders, q('transactions.type=recurrence'))
    expect(result.map((o: any) => o._id)).toEqual(['b', 'c'])
    expect(meta.count).toBe(2)
    expect(orderList(orders, q('status=open&transactions.type=recurrence')).result.map((o: any) => o._id)).toEqual([
      'b'
    ])
  })

  it('keeps only the fields asked for (and _id), dotted ones inside arrays', () => {
    const { result } = orderList(orders, q('fields=number,transactions.type,nothing&sort=number'))
    expect(result).toEqual([
      { _id: 'a', number: 1, transactions: [{ type: 'payment' }] },
      { _id: 'c', number: 2, transactions: [{ type: 'payment' }, { type: 'recurrence' }] },
      { _id: 'b', number: 3, transactions: [{ type: 'recurrence' }] }
    ])
  })

  it('pages with limit and offset, counting every match; a malformed field is a 400', () => {
    const page = orderList(orders, q('limit=1&offset=1&fields=_id'))
    expect([page.result, page.meta.count, page.meta.limit, page.meta.offset]).toEqual([[{ _id: 'c' }], 3, 1, 1])
    expect(orderList(orders, q('limit=1&fields=_id&transactions.type=nope')).result).toEqual([])
    expect(() => orderList(orders, q('fields=a..b'))).toThrow(/Bad field/)
  })

  it("answers the logged-in customer's own orders only, and a subscription bought is found by its transaction", async () => {
    const session = await call(p, `${BASE}/DemoSessionMaria0000000000000001/token.json`)
    const headers = { 'X-My-ID': session.body.auth.id, 'X-Access-Token': session.body.auth.token.access_token }
    expect((await call(p, `${BASE}/api/orders.json`)).status).toBe(401)
    const me = (await call(p, `${BASE}/api/me.json`, { headers })).body
    const all = await call(p, `${BASE}/api/orders.json?fields=_id,number`, { headers })
    expect(all.status).toBe(200)
    expect(all.body.result.map((o: any) => o._id).sort()).toEqual(me.orders.map((o: any) => o._id).sort())
    expect(Object.keys(all.body.result[0]).sort()).toEqual(['_id', 'number'])
    const product = (await call(p, '/api/store/v1/products.json?limit=72')).body.result.find(
      (x: any) =>
        x.flags?.includes('subscription') &&
        x.available &&
        x.visible &&
        x.price > 0 &&
        !x.variations?.length &&
        x.quantity > 2
    )
    const made = await call(p, '/api/modules/v1/@checkout.json', {
      method: 'POST',
      json: {
        items: [{ product_id: product._id, quantity: 1, flags: ['subscription:monthly'] }],
        shipping: { to: { zip: '01310100' } },
        transaction: { payment_method: 'banking_billet' },
        customer: { main_email: 'maria@example.com' }
      },
      headers
    })
    expect(made.status).toBe(200)
    const subs = await call(p, `${BASE}/api/orders.json?transactions.type=recurrence&limit=1&fields=_id`, { headers })
    expect(subs.body.result).toEqual([{ _id: made.body.order._id }])
  })
})
