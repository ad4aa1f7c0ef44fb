// The customer's own orders as one list (api/orders.json), as the hosted passport answers the storefront's account:
// equality filters on dotted paths (`transactions.type=recurrence` matches an order with any such transaction),
// `fields` to keep only some, `sort` (`-number` for newest first), `limit` and `offset`. One request stands for a whole
// list, so an account with many orders costs no more requests than one with a few.
import { HttpError } from './http.mjs'

const DEFAULT_LIMIT = 1000
const MAX_LIMIT = 1000
const CONTROLS = ['limit', 'offset', 'fields', 'sort']
const PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/

/** The values at a dotted path, arrays walked through. @param {any} value @param {string[]} keys @returns {unknown[]} */
function valuesAt (value, keys) {
  if (Array.isArray(value)) return value.flatMap((v) => valuesAt(v, keys))
  if (!keys.length) return value === undefined ? [] : [value]
  if (value === null || typeof value !== 'object') return []
  return valuesAt(value[keys[0] ?? ''], keys.slice(1))
}

/** Only the listed fields (top-level, or dotted for a part of one), `_id` always. @param {any} order @param {string[]} fields */
function pick (order, fields) {
  /** @type {Record<string, any>} */
  const out = { _id: order._id }
  for (const f of fields) {
    const [head, ...rest] = f.split('.')
    if (!head || order[head] === undefined) continue
    if (!rest.length) out[head] = order[head]
    else if (Array.isArray(order[head])) out[head] = order[head].map((/** @type {any} */ x, /** @type {number} */ i) => ({ ...(out[head]?.[i] ?? {}), ...pick(x, [rest.join('.')]) }))
    else if (typeof order[head] === 'object') out[head] = { ...(out[head] ?? {}), ...pick(order[head], [rest.join('.')]) }
  }
  return out
}

/** @param {string} name */
function checkPath (name) {
  if (!PATH.test(name)) throw new HttpError(400, 'invalid_query', `Bad field ${name}`)
  return name
}

/**
 * A page of `orders` (the customer's own) for the query: `{ result, meta }`, the Store API's list shape.
 * @param {any[]} orders @param {URLSearchParams} query
 */
export function orderList (orders, query) {
  const limit = Math.min(MAX_LIMIT, Math.max(1, Number(query.get('limit')) || DEFAULT_LIMIT))
  const offset = Math.max(0, Math.floor(Number(query.get('offset')) || 0))
  const fields = (query.get('fields') ?? '').split(',').map((f) => f.trim()).filter(Boolean).map(checkPath)
  const sort = (query.get('sort') ?? '-number').split(',').map((s) => s.trim()).filter(Boolean)
  let found = orders
  for (const [key, value] of query) {
    if (CONTROLS.includes(key)) continue
    const keys = checkPath(key).split('.')
    found = found.filter((o) => valuesAt(o, keys).some((v) => String(v) === value))
  }
  const keyed = sort.map((s) => ({ keys: checkPath(s.replace(/^-/, '')).split('.'), desc: s.startsWith('-') }))
  const sorted = [...found].sort((a, b) => {
    for (const { keys, desc } of keyed) {
      const x = valuesAt(a, keys)[0]
      const y = valuesAt(b, keys)[0]
      if (x === y) continue
      if (x === undefined) return 1
      if (y === undefined) return -1
      const c = /** @type {any} */ (x) < /** @type {any} */ (y) ? -1 : 1
      return desc ? -c : c
    }
    return 0
  })
  const page = sorted.slice(offset, offset + limit)
  return {
    meta: { limit, offset, count: found.length, sort, fields, query: {} },
    result: fields.length ? page.map((o) => pick(o, fields)) : page
  }
}
