// @vitest-environment node
// The platform's own clients (@ecomplus/passport-client, @ecomplus/storefront-app's login block) call the passport
// with habits of their own; the local platform answers them as the hosted passport does.
import { describe, expect, it } from 'vitest'
import { call, post, platformForFile } from './helpers'

const p = platformForFile()

// Where @ecomplus/client sends passport calls: the store id after the base (`baseURL += storeId`).
const BASE = '/api/passport/v1/1011'

describe('Passport identify as the platform client sends it', () => {
  it('reads null doc_number and email_code as absent', async () => {
    const known = await post(p, `${BASE}/identify.json`, {
      email: 'maria@example.com',
      doc_number: null,
      email_code: null
    })
    expect(known.status).toBe(200)
    expect(known.body.auth.level).toBe(1)
    const withDoc = await post(p, `${BASE}/identify.json`, {
      email: 'maria@example.com',
      doc_number: '12345678909',
      email_code: null
    })
    expect(withDoc.body.auth.level).toBe(2)
  })

  it('answers a visitor 403, the answer on which the platform checkout goes on as a guest', async () => {
    const visitor = await post(p, `${BASE}/identify.json`, {
      email: 'visitante.novo@example.com',
      doc_number: null,
      email_code: null
    })
    expect(visitor.status).toBe(403)
    expect(visitor.body.error_code).toBe('customer_not_found')
  })

  it('takes the e-mail code as a number, its leading zeros lost', async () => {
    await call(p, `${BASE}/pt_br/email-code`, { method: 'PUT', json: { email: 'joao.pereira@example.com' } })
    const { body } = await call(p, '/__platform/email-codes?email=joao.pereira%40example.com')
    const login = await post(p, `${BASE}/identify.json`, {
      email: 'joao.pereira@example.com',
      doc_number: null,
      email_code: Number(body.code)
    })
    expect(login.status).toBe(200)
    expect(login.body.auth.level).toBe(3)
  })

  it('still refuses what is no login field', async () => {
    for (const bad of [
      { email: null },
      { email: 'maria@example.com', email_code: true },
      { email: 'x', doc_number: null }
    ]) {
      const res = await post(p, `${BASE}/identify.json`, bad)
      expect(res.status).toBe(400)
      expect(res.body.error_code).toBe('invalid_body')
    }
  })
})

describe('OAuth providers as the platform login block joins them', () => {
  const sid = 'LegacySession0000000000000000001'

  it('gives an origin and a path, so host + baseUri + provider + oauthPath is one usable URL', async () => {
    const { body } = await call(p, `${BASE}/${sid}/oauth-providers.json`)
    expect(body.host).toBe(p.url)
    expect(body.baseUri).toBe('/api/passport/v1/')
    const link = body.host + body.baseUri + 'google' + body.oauthPath
    expect(link).toBe(`${p.url}/api/passport/v1/google/${sid}/oauth`)
    const page = await fetch(link, { redirect: 'manual' })
    expect(page.status).toBe(302)
    expect(page.headers.get('location')).toBe(`/api/passport/v1/pt_br/1011/${sid}/login.html`)
    const login = await fetch(new URL(page.headers.get('location')!, p.url))
    expect(await login.text()).toContain('Entrar com Google (demo)')
    expect(body.iframeUri).toBe(`${p.url}/api/passport/v1/pt_br/1011/${sid}/login.html`)
  })
})

describe('What the platform checkout saves after an order', () => {
  async function authorized() {
    const s = await post(p, `${BASE}/identify.json`, {
      email: 'maria@example.com',
      doc_number: '12345678909',
      email_code: null
    })
    return { 'X-My-ID': s.body.auth.id, 'X-Access-Token': s.body.auth.token.access_token }
  }

  it('takes the whole profile back when its platform fields are as recorded, and refuses a change to them', async () => {
    const headers = await authorized()
    const me = (await call(p, `${BASE}/api/me.json`, { headers })).body
    const echo = await call(p, `${BASE}/api/me.json`, {
      method: 'PATCH',
      headers,
      json: {
        main_email: me.main_email,
        doc_number: me.doc_number,
        registry_type: me.registry_type,
        display_name: 'Mari'
      }
    })
    expect(echo.status).toBe(200)
    expect(echo.body.display_name).toBe('Mari')
    const change = await call(p, `${BASE}/api/me.json`, {
      method: 'PATCH',
      headers,
      json: { main_email: 'outra@example.com', display_name: 'Maria' }
    })
    expect(change.status).toBe(403)
    expect(change.body.fields).toEqual(['main_email'])
    expect((await call(p, `${BASE}/api/me.json`, { headers })).body.display_name).toBe('Mari')
  })

  it("keeps the customer's cart under api/carts, priced from the catalogue", async () => {
    const headers = await authorized()
    const { body } = await call(p, '/api/store/v1/products.json?limit=72')
    const product = body.result.find((x: any) => !x.variations && x.price > 0 && !x.min_quantity)
    const created = await post(
      p,
      `${BASE}/api/carts.json`,
      { subtotal: 1, completed: true, flags: [], items: [{ product_id: product._id, quantity: 2, price: 0.01 }] },
      headers
    )
    expect(created.status).toBe(201)
    const path = `${BASE}/api/carts/${created.body._id}.json`
    const patched = await call(p, path, {
      method: 'PATCH',
      headers,
      json: { permalink: 'https://loja.test/app/#/cart/x' }
    })
    expect(patched.status).toBe(204)
    const cart = (await call(p, path, { headers })).body
    expect(cart.completed).toBe(true)
    expect(cart.subtotal).toBe(Math.round(product.price * 200) / 100)
    expect((await call(p, path)).status).toBe(401)
  })
})
