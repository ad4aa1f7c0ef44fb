// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, platformForFile, post } from './helpers'

const p = platformForFile()
const STORE = '/api/store/v1'

async function maria() {
  const s = await call(p, '/api/passport/v1/1011/DemoSessionMaria0000000000000001/token.json')
  return { 'X-My-ID': s.body.auth.id, 'X-Access-Token': s.body.auth.token.access_token }
}

async function catalogue(): Promise<any[]> {
  return (await call(p, `${STORE}/products.json?limit=200`)).body.result
}

const cents = (lines: any[]) => lines.reduce((s, l) => s + Math.round(l.final_price * l.quantity * 100), 0)

describe('carts are priced by the platform, as orders are', () => {
  it("drops a browser's price and final_price (1e300) and sums the subtotal from the catalogue", async () => {
    const headers = await maria()
    const simple = (await catalogue()).find((x) => !x.variations && !x.kit_composition && x.price > 0)
    const forged = { product_id: simple._id, quantity: 2, price: 1e300, final_price: 1e300 }
    const created = await call(p, `${STORE}/carts.json`, { method: 'POST', json: { items: [forged] }, headers })
    expect(created.status).toBe(201)
    const path = `${STORE}/carts/${created.body._id}.json`
    let cart = (await call(p, path, { headers })).body
    expect(cart.items[0].final_price).toBeLessThan(1e6)
    expect(cart.subtotal).toBe(cents(cart.items) / 100)
    expect(cart.subtotal).toBeLessThan(1e6)

    const patched = await call(p, path, { method: 'PATCH', json: { items: [{ ...forged, final_price: 0 }] }, headers })
    expect(patched.status).toBe(204)
    cart = (await call(p, path, { headers })).body
    expect(cart.items[0].final_price).toBeGreaterThan(0)
    expect(cart.subtotal).toBe(cents(cart.items) / 100)
  })

  it('prices variations, kit shares and customizations exactly as @checkout prices the order', async () => {
    const headers = await maria()
    const products = await catalogue()
    const withVariation = products.find(
      (x) =>
        x.variations?.some((v: any) => v.quantity > 2) &&
        !x.kit_composition &&
        !(x.min_quantity > 1) &&
        x.available &&
        x.visible
    )
    const variation = withVariation.variations.find((v: any) => v.quantity > 2)
    const custom = products.find(
      (x) =>
        x.customizations?.length && x.quantity > 2 && !x.variations && !(x.min_quantity > 1) && x.available && x.visible
    )
    const kit = products.find((x) => x.kit_composition?.length && x.price === 1016.9)
    const kitLines = kit.kit_composition.map((c: any) => {
      const part = products.find((x) => x._id === c._id)
      const v = c.variation_id ?? part.variations?.find((x: any) => x.quantity > 2)?._id
      return {
        product_id: c._id,
        ...(v ? { variation_id: v } : {}),
        quantity: c.quantity ?? 1,
        kit_product: { _id: kit._id, price: 1 }
      }
    })
    const items = [
      { product_id: withVariation._id, variation_id: variation._id, quantity: 1 },
      {
        product_id: custom._id,
        quantity: 1,
        customizations: custom.customizations.map((c: any) => ({ _id: c._id, option: { text: 'Ana' } }))
      },
      ...kitLines
    ]
    const forged = items.map((i) => ({ ...i, price: 0.01, final_price: 0.01 }))
    const created = await call(p, `${STORE}/carts.json`, { method: 'POST', json: { items: forged }, headers })
    const cart = (await call(p, `${STORE}/carts/${created.body._id}.json`, { headers })).body

    const order = await post(
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
    expect([order.status, order.body.message]).toEqual([200, undefined])
    const placed = order.body.order
    const lines = (await call(p, `/api/passport/v1/1011/api/orders/${placed._id}.json`, { headers })).body.items
    expect(cart.items.map((l: any) => [l.price, l.final_price])).toEqual(
      lines.map((l: any) => [l.price, l.final_price])
    )
    expect(cart.subtotal).toBe(placed.amount.subtotal)
    // The kit's parts add up to the kit's price, and carry the catalogue's kit, not the browser's.
    expect(cents(cart.items.slice(2))).toBe(101690)
    expect(cart.items[2].kit_product.price).toBe(1016.9)
  })

  it('refuses an unknown product, variation or kit instead of keeping a price for it', async () => {
    const headers = await maria()
    const simple = (await catalogue()).find((x) => !x.variations && x.price > 0)
    const bad = [
      { product_id: 'ffffffffffffffffffffffff', quantity: 1 },
      { product_id: simple._id, variation_id: 'nope', quantity: 1 },
      { product_id: simple._id, quantity: 1, kit_product: { _id: 'ffffffffffffffffffffffff' } }
    ]
    for (const item of bad) {
      const r = await call(p, `${STORE}/carts.json`, { method: 'POST', json: { items: [item] }, headers })
      expect(r.status).toBe(400)
    }
  })
})
