import type { ZodMiniType } from 'zod/mini'
import { storeIdError, withStoreId, type Settings } from '../settings'
import { CACHE_COOLDOWN_MS, HOST_DELAY, MAX_RETRIES, PAUSE_MIN_MS, RETRY_MIN_MS, TIMEOUTS } from './constants'
import { ApiError, isApiError, type ApiErrorKind } from './errors'
import { isIdentityPath, jsonPath, passportPath, queryString, storefrontPath } from './paths'
import { createHostQueue, timerSleep, type HostQueue, type Sleep } from './queue'

export type ApiName = 'store' | 'platform' | 'search' | 'graphs' | 'modules' | 'passport' | 'storefront'
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface RequestOptions<T = unknown> {
  method?: HttpMethod
  /** Sent JSON-encoded. */
  body?: unknown
  query?: Record<string, string | number>
  signal?: AbortSignal
  /** Validates the answer; a mismatch rejects with kind 'invalid'. */
  schema?: ZodMiniType<T>
  /** Customer session: sent as X-My-ID / X-Access-Token to Store and Passport (and Modules' @checkout) only. */
  auth?: { id: string; token: string }
  /** Per attempt, in ms; replaces the host's own timeout (TIMEOUTS in ./constants). */
  timeout?: number
  /**
   * Whether the request may be resent after a 5xx. Defaults to true for GET, PUT and DELETE; true marks a POST/PATCH
   * as safe (a search query), false a PUT that acts each time (a login code: a resend would void the one e-mailed).
   */
  idempotent?: boolean
  /** false skips the cache host for an anonymous GET: for resources whose state changes (an order's status). */
  cached?: boolean
  /**
   * The order attempt's key, sent to Modules' @checkout only as the `Idempotency-Key` header: the checkout body has no
   * field for it, and a resend with the same key is the same order.
   */
  idempotencyKey?: string
}

export type ApiRequest = <T = unknown>(path: string, options?: RequestOptions<T>) => Promise<T>
export type ApiClient = { readonly [K in ApiName]: ApiRequest }

export interface ApiDeps {
  fetch?: typeof fetch
  /** Picks the browser or the "elsewhere" timeouts. */
  isBrowser?: boolean
  now?: () => number
  /** Must reject when `signal` aborts. */
  sleep?: Sleep
  /** Unused: requests to a host are spaced by fixed delays (HOST_DELAY in ./constants), never a random jitter. */
  random?: () => number
}

type Host = ApiName | 'store_cache' | 'platform_cache' | 'identity'

const GET_ONLY: readonly string[] = ['platform', 'graphs', 'storefront']
const SENDS_STORE_ID: readonly string[] = ['store', 'search', 'modules']
const SENDS_AUTH: readonly string[] = ['store', 'passport']
// The one Modules call the platform runs itself rather than passing to an app: placing the order, which is the
// customer's (their points, their account) only when their session says so.
const ORDER_PATH = /^@checkout\.json$/
// The identity host is the passport's own service, spaced like it.
const delayOf = (host: string): number =>
  HOST_DELAY[(host === 'identity' ? 'passport' : host) as keyof typeof HOST_DELAY] ?? HOST_DELAY.default
const noop = () => {}

/** What one client keeps between requests: its dependencies, a queue per host and the cache hosts' cool-downs. */
interface ClientState {
  storeId: number
  send: typeof fetch
  now: () => number
  sleep: Sleep
  queues: Partial<Record<Host, HostQueue>>
  coolUntil: Partial<Record<Host, number>>
  base(host: Host): string
  timeoutOf(host: Host): number
}

/** One request as prepared: where it goes, what it sends, and how it fails. */
interface Call {
  api: ApiName
  /** The host that answers: the API's own, or the separate identity host for identify, token and oauth-providers. */
  main: Host
  path: string
  method: HttpMethod
  headers: Record<string, string>
  body: string | undefined
  o: RequestOptions<unknown>
  fail(host: Host, kind: ApiErrorKind, status?: number, body?: unknown, cause?: unknown): ApiError
}

