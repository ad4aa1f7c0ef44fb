import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  ApiError,
  CACHE_COOLDOWN_MS,
  HOST_DELAY,
  MAX_RETRIES,
  TIMEOUTS,
  createApiClient,
  isApiError,
  storefrontPath,
  type ApiDeps
} from '#core/api'
import { createClock, createFetch, settings, type Answer, type Sent } from './fakes'
import { NO_STORE_ID } from '#core/settings'

/** Observes a promise without ever leaving a rejection unhandled. */
function track<T>(p: Promise<T>) {
  const s: { done: boolean; value?: T; error?: ApiError } = { done: false }
  p.then(
    (v) => Object.assign(s, { done: true, value: v }),
    (e: ApiError) => Object.assign(s, { done: true, error: e })
  )
  return s
}

function setup(answer?: (req: Sent, i: number) => Answer, deps: ApiDeps = {}) {
  const clock = createClock()
  const { fetch, sent } = createFetch(clock, answer)
  const api = createApiClient(settings, { fetch, now: clock.now, sleep: clock.sleep, isBrowser: true, ...deps })
  return { clock, sent, api }
}

const ok = (body: unknown = {}): Answer => ({ status: 200, body })
const AUTH = { id: 'c1', token: 'tok' }

describe('headers', () => {
  it('sends X-Store-ID and the customer tokens to Store', async () => {
    const { api, sent, clock } = setup()
    const r = track(api.store('/carts/1', { auth: AUTH }))
    await clock.advance(0)
    expect(r.done).toBe(true)
    expect(sent[0]!.headers).toEqual({ 'X-Store-ID': '1011', 'X-My-ID': 'c1', 'X-Access-Token': 'tok' })
  })

  it('sends X-Store-ID to Search and Modules but keeps customer tokens away from them', async () => {
    const { api, sent, clock } = setup()
    track(api.search('/items', { auth: AUTH }))
    track(api.modules('/calculate_shipping', { method: 'POST', body: { a: 1 }, auth: AUTH }))
    await clock.advance(0)
    expect(sent[0]!.headers).toEqual({ 'X-Store-ID': '1011' })
    expect(sent[1]!.headers).toEqual({ 'X-Store-ID': '1011', 'Content-Type': 'application/json' })
    expect(sent[1]!.body).toBe('{"a":1}')
  })

  it("sends customer tokens to Modules' @checkout only: the order is the customer's on their session", async () => {
    const { api, sent, clock } = setup()
    track(api.modules('@checkout', { method: 'POST', body: {}, auth: AUTH }))
    track(api.modules('/apply_discount', { method: 'POST', body: {}, auth: AUTH }))
    await clock.advance(600)
    expect(sent.map((s) => s.headers['X-My-ID'])).toEqual(['c1', undefined])
  })

  it('sends tokens but no store header to Passport, nothing to Graphs, Storefront and Platform', async () => {
    const { api, sent, clock } = setup()
    track(api.passport('/me', { auth: AUTH }))
    track(api.graphs('/products/1/related', { auth: AUTH }))
    track(api.storefront('/products/x'))
    track(api.platform('/stores'))
    await clock.advance(0)
    expect(sent.map((s) => s.headers)).toEqual([{ 'X-My-ID': 'c1', 'X-Access-Token': 'tok' }, {}, {}, {}])
  })

  it('sends no custom header to the store cache host (store id is in its URL; avoids a CORS preflight)', async () => {
    const { api, sent, clock } = setup()
    track(api.store('/products/p1'))
    await clock.advance(0)
    expect(sent[0]!.url).toBe('https://cache.test/1011/v1/products/p1.json')
    expect(sent[0]!.headers).toEqual({})
  })
})

