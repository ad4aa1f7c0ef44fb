// The demo store's local platform: same paths and payloads as the hosted E-Com Plus APIs,
// mounted under same-origin prefixes (see README.md), with fault injection for tests.
import { serveVendor } from './vendors.mjs'
import { createServer } from 'node:http'
import { applyCors } from './cors.mjs'
import { createFaults, isAfterFault } from './faults.mjs'
import { HttpError, parseJson, readBody, sendError, sendJson } from './http.mjs'
import { createRequestLog } from './log.mjs'
import { createRouter, Reply } from './router.mjs'
import { createState } from './state.mjs'
import { createSearch } from './search.mjs'
import { publicStoreRoutes, requireStoreId, storeRoutes } from './store.mjs'
import { passportRoutes } from './passport.mjs'
import { cepRoutes, gatewayRoutes } from './gateway.mjs'
import { graphsRoutes, platformRoutes, storefrontRoutes } from './misc.mjs'
import { adminRoutes } from './admin.mjs'
import { demoPixRoutes } from './pix.mjs'
import { serveImage, servesImage } from './images.mjs'
import { absolutePictures } from './absolute-urls.mjs'
import { claimedStoreId } from './scope.mjs'
import { dataFileOf, HOME_STORE_ID, STORES } from './stores.mjs'
import { createContractRecorder } from './contract-recorder.mjs'

/**
 * @typedef {{ storeId?: number, stores?: number[], dataFile?: string, catalogueSize?: number,
 *   catalogue?: import('../catalogue/index.mjs').Catalogue, log?: (msg: string) => void, testMode?: boolean,
 *   recordFile?: string, origins?: string[] }} PlatformOptions
 * testMode: honours fault injection (X-Fault, the fault queue) and the request log and reset controls. Off by default:
 * the demo a person shops in must not let any client slow it down, read others' request bodies or wipe its orders.
 * storeId: the default store, answering requests that name none; stores: the ids served (default: every store of
 * stores.mjs, storeId first). dataFile, catalogueSize and catalogue are the default store's.
 * recordFile: in test mode, where the JSON exchanged with the APIs is recorded for the contract check (tests/contract).
 * origins: the theme origins besides localhost that may call the APIs (CORS), as `vitrine dev --origin` names them.
 */

/**
 * The store cache answers public catalogue reads that a browser or CDN may keep for a short while, as the hosted cache
 * host does; a change shows within a minute. Errors and every other API stay uncached (sendJson's no-store).
 * @param {string} api @param {number} status
 */
/** @param {string} api @param {number} status @returns {Record<string, string>} */
const cacheHeaders = (api, status) => (api === 'store-cache' && status === 200 ? { 'Cache-Control': 'public, max-age=60' } : {})

/** @param {ReturnType<typeof createSearch>} search @returns {import('./router.mjs').RouteDef[]} */
const searchRoutesOf = (search) => [
  ['POST', '/items.json', ({ json }) => search.query(json())],
  ['GET', '/items.json', ({ query }) => search.simple(query)]
]

/**
 * @typedef {{ state: import('./state.mjs').State, search: ReturnType<typeof createSearch>,
 *   profile: import('./stores.mjs').StoreProfile, modules: ReturnType<typeof createRouter>,
 *   searchRouter: ReturnType<typeof createRouter> }} Scope
 */

