// Translates the subset of the Elasticsearch query DSL the storefront sends into
// (a) the free-text part, scored by Orama, and (b) a predicate over product documents.
import { HttpError } from './http.mjs'

/** @type {Map<string, (doc: any) => any[]>} */
const getters = new Map()
/** @type {any[]} */
const NONE = []

/**
 * Values at a dotted path, flattening arrays on the way ("brands.name" over brands[]).
 * Getters are compiled once per path: this runs for every product on every query.
 * @param {any} doc @param {string} path @returns {any[]}
 */
export function valuesAt (doc, path) {
  let get = getters.get(path)
  if (!get) {
    get = compileGetter(path)
    getters.set(path, get)
  }
  return get(doc)
}

/** @param {string} path @returns {(doc: any) => any[]} */
function compileGetter (path) {
  const keys = path.split('.')
  if (keys.length === 1) {
    const k = /** @type {string} */ (keys[0])
    return (doc) => {
      const v = doc?.[k]
      return v === undefined ? NONE : Array.isArray(v) ? v : [v]
    }
  }
  return (doc) => {
    let current = [doc]
    for (const key of keys) {
      /** @type {any[]} */
      const next = []
      for (const item of current) {
        if (item == null) continue
        const v = item[key]
        if (Array.isArray(v)) { for (const x of v) next.push(x) } else if (v !== undefined) next.push(v)
      }
      current = next
    }
    return current
  }
}

/** ES compares keyword fields exactly; booleans may arrive as "true". @param {any} a @param {any} b */
function sameValue (a, b) {
  if (a === b) return true
  if (typeof a === 'boolean' || typeof b === 'boolean') return String(a) === String(b)
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b)
  return false
}

/** @param {string} text */
/** Lower-case, accent-free words of a text. @param {unknown} text @returns {string[]} */
export function tokens (text) {
  return String(text).normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().match(/[a-z0-9]+/g) ?? []
}

/**
 * @typedef {(doc: any) => boolean} Predicate
 * @typedef {{ query: string, fields: string[], boost: Record<string, number> }} TextQuery
 */

const always = () => true

/**
 * Compiles a query clause. Text clauses found directly in the top-level bool.must are
 * collected into `texts` (Orama scores them); text clauses elsewhere become a token match.
 * @param {any} clause @param {TextQuery[] | null} texts
 * @returns {Predicate}
 */
export function compile (clause, texts) {
  if (clause == null) return always
  if (typeof clause !== 'object' || Array.isArray(clause)) throw new HttpError(400, 'invalid_query', 'A query clause must be an object')
  const keys = Object.keys(clause)
  if (keys.length !== 1) throw new HttpError(400, 'invalid_query', `A query clause needs exactly one type, got: ${keys.join(', ') || 'none'}`)
  const type = /** @type {string} */ (keys[0])
  const body = clause[type]
  switch (type) {
    case 'match_all': return always
    case 'match_none': return () => false
    case 'bool': return compileBool(body, texts)
    case 'term': {
      const [field, raw] = single(body, 'term')
      const value = raw && typeof raw === 'object' ? raw.value : raw
      return (doc) => valuesAt(doc, field).some((v) => sameValue(v, value))
    }
    case 'terms': {
      const [field, values] = single(body, 'terms')
      if (!Array.isArray(values)) throw new HttpError(400, 'invalid_query', 'terms needs an array of values')
      return (doc) => valuesAt(doc, field).some((v) => values.some((w) => sameValue(v, w)))
    }
    case 'ids': {
      const values = new Set(body?.values ?? [])
      return (doc) => values.has(doc._id)
    }
    case 'range': {
      const [field, r] = single(body, 'range')
      if (!r || typeof r !== 'object') throw new HttpError(400, 'invalid_query', 'range needs bounds')
      const { gte, gt, lte, lt } = r
      const cmp = (/** @type {any} */ v) => typeof v === 'number' || typeof gte === 'string' || typeof lte === 'string' || typeof gt === 'string' || typeof lt === 'string'
      return (doc) => valuesAt(doc, field).some((v) => cmp(v) &&
        (gte === undefined || v >= gte) && (gt === undefined || v > gt) && (lte === undefined || v <= lte) && (lt === undefined || v < lt))
    }
    case 'exists': {
      const field = body?.field
      return (doc) => valuesAt(doc, field).length > 0
    }
    case 'nested': {
      const path = body?.path
      if (typeof path !== 'string') throw new HttpError(400, 'invalid_query', 'nested needs a path')
      const inner = compile(body.query, null)
      // Inner field names keep the "specs." prefix, so each nested item is wrapped back under its path.
      return (doc) => valuesAt(doc, path).some((item) => inner({ [path]: item }))
    }
    case 'multi_match':
    case 'match':
    case 'match_phrase':
    case 'query_string':
    case 'simple_query_string': {
      const text = toTextQuery(type, body)
      if (texts) { texts.push(text); return always }
      const wanted = tokens(text.query)
      return (doc) => text.fields.some((f) => valuesAt(doc, f).some((v) => {
        const have = tokens(String(v))
        return wanted.some((w) => have.includes(w))
      }))
    }
    default:
      throw new HttpError(400, 'unsupported_query', `Query type "${type}" is not supported by the demo platform`)
  }
}