/** The platform's headers: the store id to the hosts that read it, the customer's credentials to Store and Passport. */
function headersFor(
  api: ApiName,
  path: string,
  storeId: number,
  o: RequestOptions<unknown>,
  hasBody: boolean
): Record<string, string> {
  const headers: Record<string, string> = {}
  if (SENDS_STORE_ID.includes(api)) headers['X-Store-ID'] = String(storeId)
  if (o.auth && (SENDS_AUTH.includes(api) || (api === 'modules' && ORDER_PATH.test(path)))) {
    headers['X-My-ID'] = o.auth.id
    headers['X-Access-Token'] = o.auth.token
  }
  if (o.idempotencyKey && api === 'modules' && ORDER_PATH.test(path)) headers['Idempotency-Key'] = o.idempotencyKey
  if (hasBody) headers['Content-Type'] = 'application/json'
  return headers
}

function prepare(state: ClientState, api: ApiName, rawPath: string, o: RequestOptions<unknown>): Call {
  const method = o.method ?? 'GET'
  const p =
    api === 'storefront'
      ? storefrontPath(state.storeId, rawPath)
      : api === 'passport'
        ? passportPath(state.storeId, rawPath)
        : jsonPath(rawPath)
  const path = p + queryString(p, o.query)
  const body = o.body === undefined ? undefined : JSON.stringify(o.body)
  const fail = (host: Host, kind: ApiErrorKind, status?: number, data?: unknown, cause?: unknown) =>
    new ApiError({ api, path: '/' + path, url: state.base(host) + path, method, kind, status, body: data }, cause)
  const main: Host = api === 'passport' && isIdentityPath(p) ? 'identity' : api
  return { api, main, path, method, body, o, fail, headers: headersFor(api, p, state.storeId, o, body !== undefined) }
}

/** Status and JSON of an answer: a 503 pauses the host's queue; an unreadable 2xx or any non-2xx is an ApiError. */
function readAnswer(state: ClientState, call: Call, host: Host, res: Response, text: string): unknown {
  let data: unknown = text
  try {
    data = text ? JSON.parse(text) : undefined
  } catch (e) {
    if (res.ok) throw call.fail(host, 'invalid', res.status, text, e)
  }
  if (res.status === 503) state.queues[host]!.pause(Math.max(delayOf(host), PAUSE_MIN_MS))
  if (!res.ok) throw call.fail(host, 'http', res.status, data)
  return data
}

/** One exchange with a host, its turn in the host queue already come: timer, abort wiring, status and JSON. */
async function exchange(state: ClientState, call: Call, host: Host): Promise<unknown> {
  const { o } = call
  const ctrl = new AbortController()
  const stopTimer = new AbortController()
  let timedOut = false
  state.sleep(o.timeout ?? state.timeoutOf(host), stopTimer.signal).then(() => {
    timedOut = true
    ctrl.abort()
  }, noop)
  const onAbort = () => ctrl.abort()
  o.signal?.addEventListener('abort', onAbort)
  if (o.signal?.aborted) onAbort()
  try {
    let res: Response
    let text: string
    try {
      // The cache hosts carry the store id in their URL; a custom header there would only add a CORS preflight.
      const init = {
        method: call.method,
        headers: host === 'store_cache' ? {} : call.headers,
        body: call.body,
        signal: ctrl.signal
      }
      res = await state.send(state.base(host) + call.path, init)
      text = await res.text()
    } catch (e) {
      throw call.fail(host, timedOut ? 'timeout' : o.signal?.aborted ? 'abort' : 'network', undefined, undefined, e)
    }
    return readAnswer(state, call, host, res, text)
  } finally {
    stopTimer.abort()
    o.signal?.removeEventListener('abort', onAbort)
  }
}

/** An exchange in its turn of the host's queue. */
function attempt(state: ClientState, call: Call, host: Host): Promise<unknown> {
  const queue = (state.queues[host] ??= createHostQueue(delayOf(host), state.now, state.sleep))
  return queue
    .run(call.o.signal, () => exchange(state, call, host))
    .catch((e) => {
      // Anything but our own error is the queue giving up its wait on abort.
      throw isApiError(e) ? e : call.fail(host, 'abort', undefined, undefined, e)
    })
}

const NO_ANSWER = Symbol('no answer from the cache')