describe('paths', () => {
  it('appends .json before the query string and merges the query option', async () => {
    const { api, sent, clock } = setup()
    track(api.search('/items?q=a', { query: { from: 0, size: 24 } }))
    track(api.search('items.json', { query: { q: 'visible:true AND x' } }))
    track(api.modules('/list_payments/', { method: 'POST', body: {} }))
    await clock.advance(1000)
    expect(sent.map((s) => s.url).sort()).toEqual([
      'https://modules.test/api/v1/list_payments.json',
      'https://search.test/api/v1/items.json?q=a&from=0&size=24',
      'https://search.test/api/v1/items.json?q=visible%3Atrue+AND+x'
    ])
  })

  it('rewrites Storefront paths to {store_id}@a$b.json', async () => {
    expect(storefrontPath(1011, '/products/x')).toBe('1011@products$x.json')
    expect(storefrontPath('9', 'categories/a/b.json?x=1')).toBe('9@categories$a$b.json?x=1')
    const { api, sent, clock } = setup()
    track(api.storefront('/products/x'))
    await clock.advance(0)
    expect(sent[0]!.url).toBe('https://storefront.test/api/v1/1011@products$x.json')
  })

  it('scopes Passport paths by store id, once', async () => {
    const { api, sent, clock } = setup()
    track(api.passport('/abc/token'))
    track(api.passport('1011/abc/oauth-providers.json'))
    await clock.advance(2000)
    expect(sent.map((s) => s.url)).toEqual([
      'https://passport.test/v1/1011/abc/token.json',
      'https://passport.test/v1/1011/abc/oauth-providers.json'
    ])
  })

  it('replaces {store_id} in a base that was not parsed by parseSettings', async () => {
    const { api, sent, clock } = setup()
    track(api.store('/brands'))
    await clock.advance(0)
    expect(sent[0]!.url).toContain('/1011/v1/brands.json')
  })
})

describe('methods', () => {
  it.each([
    ['platform', 'POST'],
    ['graphs', 'PUT'],
    ['storefront', 'DELETE']
  ] as const)('rejects %s %s as unsupported without sending', async (name, method) => {
    const { api, sent } = setup()
    const e = await api[name]('/x', { method }).catch((err: unknown) => err)
    expect(isApiError(e) && e.kind).toBe('unsupported')
    expect((e as ApiError).message).toContain(`${name} ${method} /`)
    expect(sent).toHaveLength(0)
  })
})

describe('spacing', () => {
  it('spaces a burst by the host delay: first at 0, then delay * position', async () => {
    const { api, sent, clock } = setup()
    for (let i = 0; i < 3; i++) track(api.store(`/products/${i}`, { auth: AUTH }))
    for (let i = 0; i < 3; i++) track(api.search(`/items`, { query: { i } }))
    for (let i = 0; i < 2; i++) track(api.passport(`/s${i}/token`))
    for (let i = 0; i < 2; i++) track(api.graphs(`/p${i}`))
    for (let i = 0; i < 2; i++) track(api.storefront(`/p${i}`))
    await clock.advance(5000)
    const times = (host: string) => sent.filter((s) => s.url.includes(host)).map((s) => s.t)
    expect(times('store.test')).toEqual([0, 250, 500])
    expect(times('search.test')).toEqual([0, 50, 100])
    expect(times('passport.test')).toEqual([0, 1070])
    expect(times('graphs.test')).toEqual([0, 570])
    expect(times('storefront.test')).toEqual([0, 400])
  })

  it('adds 2.5 ms per request in flight to the same host', async () => {
    const { api, sent, clock } = setup((req) => (req.url.includes('slow') ? 'hang' : ok()))
    track(api.modules('/slow', { timeout: 100_000 }))
    await clock.advance(1000)
    track(api.modules('/a'))
    track(api.modules('/b'))
    await clock.advance(1000)
    expect(sent.map((s) => s.t)).toEqual([0, 1002.5, 1252.5])
  })

  it('never sends two requests to one host closer than its delay, even one arriving right after a send', async () => {
    const { api, sent, clock } = setup()
    track(api.modules('/a', { method: 'POST' }))
    await clock.advance(10)
    track(api.modules('/b', { method: 'POST' }))
    await clock.advance(1000)
    expect(sent.map((s) => s.t)).toEqual([0, 250])
  })

  it('keeps a queue per host: different APIs do not wait on each other', async () => {
    const { api, sent, clock } = setup()
    track(api.store('/a', { auth: AUTH }))
    track(api.modules('/b'))
    track(api.search('/c'))
    track(api.passport('/d'))
    track(api.graphs('/e'))
    track(api.storefront('/f'))
    track(api.platform('/g'))
    await clock.advance(0)
    expect(sent.map((s) => s.t)).toEqual([0, 0, 0, 0, 0, 0, 0])
  })
})

