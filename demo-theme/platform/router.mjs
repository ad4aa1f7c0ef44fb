// Minimal path router: each API declares its routes relative to its own prefix.
import { HttpError } from './http.mjs'

/** A non-default answer: other status, headers or a non-JSON body. */
export class Reply {
  /** @param {number} status @param {unknown} body @param {{ headers?: Record<string, string>, raw?: boolean }} [opts] */
  constructor (status, body, opts = {}) {
    this.status = status
    this.body = body
    this.headers = opts.headers ?? {}
    this.raw = opts.raw ?? false
  }
}

/**
 * @typedef {{
 *   req: import('node:http').IncomingMessage,
 *   res: import('node:http').ServerResponse,
 *   params: Record<string, string>,
 *   query: URLSearchParams,
 *   url: URL,
 *   rawBody: string,
 *   json: () => any,
 *   state: import('./state.mjs').State,
 *   origin: string
 * }} Ctx
 * @typedef {(ctx: Ctx) => unknown | Promise<unknown>} Handler
 * @typedef {[string, string, Handler]} RouteDef  method, pattern like '/products/:id.json', handler
 */

/** @param {RouteDef[]} defs */
export function createRouter (defs) {
  const routes = defs.map(([method, pattern, handler]) => {
    /** @type {string[]} */
    const names = []
    const source = pattern.split(/(:[a-zA-Z_]+)/).map((part) => {
      if (part.startsWith(':')) { names.push(part.slice(1)); return '([^/]+?)' }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    }).join('')
    return { method, regex: new RegExp(`^${source}$`), names, handler }
  })
  /**
   * @param {string} method @param {string} path
   * @returns {{ handler: Handler, params: Record<string, string> }}
   */
  return function match (method, path) {
    let pathMatched = false
    for (const r of routes) {
      const m = r.regex.exec(path)
      if (!m) continue
      pathMatched = true
      if (r.method !== method && !(r.method === 'GET' && method === 'HEAD')) continue
      /** @type {Record<string, string>} */
      const params = {}
      r.names.forEach((n, i) => { params[n] = safeDecode(m[i + 1] ?? '') })
      return { handler: r.handler, params }
    }
    if (pathMatched) throw new HttpError(405, 'method_not_allowed', `${method} is not allowed on ${path}`)
    throw new HttpError(404, 'not_found', `No resource at ${path}`)
  }
}

/** @param {string} s */
function safeDecode (s) {
  try { return decodeURIComponent(s) } catch { return s }
}