/** The cache host an anonymous, plain GET to Store or Platform tries first, unless it is cooling down. */
function cacheHost(state: ClientState, { api, o, method, path }: Call): Host | undefined {
  const cache = api === 'store' ? 'store_cache' : api === 'platform' ? 'platform_cache' : undefined
  const plain = o.cached !== false && method === 'GET' && !o.auth && !path.includes('?')
  return cache && plain && state.now() >= (state.coolUntil[api] ?? 0) ? cache : undefined
}

/**
 * Only a cache that is down (no status, < 100, >= 500) sends the request on to the main host, and cools the cache
 * down for a while; a 404 is an answer.
 */
async function fromCache(state: ClientState, call: Call, cache: Host): Promise<unknown> {
  try {
    return await attempt(state, call, cache)
  } catch (e) {
    const { kind, status = 0 } = e as ApiError
    if (kind === 'abort' || kind === 'invalid' || (status >= 100 && status < 500)) throw e
    state.coolUntil[call.api] = state.now() + CACHE_COOLDOWN_MS
    return NO_ANSWER
  }
}

/** The main host, with up to MAX_RETRIES resends after a 5xx for idempotent requests. */
async function withRetries(state: ClientState, call: Call): Promise<unknown> {
  const { main, o, method } = call
  // POST/PATCH may have created something before the 5xx: resending could duplicate an order.
  const idempotent = o.idempotent ?? (method !== 'POST' && method !== 'PATCH')
  for (let tries = 0; ; tries++) {
    try {
      return await attempt(state, call, main)
    } catch (e) {
      const status = (e as ApiError).status ?? 0
      if (status < 500 || tries >= MAX_RETRIES || !idempotent) throw e
      // After a 503 the host queue itself holds the resend until the pause ends.
      if (status !== 503) {
        await state.sleep(Math.max(delayOf(main), RETRY_MIN_MS), o.signal).catch((err) => {
          throw call.fail(main, 'abort', undefined, undefined, err)
        })
      }
    }
  }
}

async function request(
  state: ClientState,
  api: ApiName,
  rawPath: string,
  o: RequestOptions<unknown> = {}
): Promise<unknown> {
  const call = prepare(state, api, rawPath, o)
  if (GET_ONLY.includes(api) && call.method !== 'GET') throw call.fail(api, 'unsupported')
  // Without the store's id a request would reach no store or, worse, another one.
  if (storeIdError(state.storeId)) throw call.fail(api, 'no_store')
  // No await before the first attempt when there is no cache to try: requests keep their order in the host queues.
  const cache = cacheHost(state, call)
  const cached = cache ? await fromCache(state, call, cache) : NO_ANSWER
  const result = cached === NO_ANSWER ? await withRetries(state, call) : cached
  if (!o.schema) return result
  const parsed = o.schema.safeParse(result)
  if (!parsed.success) throw call.fail(api, 'invalid', undefined, result, parsed.error)
  return parsed.data
}

/**
 * One request function per platform API. Queues, 503 pauses and cache cool-downs live in the returned client, so a
 * page should share one client.
 */
/** Settings the client reads; a separate identity host is optional (the passport host when absent). */
export type ClientSettings = Pick<Settings, 'store_id'> & {
  api: Omit<Settings['api'], 'identity'> & { identity?: string }
}

export function createApiClient(settings: ClientSettings, deps: ApiDeps = {}): ApiClient {
  const isBrowser = deps.isBrowser ?? typeof window !== 'undefined'
  const state: ClientState = {
    storeId: settings.store_id,
    send: deps.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args)),
    // Monotonic and sub-ms: with Date.now a timer firing a fraction early would let two sends land < delay apart.
    now: deps.now ?? (() => performance.now()),
    sleep: deps.sleep ?? timerSleep,
    queues: {},
    coolUntil: {},
    base: (host) =>
      withStoreId(settings.api[host as keyof ClientSettings['api']] ?? settings.api.passport, settings.store_id),
    timeoutOf: (host) => (TIMEOUTS[host as keyof typeof TIMEOUTS] ?? TIMEOUTS.default)[isBrowser ? 0 : 1]
  }
  const client = {} as Record<ApiName, ApiRequest>
  for (const api of ['store', 'platform', 'search', 'graphs', 'modules', 'passport', 'storefront'] as const) {
    client[api] = ((path: string, options?: RequestOptions<unknown>) =>
      request(state, api, path, options)) as ApiRequest
  }
  return client
}
