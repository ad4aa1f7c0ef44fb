// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { claimedStoreId } from '../../../../demo-theme/platform/scope.mjs'
import { call, platformForFile, post } from './helpers'

const p = platformForFile()
const US = { 'X-Store-ID': '2022' }
const BR = { 'X-Store-ID': '1011' }

/** A resource of each store: its first product, and a slug, through its own Store API. */
async function firstProduct(headers: Record<string, string>) {
  return (await call(p, '/api/store/v1/products.json?limit=1', { headers })).body.result[0]
}

describe('claimedStoreId (where each API carries the store id)', () => {
  it('reads the header, the cache path, the storefront key, passport paths and the platform record', () => {
    expect(claimedStoreId('store', '/products.json', { 'x-store-id': ' 2022 ' })).toBe('2022')
    expect(claimedStoreId('search', '/items.json', {})).toBeUndefined()
    expect(claimedStoreId('store-cache', '/products.json', { 'x-store-id': '1011' }, '2022')).toBe('2022')
    expect(claimedStoreId('storefront', '/2022@products$mug.json', {})).toBe('2022')
    expect(claimedStoreId('passport', '/2022/identify.json', {})).toBe('2022')
    expect(claimedStoreId('passport', '/en_us/2022/abcdefgh12/login.html', {})).toBe('2022')
    expect(claimedStoreId('passport', '/pt_br/email-code.json', {})).toBeUndefined()
    expect(claimedStoreId('platform', '/stores/2022.json', {})).toBe('2022')
    expect(claimedStoreId('platform', '/stores/me.json', { 'x-store-id': '2022' })).toBe('2022')
  })
})

describe('an unknown store id gets not found on every API', () => {
  const requests: [string, string, Record<string, string>, unknown?][] = [
    ['GET', '/api/store/v1/products.json', { 'X-Store-ID': '3033' }],
    ['GET', '/api/store-cache/3033/v1/products.json', {}],
    ['GET', '/api/store-cache/1O11/v1/categories.json', {}],
    ['POST', '/api/search/v1/items.json', { 'X-Store-ID': '3033' }, { query: { match_all: {} } }],
    ['GET', '/api/search/v1/items.json?q=mug', { 'X-Store-ID': '3033' }],
    ['POST', '/api/modules/v1/list_payments.json', { 'X-Store-ID': '3033' }, { amount: { total: 10 } }],
    ['POST', '/api/modules/v1/calculate_shipping.json', { 'X-Store-ID': '3033' }, { to: { zip: '01310100' } }],
    ['GET', '/api/storefront/v1/3033@products$x.json', {}],
    ['GET', '/api/passport/v1/3033/oauth-providers.json', {}],
    ['GET', '/api/passport/v1/pt_br/3033/abcdefgh12/login.html', {}],
    ['GET', '/api/platform/v1/stores/3033.json', {}]
  ]
  for (const [method, path, headers, json] of requests) {
    it(`${method} ${path}`, async () => {
      const res = await call(p, path, { method, headers, ...(json ? { json } : {}) })
      expect(res.status).toBe(404)
      expect(res.body.error_code).toBe('store_not_found')
    })
  }
})