/** @param {any} body @param {TextQuery[] | null} texts @returns {Predicate} */
function compileBool (body, texts) {
  const arr = (/** @type {any} */ x) => x == null ? [] : Array.isArray(x) ? x : [x]
  const must = arr(body?.must).map((c) => compile(c, texts))
  const filter = arr(body?.filter).map((c) => compile(c, null))
  const should = arr(body?.should).map((c) => compile(c, null))
  const mustNot = arr(body?.must_not).map((c) => compile(c, null))
  const minShould = body?.minimum_should_match !== undefined
    ? Number(body.minimum_should_match)
    : (must.length || filter.length ? 0 : should.length ? 1 : 0)
  const all = [...must, ...filter]
  return (doc) => {
    for (const p of all) if (!p(doc)) return false
    for (const p of mustNot) if (p(doc)) return false
    if (minShould > 0) {
      let n = 0
      for (const p of should) if (p(doc) && ++n >= minShould) break
      if (n < minShould) return false
    }
    return true
  }
}

/** @param {any} body @param {string} type @returns {[string, any]} */
function single (body, type) {
  const entries = body && typeof body === 'object' ? Object.entries(body).filter(([k]) => k !== 'boost' && k !== '_name') : []
  if (entries.length !== 1) throw new HttpError(400, 'invalid_query', `${type} needs exactly one field`)
  return /** @type {[string, any]} */ (entries[0])
}

/** @param {string} type @param {any} body @returns {TextQuery} */
function toTextQuery (type, body) {
  /** @type {string[]} */
  let fieldSpecs = []
  let query = ''
  if (type === 'multi_match' || type === 'query_string' || type === 'simple_query_string') {
    query = String(body?.query ?? '')
    fieldSpecs = body?.fields ?? ['name', 'keywords']
  } else {
    const [field, v] = single(body, type)
    fieldSpecs = [field]
    query = String(v && typeof v === 'object' ? v.query ?? '' : v)
  }
  /** @type {Record<string, number>} */
  const boost = {}
  const fields = fieldSpecs.map((spec) => {
    const [f, b] = String(spec).split('^')
    if (b) boost[/** @type {string} */ (f)] = Number(b) || 1
    return /** @type {string} */ (f)
  })
  return { query, fields, boost }
}

/**
 * @typedef {{ key: string, order: 'asc' | 'desc', script?: boolean, source?: string }} SortKey
 * @param {any} sort
 * @returns {SortKey[]}
 */
export function parseSort (sort) {
  if (sort == null) return []
  const list = Array.isArray(sort) ? sort : [sort]
  return list.map((entry) => {
    if (typeof entry === 'string') return { key: entry, order: entry === '_score' ? 'desc' : 'asc' }
    if (!entry || typeof entry !== 'object') throw new HttpError(400, 'invalid_sort', 'Sort entries must be strings or objects')
    const [key, spec] = /** @type {[string, any]} */ (Object.entries(entry)[0] ?? [])
    if (!key) throw new HttpError(400, 'invalid_sort', 'Empty sort entry')
    const order = typeof spec === 'string' ? spec : spec?.order ?? (key === '_score' ? 'desc' : 'asc')
    if (order !== 'asc' && order !== 'desc') throw new HttpError(400, 'invalid_sort', `Bad sort order ${order}`)
    return { key, order, script: key === '_script', source: typeof spec?.script?.source === 'string' ? spec.script.source : undefined }
  })
}

/**
 * The "offers" ordering: how much cheaper than base_price the product is right now. The
 * platform does it with a painless script; a `_script` sort other than core's priced rank is read as that ratio here.
 * @param {any} p @param {number} now
 */
export function offerRatio (p, now) {
  const d = p.price_effective_date
  if (d?.start && Date.parse(d.start) > now) return 0
  if (d?.end && Date.parse(d.end) < now) return 0
  return p.base_price > p.price && p.price > 0 ? p.base_price / p.price : 0
}
