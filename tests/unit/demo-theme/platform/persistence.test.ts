// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { call, post, start } from './helpers'

const dir = mkdtempSync(join(tmpdir(), 'vitrine-platform-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('persistence', () => {
  it('keeps orders, favourites and logins across a restart, and reset restores the seed', async () => {
    const dataFile = join(dir, 'data.json')
    const first = await start({ dataFile })
    await call(first, '/api/passport/v1/pt_br/email-code', { method: 'PUT', json: { email: 'maria@example.com' } })
    const code = (await call(first, '/__platform/email-codes?email=maria@example.com')).body.code
    const session = (
      await post(first, '/api/passport/v1/identify.json', { email: 'maria@example.com', email_code: code })
    ).body
    const headers = { 'X-My-ID': session.auth.id, 'X-Access-Token': session.auth.token.access_token }
    const products = (await call(first, '/api/store/v1/products.json?limit=72')).body.result
    const product = products.find(
      (x: any) => !x.variations && x.price > 0 && x.available && x.visible && x.quantity > 3 && !x.min_quantity
    )
    await call(first, '/api/passport/v1/me.json', { method: 'PATCH', json: { favorites: [product._id] }, headers })
    const checkout = await post(
      first,
      '/api/modules/v1/@checkout.json',
      {
        items: [{ product_id: product._id, quantity: 1 }],
        shipping: { to: { zip: '01310100' } },
        transaction: { payment_method: { code: 'banking_billet' } },
        customer: { main_email: 'maria@example.com' }
      },
      headers
    )
    expect(checkout.status).toBe(200)
    await first.close()
    expect(JSON.parse(readFileSync(dataFile, 'utf8')).orders.some((o: any) => o._id === checkout.body.order._id)).toBe(
      true
    )

    const second = await start({ dataFile })
    const me = await call(second, '/api/passport/v1/me.json', { headers })
    expect(me.status).toBe(200)
    expect(me.body.favorites).toEqual([product._id])
    const order = await call(second, `/api/store/v1/orders/${checkout.body.order._id}.json`, { headers })
    expect(order.body.number).toBe(checkout.body.order.number)

    await post(second, '/__platform/reset', {})
    expect((await call(second, `/api/store/v1/orders/${checkout.body.order._id}.json`)).status).toBe(404)
    await second.close()
  })
})