describe('no route answers another store’s resource', () => {
  it('serves each store its own catalogue, never the other’s products, categories or slugs', async () => {
    const us = await firstProduct(US)
    const br = await firstProduct(BR)
    expect(us.currency_id).toBe('USD')
    expect(br.currency_id).toBe('BRL')
    expect((await call(p, `/api/store/v1/products/${us._id}.json`, { headers: BR })).status).toBe(404)
    expect((await call(p, `/api/store/v1/products/${br._id}.json`, { headers: US })).status).toBe(404)
    expect((await call(p, `/api/store-cache/1011/v1/products/${us._id}.json`)).status).toBe(404)
    expect((await call(p, `/api/store-cache/2022/v1/products/${br._id}.json`)).status).toBe(404)
    expect((await call(p, `/api/store-cache/2022/v1/products/${us._id}.json`)).body.name).toBe(us.name)
    expect((await call(p, `/api/storefront/v1/1011@products$${us.slug}.json`)).status).toBe(404)
    expect((await call(p, `/api/storefront/v1/2022@products$${us.slug}.json`)).body._id).toBe(us._id)
    const usCats = (await call(p, '/api/store-cache/2022/v1/categories.json')).body.result.map((c: any) => c.name)
    expect(usCats).toEqual(['Kitchen', 'Bedding', 'Decor'])
  })

  it('searches each store’s own index', async () => {
    const ids = async (headers: Record<string, string>, q: string) =>
      (await call(p, `/api/search/v1/items.json?q=${q}`, { headers })).body.hits.hits.map((h: any) => h._id)
    const usIds = new Set(
      (await call(p, '/api/store/v1/products.json', { headers: US })).body.result.map((x: any) => x._id)
    )
    expect((await ids(US, 'mug')).length).toBeGreaterThan(0)
    for (const id of await ids(US, 'camiseta')) expect(usIds.has(id)).toBe(true)
    for (const id of await ids(BR, 'mug')) expect(usIds.has(id)).toBe(false)
  })

  it('keeps customers, sessions and orders apart', async () => {
    expect(
      (
        await call(p, '/api/passport/v1/2022/pt_br/email-code.json', {
          method: 'PUT',
          json: { email: 'maria@example.com' }
        })
      ).status
    ).toBe(403)
    expect(
      (
        await call(p, '/api/passport/v1/2022/en_us/email-code.json', {
          method: 'PUT',
          json: { email: 'emily@example.com' }
        })
      ).status
    ).toBe(200)
    const code = (await call(p, '/__platform/email-codes?store=2022&email=emily%40example.com')).body.code
    expect((await call(p, '/__platform/email-codes?email=emily%40example.com')).status).toBe(404)
    const login = await post(p, '/api/passport/v1/2022/identify.json', { email: 'emily@example.com', email_code: code })
    const auth = { 'X-My-ID': login.body.auth.id, 'X-Access-Token': login.body.auth.token.access_token }
    expect((await call(p, '/api/passport/v1/2022/api/me.json', { headers: auth })).body.main_email).toBe(
      'emily@example.com'
    )
    // Emily's session is store 2022's: store 1011 does not know it.
    expect((await call(p, '/api/passport/v1/1011/api/me.json', { headers: auth })).status).toBe(401)
    const maria = { 'X-My-ID': 'x', 'X-Access-Token': 'demo-token-maria-0000000000000000000000' }
    expect((await call(p, '/api/passport/v1/2022/api/me.json', { headers: maria })).status).toBe(401)
  })

  it('offers store 2022’s own apps: card only, US ZIP codes at flat rates, its own coupon', async () => {
    const pay = await post(p, '/api/modules/v1/list_payments.json', { amount: { total: 50 } }, US)
    expect(pay.body.result[0].response.payment_gateways.map((g: any) => g.payment_method.code)).toEqual(['credit_card'])
    const ship = await post(p, '/api/modules/v1/calculate_shipping.json', { to: { zip: '10001' }, subtotal: 20 }, US)
    expect(ship.body.result[0].response.shipping_services.map((s: any) => s.shipping_line.total_price)).toEqual([
      7.95, 19.95
    ])
    const cep = await post(p, '/api/modules/v1/calculate_shipping.json', { to: { zip: '01310100' } }, US)
    expect(cep.body.result[0].error).toBe(true)
    const coupon = await post(
      p,
      '/api/modules/v1/apply_discount.json',
      { amount: { subtotal: 100, total: 100 }, discount_coupon: 'BEMVINDO10' },
      US
    )
    expect(coupon.body.result[0].response.invalid_coupon_message).toBeTruthy()
  })

  it('places an order in store 2022 only, in dollars and English, and refuses a method it does not offer', async () => {
    const us = await firstProduct(US)
    const token = (
      await post(p, '/api/gateway/v1/tokens.json', {
        number: '4111111111111111',
        cvc: '123',
        month: 12,
        year: 2099,
        name: 'Emily Carter'
      })
    ).body.token
    const order = (method: string, hash?: string) => ({
      items: [{ product_id: us._id, quantity: 1 }],
      customer: { main_email: 'new.buyer@example.com', name: { given_name: 'Ann', family_name: 'Lee' } },
      shipping: {
        to: {
          zip: '97209',
          name: 'Ann Lee',
          street: 'NW Glisan St',
          number: 1,
          city: 'Portland',
          province_code: 'OR',
          country_code: 'US'
        },
        service_code: 'US-STD'
      },
      transaction: { payment_method: { code: method, name: method }, ...(hash ? { credit_card: { hash } } : {}) }
    })
    const refused = await post(p, '/api/modules/v1/@checkout.json', order('banking_billet'), US)
    expect(refused.status).toBe(400)
    const made = await post(p, '/api/modules/v1/@checkout.json', order('credit_card', token), US)
    expect(made.status).toBe(200)
    expect(made.body.order.amount.total).toBe(Math.round((us.price + 7.95) * 100) / 100)
    const id = made.body.order._id
    const stores = (p as any).platform.stores as Map<string, { state: any }>
    const inUs = stores.get('2022')!.state.data.orders.find((o: any) => o._id === id)
    expect(inUs.payment_method_label).toBe('Credit card')
    expect(stores.get('1011')!.state.data.orders.some((o: any) => o._id === id)).toBe(false)
  })
})
