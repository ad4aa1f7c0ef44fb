// Test mode only: records the JSON the storefront exchanges with the platform APIs, so tests/contract can check each
// payload against the hosted platform's published types (@cloudcommerce/types). Bounded and cheap: an exchange is
// kept only when it brings a field (a path with a value type) its payload kind has not shown yet, and at most
// MAX_PER_KIND per kind. What is recorded then covers every field a run shows, whatever order the tests ran in, so the
// mismatches found do not depend on which worker ran which test first.
import { appendFileSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'

export const MAX_PER_KIND = 200

/** The payload kinds the storefront exchanges, by API, method and path (relative to the API's prefix). */
const KINDS = /** @type {[string, string, RegExp, string][]} */ ([
  ['store', 'GET', /^\/products\/[^/]+\.json$/, 'product'],
  ['store-cache', 'GET', /^\/products\/[^/]+\.json$/, 'product'],
  ['store', 'GET', /^\/products\.json$/, 'products-list'],
  ['store-cache', 'GET', /^\/products\.json$/, 'products-list'],
  ['store', 'GET', /^\/grids\.json$/, 'grids-list'],
  ['store-cache', 'GET', /^\/grids\.json$/, 'grids-list'],
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
 * The fields a JSON value shows: each path with its value's type, every array element merged under `[]`. Two payloads
 * that show no field the other lacks check alike against a type, field by field.
 * @param {unknown} v @param {string} [at] @param {Set<string>} [out]
 * @returns {Set<string>}
 */
export function fieldsOf (v, at = '', out = new Set()) {
  if (Array.isArray(v)) {
    out.add(`${at}:array`)
    for (const x of v) fieldsOf(x, `${at}[]`, out)
  } else if (v !== null && typeof v === 'object') {
    out.add(`${at}:object`)
    for (const [k, x] of Object.entries(v)) fieldsOf(x, `${at}.${k}`, out)
  } else out.add(`${at}:${v === null ? 'null' : typeof v}`)
  return out
}

/**
 * Appends to `file`, never truncates it: a later run on the same port adds to it (`npm test` clears the folder first).
 * A failure to record is logged, never the request's failure.
 * @param {string | undefined} file the JSONL file to append to; no file, no recorder
 * `from`: 'browser' for the storefront's own requests, 'script' for a test's or a tool's (their bodies are fixtures,
 * not the storefront's payloads; their answers are the platform's all the same), 'other-storefront' for another
 * storefront's client, never recorded (the modules echo its request in their answers' `meta`).
 * @returns {{ record: (e: { api: string, method: string, path: string, status: number, request: string, response: unknown, from?: string }) => void } | null}
 */
export function createContractRecorder (file) {
  if (!file) return null
  mkdirSync(dirname(file), { recursive: true })
  /** @type {Map<string, Set<string>>} */
  const fields = new Map()
  /** @type {Map<string, number>} */
  const counts = new Map()
  return {
    record ({ api, method, path, status, request, response, from = 'browser' }) {
      const kind = payloadKind(api, method, path)
      if (!kind || from === 'other-storefront') return
      const seen = fields.get(kind) ?? new Set()
      fields.set(kind, seen)
      if ((counts.get(kind) ?? 0) >= MAX_PER_KIND) return
      let body
      try {
        body = request ? JSON.parse(request) : undefined
      } catch {
        return
      }
      const ok = status >= 200 && status < 300
      const mine = [...fieldsOf(body, `${from}>`), ...(ok ? fieldsOf(response, '<') : [`<${status}`])]
      const fresh = mine.filter((f) => !seen.has(f))
      if (!fresh.length) return
      for (const f of fresh) seen.add(f)
      counts.set(kind, (counts.get(kind) ?? 0) + 1)
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