describe('503 pause', () => {
  it('pauses the host and resends after max(hostDelay, 170) ms; others to that host wait too', async () => {
    const { api, sent, clock } = setup((_req, i) => (i === 0 ? { status: 503 } : ok({ i })))
    const first = track(api.search('/items', { query: { q: 'a' } }))
    await clock.advance(10)
    const second = track(api.search('/items', { query: { q: 'b' } }))
    await clock.advance(1000)
    // b arrived during the pause: it waits for the pause to end, and then for the host delay after a's resend.
    expect(sent.map((s) => [s.url.slice(-1), s.t])).toEqual([
      ['a', 0],
      ['a', 170],
      ['b', 220]
    ])
    expect(first.value).toEqual({ i: 1 })
    expect(second.value).toEqual({ i: 2 })
  })

  it('uses the host delay when it is above 170 ms', async () => {
    const { api, sent, clock } = setup((_req, i) => (i === 0 ? { status: 503 } : ok()))
    track(api.passport('/x/token'))
    await clock.advance(3000)
    expect(sent.map((s) => s.t)).toEqual([0, 1070])
  })

  it('pauses the host but does not resend a POST', async () => {
    const { api, sent, clock } = setup((_req, i) => (i === 0 ? { status: 503 } : ok()))
    const r = track(api.modules('/@checkout', { method: 'POST', body: {} }))
    await clock.advance(10)
    track(api.modules('/list_payments', { method: 'POST', body: {} }))
    await clock.advance(1000)
    expect(r.error?.status).toBe(503)
    expect(sent.map((s) => [s.url, s.t])).toEqual([
      ['https://modules.test/api/v1/@checkout.json', 0],
      ['https://modules.test/api/v1/list_payments.json', 250]
    ])
  })
})

describe('5xx retries', () => {
  it(`retries an idempotent request ${MAX_RETRIES} times spaced max(hostDelay, 600) ms, then fails`, async () => {
    const { api, sent, clock } = setup(() => ({ status: 500, body: { message: 'boom' } }))
    const r = track(api.store('/products/1', { auth: AUTH }))
    await clock.advance(5000)
    expect(sent.map((s) => s.t)).toEqual([0, 600, 1200])
    expect(r.error).toMatchObject({ kind: 'http', status: 500, body: { message: 'boom' } })
  })

  it.each(['PUT', 'DELETE'] as const)('retries %s', async (method) => {
    const { api, sent, clock } = setup((_r, i) => (i < 2 ? { status: 502 } : ok({ done: true })))
    const r = track(api.store('/carts/1', { method, auth: AUTH }))
    await clock.advance(5000)
    expect(sent).toHaveLength(3)
    expect(r.value).toEqual({ done: true })
  })

  it.each(['POST', 'PATCH'] as const)('never retries %s', async (method) => {
    const { api, sent, clock } = setup(() => ({ status: 500 }))
    const r = track(api.store('/orders', { method, body: {}, auth: AUTH }))
    await clock.advance(5000)
    expect(sent).toHaveLength(1)
    expect(r.error?.status).toBe(500)
  })

  it('never retries a PUT marked not idempotent (a login code: each PUT issues a new one)', async () => {
    const { api, sent, clock } = setup(() => ({ status: 502 }))
    const r = track(api.passport('pt_br/email-code', { method: 'PUT', body: { email: 'a@b.c' }, idempotent: false }))
    await clock.advance(5000)
    expect(sent).toHaveLength(1)
    expect(r.error?.status).toBe(502)
  })

  it('retries a POST marked idempotent (a search query)', async () => {
    const { api, sent, clock } = setup((_r, i) => (i === 0 ? { status: 500 } : ok({ hits: {} })))
    const r = track(api.search('/items', { method: 'POST', body: { query: {} }, idempotent: true }))
    await clock.advance(5000)
    expect(sent.map((s) => s.t)).toEqual([0, 600])
    expect(r.value).toEqual({ hits: {} })
  })

  it('does not retry 4xx or network errors on the main host', async () => {
    const { api, sent, clock } = setup((req) => (req.url.includes('a.json') ? { status: 404 } : 'network'))
    const a = track(api.search('/a'))
    const b = track(api.search('/b'))
    await clock.advance(5000)
    expect(sent).toHaveLength(2)
    expect(a.error).toMatchObject({ kind: 'http', status: 404 })
    expect(b.error).toMatchObject({ kind: 'network' })
  })
})

