// Fault injection: lets API-client tests make any platform API fail in a chosen way,
// either for one request (X-Fault header) or for the next N answers of an API (admin queue).
// Only a platform started in test mode uses it (see index.mjs): the demo a shopper uses ignores X-Fault.
import { delay, HttpError, sendError } from './http.mjs'

export const APIS = /** @type {const} */ (['store', 'store-cache', 'search', 'passport', 'modules', 'storefront', 'graphs', 'platform'])
// A "timeout" request is held open at most this long, so a forgotten test cannot leak sockets forever.
const TIMEOUT_HOLD_MS = 130_000

// The longest slow:<ms> delay: the spec's default request timeout. A request meant to outlast any client uses timeout.
export const MAX_SLOW_MS = 60_000

// An answer spoiled after the request was handled (the order made, the write done): what a client meets when a proxy,
// a CDN or an overloaded edge stands between it and the platform. The client cannot tell what happened.
const AFTER = /^after:(malformed|html|503)$/

/** Whether a fault lets the request be handled first and then replaces its answer. @param {string} kind */
export const isAfterFault = (kind) => AFTER.test(kind)

/** @param {unknown} kind @returns {boolean} */
export function isFaultKind (kind) {
  if (typeof kind !== 'string') return false
  if (/^(503|500|4\d\d|timeout|malformed|drop)$/.test(kind) || AFTER.test(kind)) return true
  const slow = /^slow:(\d{1,5})$/.exec(kind)
  return Boolean(slow && Number(slow[1]) <= MAX_SLOW_MS)
}

export function createFaults () {
  /** @type {Map<string, string[]>} */
  const queues = new Map()
  /** @type {Set<() => void>} */
  const held = new Set()
  return {
    /** @param {string} api @param {string} kind @param {number} count */
    enqueue (api, kind, count) {
      const q = queues.get(api) ?? []
      for (let i = 0; i < count; i++) q.push(kind)
      queues.set(api, q)
    },
    clear () { queues.clear() },
    /** Next fault for a request: the header wins, else the API's queue. @param {string} api @param {import('node:http').IncomingMessage} req */
    take (api, req) {
      const header = req.headers['x-fault']
      if (typeof header === 'string' && header.trim()) {
        const kind = header.trim()
        if (!isFaultKind(kind)) throw new HttpError(400, 'invalid_fault', `X-Fault must be 503, 500, a 4xx status, slow:<ms> up to ${MAX_SLOW_MS}, timeout, malformed, drop or after:malformed|html|503`)
        return kind
      }
      const q = queues.get(api)
      return q?.length ? q.shift() : undefined
    },
    pending: () => Object.fromEntries([...queues].filter(([, q]) => q.length)),
    /**
     * Applies a fault. Returns true when the answer was consumed by the fault,
     * false when the request must continue normally (slow, or an unknown kind).
     * @param {string} kind
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     */
    async apply (kind, req, res) {
      if (kind === '503') { sendError(res, 503, 'service_unavailable', 'Injected fault: 503'); return true }
      if (kind === '500') { sendError(res, 500, 'internal_error', 'Injected fault: 500'); return true }
      // Any client error (400, 409, 422…): what a platform answers a request it refuses, for the clients' recovery paths.
      if (/^4\d\d$/.test(kind)) { sendError(res, Number(kind), 'injected_client_error', `Injected fault: ${kind}`); return true }
      if (kind === 'malformed') {
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
        res.end('{"result": [{"_id": "broken", ')
        return true
      }
      if (kind === 'drop') { req.socket.destroy(); return true }
      if (kind === 'timeout') {
        await new Promise((resolve) => {
          const done = () => { clearTimeout(timer); held.delete(done); resolve(undefined) }
          const timer = setTimeout(() => { req.socket.destroy(); done() }, TIMEOUT_HOLD_MS)
          res.on('close', done)
          held.add(() => { req.socket.destroy(); done() })
        })
        return true
      }
      const slow = /^slow:(\d+)$/.exec(kind)
      if (slow) {
        const ac = new AbortController()
        res.on('close', () => ac.abort())
        await delay(Number(slow[1]), ac.signal)
        return res.destroyed || res.writableEnded
      }
      return false
    },
    /**
     * Sends the answer of an after: fault in place of the one the handler made: 200 with broken JSON, 200 with an HTML
     * page, or a 503.
     * @param {string} kind
     * @param {import('node:http').ServerResponse} res
     */
    spoil (kind, res) {
      const what = AFTER.exec(kind)?.[1]
      if (what === '503') return sendError(res, 503, 'service_unavailable', 'Injected fault: 503 after the request was handled')
      const html = what === 'html'
      res.writeHead(200, { 'Content-Type': html ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
      res.end(html ? '<!doctype html><html><head><title>Just a moment…</title></head><body><p>Checking your browser.</p></body></html>' : '{"order": {"_id": "')
    },
    /** Releases every held "timeout" request (used by close()). */
    releaseAll () { for (const release of [...held]) release() }
  }
}