/** @param {PlatformOptions} [opts] */
export function createPlatform ({ storeId = HOME_STORE_ID, stores, dataFile, catalogueSize, catalogue, log = (m) => console.error(m), testMode = false, recordFile, origins = [] } = {}) {
  // The payment gateway is a third party every store shares: its card tokens and cards on file are one set.
  const gateway = { cardTokens: new Map(), savedCards: new Map() }
  /** Each served store with its state, search index and modules apps, by its id as a string (how requests name it). */
  const scopes = new Map((stores ?? [storeId, ...Object.values(STORES).map((s) => s.storeId).filter((id) => id !== storeId)]).map((id, i) => {
    const profile = STORES[id] ?? STORES[HOME_STORE_ID]
    const first = i === 0
    const state = createState({
      storeId: id,
      dataFile: dataFileOf(dataFile, id, first),
      catalogueSize: first ? catalogueSize : undefined,
      catalogue: first && catalogue ? catalogue : profile.catalogue(first ? catalogueSize : undefined),
      log,
      seed: profile.seed,
      rules: profile.rules,
      info: profile.info,
      gateway
    })
    const search = createSearch(state.catalogue.products)
    return [String(id), { state, search, profile, modules: createRouter(profile.modules), searchRouter: createRouter(searchRoutesOf(search)) }]
  }))
  const home = /** @type {Scope} */ (scopes.values().next().value)
  const state = home.state
  const faults = createFaults()
  const requestLog = createRequestLog()
  // A shop keeps no copy of its shoppers' payloads: only the tests record them.
  const recorder = testMode ? createContractRecorder(recordFile) : null
  const routers = {
    store: createRouter(storeRoutes),
    'store-cache': createRouter(publicStoreRoutes),
    passport: createRouter(passportRoutes),
    storefront: createRouter(storefrontRoutes),
    graphs: createRouter(graphsRoutes),
    platform: createRouter(platformRoutes),
    gateway: createRouter(gatewayRoutes),
    cep: createRouter(cepRoutes),
    admin: createRouter(adminRoutes(faults, requestLog, testMode)),
    // The demo bank (pays or expires a Pix code): not a hosted API, a stand-in for the shopper's bank app.
    demo: createRouter(demoPixRoutes)
  }

  /**
   * The store a request is for: the one it names (scope.mjs), else the one a resource id belongs to (a product's
   * pictures and graphs), else the default store. A named store the platform does not serve is a 404, so nothing of
   * another store ever answers it.
   * @param {{ api: string, rest: string, cacheStore?: string }} target @param {import('node:http').IncomingMessage} req @param {URL} url
   * @returns {Scope}
   */
  function scopeOf (target, req, url) {
    const named = target.api === 'admin' ? url.searchParams.get('store') ?? claimedStoreId('admin', target.rest, req.headers) : claimedStoreId(target.api, target.rest, req.headers, target.cacheStore)
    if (named !== undefined && named !== null) {
      const scope = scopes.get(named)
      if (!scope) throw new HttpError(404, 'store_not_found', `Unknown store ${named}`)
      return scope
    }
    const productId = target.api === 'graphs' ? /^\/products\/([^/]+)\//.exec(target.rest)?.[1] : undefined
    if (productId) for (const scope of scopes.values()) if (scope.state.productsById.has(productId)) return scope
    return home
  }

  /**
   * Which platform API a path belongs to, and the path relative to it.
   * @param {string} pathname
   * @returns {{ api: keyof typeof routers | 'search' | 'modules' | 'img', rest: string, cacheStore?: string } | null}
   */
  function classify (pathname) {
    if (pathname.startsWith('/img/')) return { api: 'img', rest: pathname }
    if (pathname === '/__platform' || pathname.startsWith('/__platform/')) return { api: 'admin', rest: pathname.slice('/__platform'.length) || '/' }
    if (pathname.startsWith('/_demo/')) return { api: 'demo', rest: pathname.slice('/_demo'.length) }
    const cache = /^\/api\/store-cache\/([^/]+)\/v1(\/.*)?$/.exec(pathname)
    if (cache) return { api: 'store-cache', rest: cache[2] ?? '/', cacheStore: cache[1] }
    const m = /^\/api\/(store|passport|search|modules|storefront|graphs|platform|gateway|cep)\/v1(\/.*)?$/.exec(pathname)
    if (m) return { api: /** @type {any} */ (m[1]), rest: m[2] ?? '/' }
    return null
  }

  /**
   * Handles a request when it belongs to the platform; returns false (without touching res) otherwise.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @returns {Promise<boolean>}
   */
  async function handle (req, res) {
    let url
    try {
      url = new URL(req.url ?? '/', 'http://localhost')
    } catch {
      return false
    }
    if (url.pathname.startsWith('/vendors/')) return serveVendor(url.pathname, req, res)
    const target = classify(url.pathname)
    if (!target) return false
    const method = (req.method ?? 'GET').toUpperCase()
    applyCors(req, res, origins)
    if (method === 'OPTIONS') {
      res.writeHead(204)
      res.end()
      return true
    }
    if (target.api === 'img') {
      // Picture ids are unique across stores: the store whose catalogue drew it serves it.
      const owner = [...scopes.values()].find((sc) => servesImage(sc.state, url.pathname)) ?? home
      serveImage(owner.state, url.pathname, req, res)
      return true
    }
    // Only tests read the log; a shop keeps no copy of its shoppers' request bodies.
    const entry = target.api === 'admin' || !testMode ? null : requestLog.start(target.api, method, url.pathname + url.search)
    if (entry) {
      // The order attempt's key travels as a header: the log shows it beside the body.
      const key = req.headers['idempotency-key']
      if (typeof key === 'string') entry.key = key
      res.on('finish', () => { entry.status = res.statusCode })
      res.on('close', () => { if (entry.status === null) entry.status = 0 })
    }
    let rawBody = ''
    try {
      // Read before any fault so the log shows what every request carried (e.g. that no card number reached store
      // or modules), answered or not.
      rawBody = method === 'GET' || method === 'HEAD' ? '' : await readBody(req)
      if (entry && rawBody) entry.body = rawBody.slice(0, 8000)
      // An after: fault lets the request be handled (an order made) and replaces its answer (faults.mjs).
      let spoiled = ''
      if (target.api !== 'admin' && testMode) {
        const kind = faults.take(target.api, req)
        if (kind && isAfterFault(kind)) spoiled = kind
        else if (kind && await faults.apply(kind, req, res)) return true
      }
      const scope = scopeOf(target, req, url)
      if (target.api === 'store') requireStoreId(req, scope.state.storeId)
      const router = target.api === 'search' ? scope.searchRouter : target.api === 'modules' ? scope.modules : routers[target.api]
      const { handler, params } = router(method, target.rest)
      /** @type {any} */
      let parsed
      let didParse = false
      const host = req.headers.host ?? 'localhost'
      let result = await handler({
        req, res, params, url, rawBody, state: scope.state,
        query: url.searchParams,
        origin: `http://${host}`,
        json: () => {
          if (!didParse) { parsed = parseJson(rawBody); didParse = true }
          return parsed
        }
      })
      // The test controls' reset starts every store afresh, not only the one it named.
      if (target.api === 'admin' && target.rest === '/reset' && method === 'POST') {
        for (const other of scopes.values()) if (other !== scope) await other.state.reset()
      }
      if (res.writableEnded || res.destroyed) return true
      if (result instanceof Reply && !result.raw) result = new Reply(result.status, absolutePictures(result.body, `http://${host}`), { headers: result.headers })
      else if (!(result instanceof Reply)) result = absolutePictures(result, `http://${host}`)
      if (recorder && !(result instanceof Reply && result.raw)) {
        const reply = result instanceof Reply ? result : null
        recorder.record({ api: target.api, method, path: target.rest, status: reply?.status ?? 200, request: rawBody, response: reply ? reply.body : result, from: clientOf(req) })
      }
      if (spoiled) {
        faults.spoil(spoiled, res)
        return true
      }
      if (result instanceof Reply) {
        if (result.raw) {
          res.writeHead(result.status, result.headers)
          res.end(result.body)
        } else if (result.status === 204) {
          res.writeHead(204, result.headers)
          res.end()
        } else {
          sendJson(res, result.status, result.body, { ...cacheHeaders(target.api, result.status), ...result.headers })
        }
      } else {
        sendJson(res, 200, result, cacheHeaders(target.api, 200))
      }
    } catch (err) {
      if (err instanceof HttpError) {
        // A refused request still shows what the storefront sent.
        recorder?.record({ api: target.api, method, path: target.rest, status: err.status, request: rawBody, response: null, from: clientOf(req) })
        sendError(res, err.status, err.errorCode, err.message, err.extra)
      } else {
        log(`platform: ${method} ${url.pathname} failed: ${/** @type {Error} */ (err)?.stack ?? err}`)
        if (res.headersSent) res.destroy()
        else sendError(res, 500, 'internal_error', 'Unexpected platform error')
      }
    }
    return true
  }

  return {
    handle,
    testMode,
    /** The default store's state (the first served); every store's is in `stores`. */
    state,
    stores: scopes,
    faults,
    requestLog,
    /** Resolves once the search index is built. */
    ready: Promise.all([...scopes.values()].map((sc) => sc.search.ready)).then(() => undefined),
    /** Releases held requests and waits for pending writes of the data files. */
    async close () {
      faults.releaseAll()
      await Promise.all([...scopes.values()].map((sc) => sc.state.flush()))
    }
  }
}