describe('cache fallback', () => {
  const cacheDown = (kind: Answer) => (req: Sent) =>
    req.url.startsWith('https://cache.test') ? kind : ok({ main: true })

  it.each([
    ['a 500', { status: 500 } as Answer],
    ['a 503', { status: 503 } as Answer],
    ['a network error', 'network' as Answer]
  ])('falls back to the main host at once after %s, then skips the cache for 30 s', async (_name, answer) => {
    const { api, sent, clock } = setup(cacheDown(answer))
    const r = track(api.store('/products/p1'))
    await clock.advance(0)
    expect(r.value).toEqual({ main: true })
    expect(sent.map((s) => [s.url, s.t])).toEqual([
      ['https://cache.test/1011/v1/products/p1.json', 0],
      ['https://store.test/v1/products/p1.json', 0]
    ])
    expect(sent[1]!.headers).toEqual({ 'X-Store-ID': '1011' })
    await clock.advance(CACHE_COOLDOWN_MS - 1)
    track(api.store('/products/p2'))
    await clock.advance(0)
    expect(sent[2]!.url).toBe('https://store.test/v1/products/p2.json')
    await clock.advance(1000)
    track(api.store('/products/p3'))
    await clock.advance(0)
    expect(sent[3]!.url).toBe('https://cache.test/1011/v1/products/p3.json')
  })

  it('falls back when the cache host times out (2.5 s in a browser)', async () => {
    const { api, sent, clock } = setup(cacheDown('hang'))
    const r = track(api.store('/products/p1'))
    await clock.advance(3000)
    expect(sent.map((s) => s.t)).toEqual([0, 2500])
    expect(r.value).toEqual({ main: true })
  })

  it('takes a 4xx from the cache as the answer', async () => {
    const { api, sent, clock } = setup(cacheDown({ status: 404 }))
    const r = track(api.store('/products/none'))
    await clock.advance(0)
    expect(sent).toHaveLength(1)
    expect(r.error).toMatchObject({ kind: 'http', status: 404, url: 'https://cache.test/1011/v1/products/none.json' })
  })

  it('sends GETs with a query string, authenticated GETs and writes straight to the main host', async () => {
    const { api, sent, clock } = setup()
    track(api.store('/products', { query: { limit: 1 } }))
    track(api.store('/products?sku=x'))
    track(api.store('/customers/me', { auth: AUTH }))
    track(api.store('/carts', { method: 'POST', body: {} }))
    await clock.advance(2000)
    expect(sent.every((s) => s.url.startsWith('https://store.test/'))).toBe(true)
  })

  it('does the same for Platform with its own cache host', async () => {
    const { api, sent, clock } = setup((req) => (req.url.includes('platform-cache') ? { status: 500 } : ok()))
    track(api.platform('/stores/1011'))
    await clock.advance(0)
    expect(sent.map((s) => s.url)).toEqual([
      'https://platform-cache.test/api/v1/stores/1011.json',
      'https://platform.test/api/v1/stores/1011.json'
    ])
  })
})

