// @vitest-environment node
// The client against the local platform over real HTTP: what the fake-clock tests assert, checked on the wire
// through the platform's fault injection and request log.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { createApiClient, type ApiError } from '#core/api'
import { apiHosts } from '../../demo-theme/platform/hosts'

interface LogEntry {
  api: string
  method: string
  path: string
  t: number
  status: number | null
}
interface Platform {
  url: string
  close: () => Promise<void>
}
type PlatformModule = {
  startPlatform: (opts: { port: number; log?: (m: string) => void; testMode?: boolean }) => Promise<Platform>
}

// A variable specifier keeps the JS platform out of the typecheck (it has no declarations); the cast is its contract.
const PLATFORM_MODULE = '../../../../demo-theme/platform/index.mjs'

let platform: Platform
let settings: Parameters<typeof createApiClient>[0]

async function admin(method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${platform.url}/__platform${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  if (!res.ok) throw new Error(`admin ${method} ${path}: ${res.status}`)
  return res.status === 204 ? undefined : res.json()
}
const fault = (api: string, kind: string, count = 1) => admin('POST', '/faults', { api, kind, count })
const log = async () => (await admin('GET', '/log')) as LogEntry[]
const gaps = (entries: LogEntry[]) => entries.slice(1).map((e, i) => e.t - entries[i]!.t)
const fail = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail('expected a rejection'),
    (e: ApiError) => e
  )

beforeAll(async () => {
  const { startPlatform } = (await import(PLATFORM_MODULE)) as PlatformModule
  platform = await startPlatform({ port: 0, log: () => {}, testMode: true })
  settings = {
    store_id: 1011,
    api: apiHosts(platform.url)
  }
}, 20_000)

afterAll(() => platform?.close())

beforeEach(async () => {
  await admin('DELETE', '/faults')
  await admin('DELETE', '/log')
})

const Product = z.object({ _id: z.string(), name: z.string() })
const List = z.object({ result: z.array(Product) })

async function someProductId(): Promise<string> {
  const { result } = await createApiClient(settings).store('/products', { query: { limit: 1 }, schema: List })
  await admin('DELETE', '/log')
  return result[0]!._id
}

describe('client over HTTP', () => {
  it('reads a product from the cache host', async () => {
    const id = await someProductId()
    const product = await createApiClient(settings).store(`/products/${id}`, { schema: Product })
    expect(product._id).toBe(id)
    expect(await log()).toMatchObject([
      { api: 'store-cache', method: 'GET', path: `/api/store-cache/1011/v1/products/${id}.json`, status: 200 }
    ])
  })

  it.each(['500', 'drop'])('falls back to the main host after a cache %s, and stays there', async (kind) => {
    const id = await someProductId()
    const api = createApiClient(settings)
    await fault('store-cache', kind)
    expect((await api.store(`/products/${id}`, { schema: Product }))._id).toBe(id)
    await api.store(`/products/${id}`)
    expect((await log()).map((e) => [e.api, e.status])).toEqual([
      ['store-cache', kind === 'drop' ? 0 : 500],
      ['store', 200],
      ['store', 200]
    ])
  })

  it('resends after a 503 once the host pause (>= 170 ms) is over', async () => {
    await fault('search', '503')
    const answer = await createApiClient(settings).search('/items', { query: { q: 'visible:true', size: 1 } })
    expect(answer).toHaveProperty('hits')
    const entries = await log()
    expect(entries.map((e) => e.status)).toEqual([503, 200])
    expect(gaps(entries)[0]).toBeGreaterThanOrEqual(170)
  })

  it('retries a GET twice after 500s, a POST never', async () => {
    const api = createApiClient(settings)
    await fault('search', '500', 3)
    expect(await fail(api.search('/items', { query: { q: 'visible:true' } }))).toMatchObject({
      kind: 'http',
      status: 500
    })
    const entries = await log()
    expect(entries.map((e) => e.status)).toEqual([500, 500, 500])
    for (const gap of gaps(entries)) expect(gap).toBeGreaterThanOrEqual(600)

    await admin('DELETE', '/log')
    await fault('search', '500', 3)
    const e = await fail(api.search('/items', { method: 'POST', body: { query: { match_all: {} } } }))
    expect(e).toMatchObject({ kind: 'http', status: 500, method: 'POST' })
    expect(await log()).toHaveLength(1)
  })

  it('spaces queued requests to the Store by at least 250 ms', async () => {
    const sentAt: number[] = []
    const api = createApiClient(settings, {
      fetch: (input, init) => {
        sentAt.push(performance.now())
        return fetch(input, init)
      }
    })
    // Warm the connection so the first measured request does not arrive late from the TCP handshake.
    await api.store('/brands', { query: { limit: 1 } })
    await admin('DELETE', '/log')
    sentAt.length = 0
    await Promise.all([0, 1, 2].map((offset) => api.store('/products', { query: { limit: 1, offset } })))
    // The queue holds 250 ms between its sends; the fetch wrapper sees each a fraction of a millisecond later (the
    // request is built in between, the first one with more work), so gaps measured here may be short by that much.
    for (let i = 1; i < sentAt.length; i++) expect(sentAt[i]! - sentAt[i - 1]!).toBeGreaterThanOrEqual(249)
    const entries = await log()
    expect(entries).toHaveLength(3)
    // Arrival times add the server's own event-loop and socket jitter on top of the client's spacing (seen up to 13 ms
    // with the suite running alongside on two cores): they show the requests arrive spaced, the sends above hold the rule.
    for (const gap of gaps(entries)) expect(gap).toBeGreaterThanOrEqual(225)
  })

  it('rejects with kind timeout when the host never answers', async () => {
    await fault('store', 'timeout')
    const started = performance.now()
    const e = await fail(createApiClient(settings).store('/products', { query: { limit: 1 }, timeout: 300 }))
    expect(e).toMatchObject({ kind: 'timeout', api: 'store' })
    expect(performance.now() - started).toBeGreaterThanOrEqual(299)
  })

  it('rejects malformed JSON with kind invalid', async () => {
    await fault('search', 'malformed')
    const e = await fail(createApiClient(settings).search('/items', { query: { q: 'x' } }))
    expect(e).toMatchObject({ kind: 'invalid', status: 200 })
  })
})

describe('cached: false', () => {
  it('reads an order anonymously from the main host, where the cache host would not have it', async () => {
    // A seeded order of the demo customer, found through her ready-made session (demo-theme/platform/README.md).
    const token = (await (
      await fetch(`${settings.api.passport}DemoSessionMaria0000000000000001/token.json`)
    ).json()) as {
      customer: { orders: { _id: string }[] }
    }
    const orderId = token.customer.orders[0]!._id
    await admin('DELETE', '/log')
    expect(orderId).toMatch(/^[a-f0-9]{24}$/)
    const client = createApiClient(settings)
    const order = await client.store<{ _id: string; number: number }>(`/orders/${orderId}`, { cached: false })
    expect(order._id).toBe(orderId)
    expect((await log()).map((e) => e.api)).toEqual(['store'])
    // By default the same anonymous GET tries the cache host first (and takes its 404 as the answer).
    await admin('DELETE', '/log')
    const err = await fail(client.store(`/orders/${orderId}`))
    expect(err.status).toBe(404)
    expect((await log()).map((e) => e.api)).toEqual(['store-cache'])
  })
})
