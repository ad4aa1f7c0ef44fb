// Test mode only: records the JSON the storefront exchanges with the platform APIs, so tests/contract can check each
// payload against the hosted platform's published types (@cloudcommerce/types). Bounded and cheap: an exchange is
// kept only when its payload kind has not yet been seen with the same shape, and at most MAX_PER_KIND per kind.
import { appendFileSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'

export const MAX_PER_KIND = 20
/**
 * A product alone is small and products differ in which optional fields they have: enough room for every product a
 * run shows, so a field only a few products have is always among the recorded ones.
 */
const MAX_FOR_KIND = /** @type {Record<string, number>} */ ({ product: 80 })

/** The payload kinds the storefront exchanges, by API, method and path (relative to the API's prefix). */
const KINDS = /** @type {[string, string, RegExp, string][]} */ ([
  ['store', 'GET', /^\/products\/[^/]+\.json$/, 'product'],
  ['store-cache', 'GET', /^\/products\/[^/]+\.json$/, 'product'],
  ['store', 'GET', /^\/products\.json$/, 'products-list'],
  ['store-cache', 'GET', /^\/products\.json$/, 'products-list'],
  ['storefront', 'GET', /@products\$[^/]+\.json$/, 'product'],
  ['search', 'POST', /^\/items\.json$/, 'search'],
  ['search', 'GET', /^\/items\.json$/, 'search'],
  ['store', 'GET', /^\/customers\/[^/]+\.json$/, 'customer'],
  // Passport's JSON routes are scoped by store (/{store_id}/api/me.json), as the storefront calls them.
  ['passport', 'GET', /^(\/\d+)?\/(api\/me|customers\/[^/]+)\.json$/, 'customer'],
  ['store', 'PATCH', /^\/customers\/[^/]+\.json$/, 'customer-patch'],
  ['passport', 'PATCH', /^(\/\d+)?\/(api\/me|customers\/[^/]+)\.json$/, 'customer-patch'],
  ['store', 'GET', /^\/orders\/[^/]+\.json$/, 'order'],
  ['passport', 'GET', /^(\/\d+)?\/api\/orders\/[^/]+\.json$/, 'order'],
  ['store', 'POST', /^\/carts\.json$/, 'cart-create'],
  ['store', 'PATCH', /^\/carts\/[^/]+\.json$/, 'cart-patch'],
  ['modules', 'POST', /^\/calculate_shipping\.json$/, 'calculate_shipping'],
  ['modules', 'POST', /^\/list_payments\.json$/, 'list_payments'],
  ['modules', 'POST', /^\/apply_discount\.json$/, 'apply_discount'],
  ['modules', 'POST', /^\/@?checkout\.json$/, '@checkout']
])

/** @param {string} api @param {string} method @param {string} path @returns {string | null} */
export function payloadKind (api, method, path) {
  for (const [a, m, re, kind] of KINDS) if (a === api && m === method && re.test(path)) return kind
  return null
}

/**
 * A short description of a JSON value's shape: keys and value types, arrays by their first few elements. Two payloads
 * with one shape check alike against a type, so only the first is kept.
 * @param {unknown} v @param {number} depth
 * @returns {string}
 */
export function shapeOf (v, depth = 0) {
  if (v === null) return 'null'
  if (Array.isArray(v)) {
    if (depth > 6) return '[]'
    const seen = new Set(v.slice(0, 3).map((x) => shapeOf(x, depth + 1)))
    return `[${[...seen].sort().join('|')}]`
  }
  if (typeof v !== 'object') return typeof v
  if (depth > 6) return '{}'
  const keys = Object.keys(v).sort()
  return `{${keys.map((k) => `${k}:${shapeOf(/** @type {any} */ (v)[k], depth + 1)}`).join(',')}}`
}

/**
 * Appends to `file`, never truncates it: a later run on the same port adds to it (`npm test` clears the folder first).
 * A failure to record is logged, never the request's failure.
 * @param {string | undefined} file the JSONL file to append to; no file, no recorder
 * `from`: 'browser' for the storefront's own requests, 'script' for a test's or a tool's (their bodies are fixtures,
 * not the storefront's payloads; their answers are the platform's all the same).
 * @returns {{ record: (e: { api: string, method: string, path: string, status: number, request: string, response: unknown, from?: string }) => void } | null}
 */
export function createContractRecorder (file) {
  if (!file) return null
  mkdirSync(dirname(file), { recursive: true })
  /** @type {Map<string, Set<string>>} */
  const shapes = new Map()
  return {
    record ({ api, method, path, status, request, response, from = 'browser' }) {
      const kind = payloadKind(api, method, path)
      if (!kind) return
      const seen = shapes.get(kind) ?? new Set()
      shapes.set(kind, seen)
      if (seen.size >= (MAX_FOR_KIND[kind] ?? MAX_PER_KIND)) return
      let body
      try {
        body = request ? JSON.parse(request) : undefined
      } catch {
        return
      }
      const ok = status >= 200 && status < 300
      const shape = `${from}:${shapeOf(body)}=>${ok ? shapeOf(response) : status}`
      if (seen.has(shape)) return
      seen.add(shape)
      const line = { kind, api, method, path, status, from, request: body, ...(ok ? { response } : {}) }
      try {
        mkdirSync(dirname(file), { recursive: true })
        appendFileSync(file, `${JSON.stringify(line)}\n`)
      } catch (err) {
        console.error(`contract recorder: ${file}: ${err}`)
      }
    }
  }
}
