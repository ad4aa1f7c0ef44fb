import type { ZodMiniType } from 'zod/mini'
import { withStoreId, type Settings } from '../settings'
import { CACHE_COOLDOWN_MS, HOST_DELAY, MAX_RETRIES, PAUSE_MIN_MS, RETRY_MIN_MS, TIMEOUTS } from './constants'
import { ApiError, isApiError, type ApiErrorKind } from './errors'
import { jsonPath, passportPath, queryString, storefrontPath } from './paths'
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
  /** Customer session: sent as X-My-ID / X-Access-Token to Store and Passport only, never to other hosts. */
  auth?: { id: string; token: string }
  /** Per attempt, in ms; replaces the spec's per-API value. */
  timeout?: number
  /**
   * Whether the request may be resent after a 5xx. Defaults to true for GET, PUT and DELETE; true marks a POST/PATCH
   * as safe (a search query), false a PUT that acts each time (a login code: a resend would void the one e-mailed).
   */
  idempotent?: boolean
  /** false skips the cache host for an anonymous GET: for resources whose state changes (an order's status). */
  cached?: boolean
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
  /** Part of the agreed deps shape but unused: the spec gives exact spacings, so no jitter is drawn. */
  random?: () => number
}

type Host = ApiName | 'store_cache' | 'platform_cache'

const GET_ONLY: readonly string[] = ['platform', 'graphs', 'storefront']
const SENDS_STORE_ID: readonly string[] = ['store', 'search', 'modules']
const SENDS_AUTH: readonly string[] = ['store', 'passport']
const delayOf = (host: string): number => HOST_DELAY[host as keyof typeof HOST_DELAY] ?? HOST_DELAY.default
const noop = () => {}

/**
 * One request function per platform API. Queues, 503 pauses and cache cool-downs live in the returned client, so a
 * page should share one client.
 */
export function createApiClient(settings: Pick<Settings, 'api' | 'store_id'>, deps: ApiDeps = {}): ApiClient {
  const storeId = settings.store_id
  const {
    fetch: send = (...args: Parameters<typeof fetch>) => fetch(...args),
    isBrowser = typeof window !== 'undefined',
    // Monotonic and sub-ms: with Date.now a timer firing a fraction early would let two sends land < delay apart.
    now = () => performance.now(),
    sleep = timerSleep
  } = deps
  const queues: Partial<Record<Host, HostQueue>> = {}
  const coolUntil: Partial<Record<Host, number>> = {}
  const base = (host: Host) => withStoreId(settings.api[host], storeId)
  const timeoutOf = (host: Host) => (TIMEOUTS[host as keyof typeof TIMEOUTS] ?? TIMEOUTS.default)[isBrowser ? 0 : 1]

  async function request(api: ApiName, rawPath: string, o: RequestOptions<unknown> = {}): Promise<unknown> {
    const method = o.method ?? 'GET'
    const p =
      api === 'storefront' ? storefrontPath(storeId, rawPath) : api === 'passport' ? passportPath(storeId, rawPath) : jsonPath(rawPath)
    const path = p + queryString(p, o.query)
    const fail = (host: Host, kind: ApiErrorKind, status?: number, body?: unknown, cause?: unknown) =>
      new ApiError({ api, path: '/' + path, url: base(host) + path, method, kind, status, body }, cause)

    if (GET_ONLY.includes(api) && method !== 'GET') throw fail(api, 'unsupported')
    const headers: Record<string, string> = {}
    if (SENDS_STORE_ID.includes(api)) headers['X-Store-ID'] = String(storeId)
    if (o.auth && SENDS_AUTH.includes(api)) {
      headers['X-My-ID'] = o.auth.id
      headers['X-Access-Token'] = o.auth.token
    }
    const body = o.body === undefined ? undefined : JSON.stringify(o.body)
    if (body !== undefined) headers['Content-Type'] = 'application/json'

    /** One exchange with a host, its turn in the host queue already come: timer, abort wiring, status and JSON. */
    async function exchange(host: Host): Promise<unknown> {
      const ctrl = new AbortController()
      const stopTimer = new AbortController()
      let timedOut = false
      sleep(o.timeout ?? timeoutOf(host), stopTimer.signal).then(() => {
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
          res = await send(base(host) + path, {
            method,
            headers: host === 'store_cache' ? {} : headers,
            body,
            signal: ctrl.signal
          })
          text = await res.text()
        } catch (e) {
          throw fail(host, timedOut ? 'timeout' : o.signal?.aborted ? 'abort' : 'network', undefined, undefined, e)
        }
        let data: unknown = text
        try {
          data = text ? JSON.parse(text) : undefined
        } catch (e) {
          if (res.ok) throw fail(host, 'invalid', res.status, text, e)
        }
        if (res.status === 503) queues[host]!.pause(Math.max(delayOf(host), PAUSE_MIN_MS))
        if (!res.ok) throw fail(host, 'http', res.status, data)
        return data
      } finally {
        stopTimer.abort()
        o.signal?.removeEventListener('abort', onAbort)
      }
    }

    const attempt = (host: Host) =>
      (queues[host] ??= createHostQueue(delayOf(host), now, sleep)).run(o.signal, () => exchange(host)).catch((e) => {
        // Anything but our own error is the queue giving up its wait on abort.
        throw isApiError(e) ? e : fail(host, 'abort', undefined, undefined, e)
      })

    const result = await (async () => {
      const cache = api === 'store' ? 'store_cache' : api === 'platform' ? 'platform_cache' : undefined
      if (cache && o.cached !== false && method === 'GET' && !o.auth && !path.includes('?') && now() >= (coolUntil[api] ?? 0)) {
        try {
          return await attempt(cache)
        } catch (e) {
          const { kind, status = 0 } = e as ApiError
          // Only a cache that is down (no status, < 100, >= 500) sends us to the main host; a 404 is an answer.
          if (kind === 'abort' || kind === 'invalid' || (status >= 100 && status < 500)) throw e
          coolUntil[api] = now() + CACHE_COOLDOWN_MS
        }
      }
      // POST/PATCH may have created something before the 5xx: resending could duplicate an order.
      const idempotent = o.idempotent ?? (method !== 'POST' && method !== 'PATCH')
      for (let tries = 0; ; tries++) {
        try {
          return await attempt(api)
        } catch (e) {
          const status = (e as ApiError).status ?? 0
          if (status < 500 || tries >= MAX_RETRIES || !idempotent) throw e
          // After a 503 the host queue itself holds the resend until the pause ends.
          if (status !== 503) {
            await sleep(Math.max(delayOf(api), RETRY_MIN_MS), o.signal).catch((err) => {
              throw fail(api, 'abort', undefined, undefined, err)
            })
          }
        }
      }
    })()

    if (!o.schema) return result
    const parsed = o.schema.safeParse(result)
    if (!parsed.success) throw fail(api, 'invalid', undefined, result, parsed.error)
    return parsed.data
  }

  const client = {} as Record<ApiName, ApiRequest>
  for (const api of ['store', 'platform', 'search', 'graphs', 'modules', 'passport', 'storefront'] as const) {
    client[api] = ((path: string, options?: RequestOptions<unknown>) => request(api, path, options)) as ApiRequest
  }
  return client
}