/**
 * Who sent a request, for the contract recording: a browser (the storefront), a script (a test's own request, whose
 * body is a fixture) or another storefront's client (the platform's own checkout app, which the legacy test marks
 * `ecomplus-…`): what it sends and is answered is that client's, not Vitrine's. @param {import('node:http').IncomingMessage} req
 */
const clientOf = (req) => {
  const agent = String(req.headers['user-agent'] ?? '')
  if (/^ecomplus-/.test(agent)) return 'other-storefront'
  return /\bMozilla\//.test(agent) ? 'browser' : 'script'
}

/**
 * Starts the platform alone on 127.0.0.1 (tests, benchmarks, the demo server's fallback).
 * @param {PlatformOptions & { port?: number, host?: string }} [opts]
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void>, platform: ReturnType<typeof createPlatform> }>}
 */
export async function startPlatform ({ port = 0, host = '127.0.0.1', ...opts } = {}) {
  if (host !== '127.0.0.1' && host !== 'localhost') throw new Error('The demo platform binds to 127.0.0.1 only')
  const platform = createPlatform(opts)
  await platform.ready
  const server = createServer((req, res) => {
    platform.handle(req, res).then((handled) => {
      if (!handled) sendError(res, 404, 'not_found', `No platform resource at ${req.url}`)
    }, (err) => {
      console.error(err)
      if (!res.headersSent) sendError(res, 500, 'internal_error', 'Unexpected platform error')
    })
  })
  // Node closes an idle kept-alive socket after 5 s; a client reusing it at that moment gets ECONNRESET. Idle sockets
  // live longer here than clients keep them (browsers and Playwright drop theirs first).
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(undefined))
  })
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  return {
    url: `http://127.0.0.1:${address.port}`,
    port: address.port,
    platform,
    async close () {
      await platform.close()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(() => resolve(undefined)))
    }
  }
}

export { createCatalogue } from '../catalogue/index.mjs'
