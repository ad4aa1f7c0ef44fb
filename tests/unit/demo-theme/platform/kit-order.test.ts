// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, post, platformForFile } from './helpers'

const BASE = '/api/passport/v1/1011'
const p = platformForFile()

describe('a kit bought through @checkout', () => {
  it("stores each part's share of the kit and the kit itself on the line: the lines add up to the subtotal", async () => {
    const { body } = await call(p, '/api/store/v1/products.json?limit=200')
    const products = body.result as any[]
    const kit = products.find((x) => x.kit_composition?.length && x.price === 1016.9)
    const items = kit.kit_composition.map((c: any) => {
      const part = products.find((x) => x._id === c._id)
      const variation = c.variation_id ?? part.variations?.find((v: any) => v.quantity > 2)?._id
      return {
        product_id: c._id,
        ...(variation ? { variation_id: variation } : {}),
        quantity: c.quantity ?? 1,
        // The browser's copy of the kit is not trusted: the platform names and prices it from its catalogue.
        kit_product: { _id: kit._id, name: 'forged', price: 1 }
      }
    })
    const session = await call(p, `${BASE}/DemoSessionMaria0000000000000001/token.json`)
    const headers = { 'X-My-ID': session.body.auth.id, 'X-Access-Token': session.body.auth.token.access_token }
    const res = await post(
      p,
      '/api/modules/v1/@checkout.json',
      {
        items,
        shipping: { to: { zip: '01310100' } },
        transaction: { payment_method: 'banking_billet' },
        customer: { main_email: 'maria@example.com' }
      },
      headers
    )
    expect(res.status).toBe(200)
    expect(res.body.order.amount.subtotal).toBe(1016.9)
    const order = (await call(p, `${BASE}/api/orders/${res.body.order._id}.json`, { headers })).body
    const cents = order.items.reduce((s: number, l: any) => s + Math.round(l.final_price * l.quantity * 100), 0)
    expect(cents).toBe(101690)
    for (const line of order.items)
      expect(line.kit_product).toEqual({ _id: kit._id, name: kit.name, price: 1016.9, pack_quantity: 4 })
  })
})
