// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { call, post, platformForFile } from './helpers'

const p = platformForFile()
beforeEach(async () => {
  await call(p, '/__platform/faults', { method: 'DELETE' })
})

const PRODUCTS = '/api/store/v1/products.json?limit=1'

describe('fault injection', () => {
  it('answers 503 and 500 from the X-Fault header for that request only', async () => {
    expect((await call(p, PRODUCTS, { headers: { 'X-Fault': '503' } })).status).toBe(503)
    const err = await call(p, PRODUCTS, { headers: { 'X-Fault': '500' } })
    expect(err.status).toBe(500)
    expect(err.body).toMatchObject({ status: 500, error_code: expect.any(String) })
    expect((await call(p, PRODUCTS)).status).toBe(200)
  })

  it('queues the next N answers of one API without touching the others', async () => {
    const q = await post(p, '/__platform/faults', { api: 'store', kind: '503', count: 2 })
    expect(q.status).toBe(200)
    expect((await call(p, PRODUCTS)).status).toBe(503)
    expect((await fetch(`${p.url}/api/store-cache/1011/v1/products.json?limit=1`)).status).toBe(200)
    expect((await call(p, PRODUCTS)).status).toBe(503)
    expect((await call(p, PRODUCTS)).status).toBe(200)
  })

  it('faults the cache host independently of the main Store host', async () => {
    await post(p, '/__platform/faults', { api: 'store-cache', kind: '500' })
    expect((await fetch(`${p.url}/api/store-cache/1011/v1/products.json`)).status).toBe(500)
    expect((await call(p, PRODUCTS)).status).toBe(200)
  })

  it('delays with slow:<ms> then answers normally', async () => {
    const t = performance.now()
    const res = await call(p, PRODUCTS, { headers: { 'X-Fault': 'slow:150' } })
    expect(res.status).toBe(200)
    expect(performance.now() - t).toBeGreaterThanOrEqual(140)
  })

  it('holds a timeout until the client aborts', async () => {
    const ac = new AbortController()
    const pending = fetch(p.url + PRODUCTS, {
      headers: { 'X-Store-ID': '1011', 'X-Fault': 'timeout' },
      signal: ac.signal
    })
    // Aborted once the platform holds it (logged, no answer yet): a normal answer would have resolved the fetch.
    await vi.waitFor(async () => {
      const log = (await (await fetch(`${p.url}/__platform/log`)).json()) as { path: string; status: number | null }[]
      expect(log.some((e) => e.path.includes('products.json') && e.status === null)).toBe(true)
    })
    ac.abort()
    await expect(pending).rejects.toThrow()
  })

  it('sends invalid JSON with malformed and no answer with drop', async () => {
    const res = await fetch(p.url + PRODUCTS, { headers: { 'X-Store-ID': '1011', 'X-Fault': 'malformed' } })
    expect(res.status).toBe(200)
    await expect(res.json()).rejects.toThrow()
    await post(p, '/__platform/faults', { api: 'search', kind: 'drop' })
    await expect(fetch(`${p.url}/api/search/v1/items.json?q=perfume`)).rejects.toThrow()
    expect((await fetch(`${p.url}/api/search/v1/items.json?q=perfume`)).status).toBe(200)
  })

  it('after:<kind> lets the order be made, then answers broken JSON, an HTML page or a 503 in its place', async () => {
    const { body: list } = await call(p, '/api/store/v1/products.json?limit=72')
    const product = list.result.find((x: any) => !x.variations && x.price > 0 && x.available && x.quantity > 5)
    const order = () => ({
      items: [{ product_id: product._id, quantity: 1 }],
      shipping: { app_id: 1248, service_code: '04510', to: { zip: '01310100', street: 'Avenida Paulista', number: 1 } },
      transaction: { payment_method: { code: 'banking_billet' } },
      customer: { main_email: 'faults.after@example.com' }
    })
    const key = 'f1'.repeat(16)
    const broken = await post(p, '/api/modules/v1/@checkout.json', order(), {
      'X-Fault': 'after:malformed',
      'Idempotency-Key': key
    })
    expect([broken.status, typeof broken.body]).toEqual([200, 'string'])
    // The order exists: its key finds it.
    const made = await call(p, `/api/modules/v1/@checkout/${key}.json`)
    expect(made.status).toBe(200)
    const page = await post(p, '/api/modules/v1/@checkout.json', order(), {
      'X-Fault': 'after:html',
      'Idempotency-Key': key
    })
    expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8'])
    expect(page.body).toMatch(/^<!doctype html>/)
    const busy = await post(p, '/api/modules/v1/@checkout.json', order(), {
      'X-Fault': 'after:503',
      'Idempotency-Key': key
    })
    expect(busy.status).toBe(503)
    // The same key each time: still the one order.
    expect((await call(p, `/api/modules/v1/@checkout/${key}.json`)).body.order._id).toBe(made.body.order._id)
    // From the queue too, for a client that cannot set the header.
    await post(p, '/__platform/faults', { api: 'modules', kind: 'after:503' })
    const other = 'f2'.repeat(16)
    expect((await post(p, '/api/modules/v1/@checkout.json', order(), { 'Idempotency-Key': other })).status).toBe(503)
    const second = await call(p, `/api/modules/v1/@checkout/${other}.json`)
    expect(second.status).toBe(200)
    expect(second.body.order.number).toBeGreaterThan(made.body.order.number)
  })

  it('validates fault requests', async () => {
    expect((await post(p, '/__platform/faults', { api: 'store', kind: 'explode' })).status).toBe(400)
    expect((await post(p, '/__platform/faults', { api: 'nowhere', kind: '503' })).status).toBe(400)
    expect((await post(p, '/__platform/faults', { api: 'modules', kind: 'after:drop' })).status).toBe(400)
    expect((await call(p, PRODUCTS, { headers: { 'X-Fault': 'after:timeout' } })).status).toBe(400)
  })

  it('keeps a request log with monotonic timestamps', async () => {
    await call(p, '/__platform/log', { method: 'DELETE' })
    await call(p, PRODUCTS)
    await call(p, '/api/passport/v1/me.json')
    await call(p, PRODUCTS, { headers: { 'X-Fault': '503' } })
    const { body } = await call(p, '/__platform/log')
    expect(body.map((e: any) => [e.api, e.method, e.status])).toEqual([
      ['store', 'GET', 200],
      ['passport', 'GET', 401],
      ['store', 'GET', 503]
    ])
    expect(body[0].path).toBe(PRODUCTS)
    expect(body[1].t).toBeGreaterThanOrEqual(body[0].t)
  })
})

describe('bad input', () => {
  it('rejects wrong shapes, bad JSON and huge bodies', async () => {
    const shape = await post(p, '/api/modules/v1/calculate_shipping.json', { to: 'nowhere' })
    expect(shape.status).toBe(400)
    expect(shape.body).toMatchObject({
      status: 400,
      error_code: 'invalid_body',
      message: expect.stringContaining('to')
    })
    const json = await call(p, '/api/passport/v1/identify.json', { method: 'POST', body: 'not json' })
    expect(json.body.error_code).toBe('invalid_json')
    const big = await call(p, '/api/search/v1/items.json', {
      method: 'POST',
      body: JSON.stringify({ pad: 'x'.repeat(1024 * 1024 + 10) })
    })
    expect(big.status).toBe(413)
    expect((await call(p, '/api/store/v1/products.json', { method: 'DELETE' })).status).toBe(405)
    // still alive
    expect((await call(p, PRODUCTS)).status).toBe(200)
  })
})