describe('timeouts', () => {
  type Case = [string, (api: ReturnType<typeof createApiClient>) => Promise<unknown>, number, number]
  const cases: Case[] = [
    ['store cached GET', (a) => a.store('/products/1'), ...TIMEOUTS.store_cache],
    ['store uncached GET', (a) => a.store('/products', { query: { x: 1 } }), ...TIMEOUTS.store],
    ['store write', (a) => a.store('/carts', { method: 'POST', auth: AUTH }), ...TIMEOUTS.store],
    ['search', (a) => a.search('/items'), ...TIMEOUTS.search],
    ['graphs', (a) => a.graphs('/x'), ...TIMEOUTS.graphs],
    ['storefront', (a) => a.storefront('/x'), ...TIMEOUTS.storefront],
    ['modules', (a) => a.modules('/x'), ...TIMEOUTS.default],
    ['passport', (a) => a.passport('/x'), ...TIMEOUTS.default],
    ['platform cached GET', (a) => a.platform('/x'), ...TIMEOUTS.default]
  ]

  it('holds the per-host timeouts [browser, elsewhere]', () => {
    expect(TIMEOUTS).toMatchObject({
      store_cache: [2500, 10000],
      store: [5000, 30000],
      search: [10000, 30000],
      graphs: [5000, 30000],
      storefront: [5000, 30000],
      default: [60000, 60000]
    })
  })

  for (const isBrowser of [true, false]) {
    it.each(cases)(`${isBrowser ? 'browser' : 'elsewhere'}: %s`, async (_name, call, browser, elsewhere) => {
      const { api, sent, clock } = setup(() => 'hang', { isBrowser })
      const r = track(call(api))
      const limit = isBrowser ? browser : elsewhere
      await clock.advance(limit - 1)
      expect(sent[0]!.abortedAt).toBeUndefined()
      await clock.advance(1)
      expect(sent[0]!.abortedAt).toBe(limit)
      await clock.advance(100_000)
      expect(r.error).toMatchObject({ kind: 'timeout' })
    })
  }

  it('honours options.timeout (product-by-ids search: 5000 ms)', async () => {
    const { api, clock } = setup(() => 'hang')
    const r = track(api.search('/items', { query: { q: 'x' }, timeout: 5000 }))
    await clock.advance(4999)
    expect(r.done).toBe(false)
    await clock.advance(1)
    expect(r.error).toMatchObject({ kind: 'timeout', message: 'search GET /items.json?q=x failed: timeout' })
  })

  it('defaults isBrowser from the environment (happy-dom has a window)', async () => {
    const clock = createClock()
    const { fetch } = createFetch(clock, () => 'hang')
    const api = createApiClient(settings, { fetch, now: clock.now, sleep: clock.sleep })
    const r = track(api.search('/items'))
    await clock.advance(10000)
    expect(r.error?.kind).toBe('timeout')
  })

  it('leaves no timer behind once answered', async () => {
    const { api, clock } = setup()
    track(api.search('/items'))
    await clock.advance(0)
    expect(clock.pending()).toBe(0)
  })
})

describe('abort', () => {
  it('removes a queued request from its host queue', async () => {
    const { api, sent, clock } = setup()
    const ctrl = new AbortController()
    track(api.modules('/a'))
    const b = track(api.modules('/b', { signal: ctrl.signal }))
    await clock.advance(100)
    ctrl.abort()
    await clock.advance(0)
    expect(b.error).toMatchObject({ kind: 'abort', api: 'modules', path: '/b.json' })
    track(api.modules('/c'))
    await clock.advance(1000)
    // c was queued behind nobody: it only keeps the host delay after a
    expect(sent.map((s) => [s.url.slice(-6), s.t])).toEqual([
      ['a.json', 0],
      ['c.json', 250]
    ])
  })

  it('aborts a request in flight', async () => {
    const { api, sent, clock } = setup(() => 'hang')
    const ctrl = new AbortController()
    const r = track(api.search('/items', { signal: ctrl.signal }))
    await clock.advance(100)
    ctrl.abort()
    await clock.advance(0)
    expect(sent[0]!.abortedAt).toBe(100)
    expect(r.error?.kind).toBe('abort')
  })

  it('rejects at once when the signal is already aborted', async () => {
    const { api, sent } = setup()
    const e = await api.search('/items', { signal: AbortSignal.abort() }).catch((err: unknown) => err)
    expect((e as ApiError).kind).toBe('abort')
    expect(sent).toHaveLength(0)
  })

  it('aborts the wait between retries', async () => {
    const { api, sent, clock } = setup(() => ({ status: 500 }))
    const ctrl = new AbortController()
    const r = track(api.search('/items', { signal: ctrl.signal }))
    await clock.advance(300)
    ctrl.abort()
    await clock.advance(5000)
    expect(sent).toHaveLength(1)
    expect(r.error?.kind).toBe('abort')
  })

  it('does not fall back nor start a cool-down when the cache request is aborted', async () => {
    const { api, sent, clock } = setup(() => 'hang')
    const ctrl = new AbortController()
    track(api.store('/products/1', { signal: ctrl.signal }))
    await clock.advance(10)
    ctrl.abort()
    await clock.advance(0)
    track(api.store('/products/2'))
    await clock.advance(300)
    expect(sent.map((s) => s.url.split('/')[2])).toEqual(['cache.test', 'cache.test'])
  })
})

