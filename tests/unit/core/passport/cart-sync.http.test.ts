// @vitest-environment node
// The platform cart sync against the local platform over real HTTP: a PATCH refused with any 4xx (injected through
// the platform's fault queue) makes a new platform cart from the local one, a bounded number of times per page; a 401
// (a token the platform no longer knows) ends the session instead.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '#core/api'
import { createBus } from '#core/bus'
import { MAX_RECREATIONS, startCartSync } from '#core/passport/cart-sync'
import { endSessionOn401 } from '#core/passport/expiry'
import type { Cart } from '#core/schemas/cart'
import { call, post, type Running, start } from '../../demo-theme/platform/helpers'
import { setup } from './support'
import { apiHosts } from '../../demo-theme/platform/hosts'

interface LogEntry {
  api: string
  method: string
  path: string
  status: number | null
}

let p: Running
let api: ReturnType<typeof createApiClient>
let productId: string

beforeAll(async () => {
  p = await start()
  api = createApiClient({
    store_id: 1011,
    api: apiHosts(p.url)
  } as Parameters<typeof createApiClient>[0])
  productId = (await call(p, '/api/store/v1/products.json?limit=1')).body.result[0]._id
}, 20_000)
afterAll(() => p?.close())

beforeEach(async () => {
  // The sync's tab lock reads the shared session cookie and Web Locks; this node test is one tab without either.
  vi.stubGlobal('document', { cookie: '' })
  vi.stubGlobal('navigator', {})
  await call(p, '/__platform/faults', { method: 'DELETE' })
  await call(p, '/__platform/log', { method: 'DELETE' })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A logged-in, authorized Maria (e-mail code login on the local platform) and her passport store. */
async function maria() {
  await call(p, '/api/passport/v1/pt_br/email-code.json', { method: 'PUT', json: { email: 'maria@example.com' } })
  const { body } = await call(p, '/__platform/email-codes?email=maria%40example.com')
  const login = await post(p, '/api/passport/v1/identify.json', { email: 'maria@example.com', email_code: body.code })
  const s = setup()
  expect(s.passport.setSession(login.body)).toBe(true)
  return s.passport
}

const cartWith = (quantity: number): Cart => ({
  _id: 'c'.repeat(24),
  items: [{ _id: 'l1', product_id: productId, quantity, price: 10 }],
  subtotal: 10 * quantity
})
const fault = (kind: string, count: number) => post(p, '/__platform/faults', { api: 'store', kind, count })
const cartLog = async () =>
  ((await call(p, '/__platform/log')).body as LogEntry[])
    .filter((e) => e.path.includes('/carts'))
    .map((e) => `${e.method} ${e.status}`)

describe('platform cart sync over HTTP', () => {
  it.each(['400', '409', '422'])(
    're-creates the platform cart from the local one after a %s on PATCH',
    async (kind) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const passport = await maria()
      const cart = { data: cartWith(1) }
      const sync = startCartSync({ cart, passport, api, bus: createBus(new EventTarget()), delay: 60_000 })
      await sync.flush()
      const first = passport.getSession().cart_id as string
      await fault(kind, 1)
      cart.data = cartWith(3)
      await sync.flush()
      sync.stop()
      const second = passport.getSession().cart_id as string
      expect(second).not.toBe(first)
      expect(await cartLog()).toEqual(['POST 201', `PATCH ${kind}`, 'POST 201'])
      const headers = { 'X-My-ID': passport.getSession().auth!.id, 'X-Access-Token': passport.credentials().token }
      const stored = (await call(p, `/api/store/v1/carts/${second}.json`, { headers })).body
      expect(stored.items.map((i: { quantity: number }) => i.quantity)).toEqual([3])
      expect(warn.mock.calls.some((c) => String(c[0]).includes(`platform cart refused (${kind})`))).toBe(true)
      warn.mockRestore()
    }
  )

  it('a 401 on PATCH ends the session through the session API and makes no new platform cart', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const passport = await maria()
    const cart = { data: cartWith(1) }
    const sessionApi = endSessionOn401(api, () => passport.checkLogin() && passport.logout())
    const sync = startCartSync({ cart, passport, api: sessionApi, bus: createBus(new EventTarget()), delay: 60_000 })
    await sync.flush()
    await fault('401', 1)
    cart.data = cartWith(2)
    await sync.flush()
    sync.stop()
    expect(passport.checkLogin()).toBe(false)
    expect(await cartLog()).toEqual(['POST 201', 'PATCH 401'])
    warn.mockRestore()
  })

  it('stops re-creating after MAX_RECREATIONS refusals on one page: a warning, never a loop', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const passport = await maria()
    const cart = { data: cartWith(1) }
    const sync = startCartSync({ cart, passport, api, bus: createBus(new EventTarget()), delay: 60_000 })
    await sync.flush()
    // Every later cart request is refused, the re-creating POSTs too.
    await fault('400', 1000)
    for (let n = 2; n < MAX_RECREATIONS + 6; n++) {
      cart.data = cartWith(n)
      await sync.flush()
    }
    sync.stop()
    const log = await cartLog()
    expect(log.filter((e) => e.startsWith('POST'))).toHaveLength(1 + MAX_RECREATIONS)
    expect(log.filter((e) => e === 'PATCH 400')).toHaveLength(MAX_RECREATIONS + 4)
    expect(warn.mock.calls.some((c) => String(c[0]).includes('not re-created again'))).toBe(true)
    warn.mockRestore()
  })
})