describe('answers and errors', () => {
  it('names API, method, path and status in the message', async () => {
    const { api, clock } = setup(() => ({ status: 404, body: { error_code: 404 } }))
    const r = track(api.store('/products/x', { auth: AUTH }))
    await clock.advance(0)
    const e = r.error!
    expect(e).toBeInstanceOf(ApiError)
    expect(e).toBeInstanceOf(Error)
    expect(isApiError(e)).toBe(true)
    expect(isApiError(new Error('x'))).toBe(false)
    expect(e.message).toBe('store GET /products/x.json failed: 404')
    expect(e).toMatchObject({
      name: 'ApiError',
      api: 'store',
      method: 'GET',
      path: '/products/x.json',
      url: 'https://store.test/v1/products/x.json',
      status: 404,
      kind: 'http',
      body: { error_code: 404 }
    })
  })

  it('rejects malformed JSON with kind invalid', async () => {
    const { api, clock } = setup(() => ({ status: 200, raw: '{"a":' }))
    const r = track(api.search('/items'))
    await clock.advance(0)
    expect(r.error).toMatchObject({ kind: 'invalid', status: 200, body: '{"a":' })
  })

  it('keeps a non-JSON error body as text', async () => {
    const { api, clock } = setup(() => ({ status: 400, raw: 'Bad Request' }))
    const r = track(api.search('/items'))
    await clock.advance(0)
    expect(r.error).toMatchObject({ kind: 'http', status: 400, body: 'Bad Request' })
  })

  it('resolves an empty answer (204) as undefined', async () => {
    const { api, clock } = setup(() => ({ status: 204 }))
    const r = track(api.modules('/x', { method: 'DELETE' }))
    await clock.advance(0)
    expect(r).toEqual({ done: true, value: undefined })
  })

  it('validates with a zod/mini schema and returns its typed output', async () => {
    const Product = z.object({ _id: z.string(), price: z.number() })
    const { api, clock } = setup((req) =>
      req.url.includes('good') ? ok({ _id: 'p', price: 9.9, extra: 1 }) : ok({ _id: 1 })
    )
    const good = api.store('/products/good', { schema: Product })
    const bad = api.store('/products/bad', { schema: Product }).catch((e: unknown) => e)
    await clock.advance(1000)
    const product: { _id: string; price: number } = await good
    expect(product).toEqual({ _id: 'p', price: 9.9 })
    expect(await bad).toMatchObject({ kind: 'invalid', body: { _id: 1 }, api: 'store' })
  })

  it('exports the platform client constants (timeouts, spacing, batch sizes)', () => {
    expect(HOST_DELAY).toEqual({
      store: 250,
      modules: 250,
      platform: 250,
      storefront: 400,
      graphs: 570,
      passport: 1070,
      default: 50
    })
    expect([CACHE_COOLDOWN_MS, MAX_RETRIES]).toEqual([30000, 2])
  })
})

describe('a page without a store id', () => {
  it('sends nothing to any platform API and rejects with kind no_store', async () => {
    const clock = createClock()
    const { fetch, sent } = createFetch(clock, () => ok())
    const api = createApiClient({ ...settings, store_id: NO_STORE_ID }, { fetch, now: clock.now, sleep: clock.sleep })
    const calls = (['store', 'platform', 'search', 'graphs', 'modules', 'passport', 'storefront'] as const).map((n) =>
      track(api[n]('/x.json'))
    )
    await clock.advance(100)
    expect(sent).toHaveLength(0)
    for (const c of calls) expect(c.error?.kind).toBe('no_store')
  })
})
