// Search API: POST /items.json with the Elasticsearch DSL and GET /items.json?q= simple mode,
// answered in Elasticsearch's response shape.
import { performance } from 'node:perf_hooks'
import { PRICED_SCRIPT, pricedRank, SHOWN_PRICE_SCRIPT, shownPriceRank } from '../../dist/node/core.mjs'
import { HttpError } from './http.mjs'
import { compile, offerRatio, parseSort, tokens, valuesAt } from './search-dsl.mjs'
import { searchDoc } from './search-doc.mjs'
import { buildIndex, FACET_FIELDS, fold, oramaSearch, specPair, splitSpecPair } from './search-index.mjs'

const DEFAULT_SIZE = 10
const MAX_SIZE = 500
const TEXT_FIELDS = new Set(['name', 'keywords'])

/** @param {Record<string, any>[]} catalogue the Store API's products; the index keeps them as search documents */
export function createSearch (catalogue) {
  const products = catalogue.map(searchDoc)
  const ready = buildIndex(products)
  return {
    ready,
    /** @param {any} body */
    async query (body) {
      const index = await ready
      return runQuery(index, products, body)
    },
    /** @param {URLSearchParams} params */
    async simple (params) {
      const index = await ready
      const q = params.get('q') ?? ''
      const from = Number(params.get('from') ?? 0)
      const size = Number(params.get('size') ?? DEFAULT_SIZE)
      const { predicate, text } = parseSimpleQuery(q)
      return runQuery(index, products, { from, size }, { predicate, text })
    }
  }
}

/**
 * @param {Awaited<ReturnType<typeof buildIndex>>} index
 * @param {Record<string, any>[]} products
 * @param {any} body
 * @param {{ predicate: (doc: any) => boolean, text: string }} [simple]
 */
async function runQuery (index, products, body, simple) {
  const started = performance.now()
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'invalid_query', 'The body must be a JSON object')
  const from = intParam(body.from, 0, 'from')
  const size = Math.min(MAX_SIZE, intParam(body.size, DEFAULT_SIZE, 'size'))

  /** @type {import('./search-dsl.mjs').TextQuery[]} */
  const texts = []
  const predicate = simple ? simple.predicate : compile(body.query, texts)
  const term = simple ? simple.text : texts.map((t) => t.query).join(' ')
  const properties = [...new Set(texts.flatMap((t) => t.fields).filter((f) => TEXT_FIELDS.has(f)))]
  const boost = Object.assign({}, ...texts.map((t) => t.boost))
  const sortKeys = parseSort(body.sort)
  const aggs = body.aggs ?? body.aggregations
  if (aggs !== undefined && (typeof aggs !== 'object' || aggs === null)) throw new HttpError(400, 'invalid_aggs', 'aggs must be an object')

  // Filters are evaluated here (exact ES semantics) and handed to Orama as an id set.
  /** @type {string[] | null} */
  let ids = []
  for (const p of products) if (predicate(p)) ids.push(p._id)
  if (ids.length === products.length) ids = null

  const plan = planAggs(aggs)
  /** @type {{ p: Record<string, any>, idx: number, score: number }[]} */
  let matched
  /** @type {Record<string, Record<string, number>>} */
  let facets
  if (term.trim()) {
    const found = await oramaSearch(index.db, { term, properties, boost, ids, facets: [...plan.facets], total: products.length })
    matched = found.hits.map((h) => ({ p: /** @type {Record<string, any>} */ (products[h.idx]), idx: h.idx, score: h.score }))
    facets = found.facets
  } else {
    // Filter-only listings (category pages) have nothing to score; counting facets directly is
    // ~10x cheaper than routing 10k ids through Orama, and gives the same numbers.
    matched = []
    products.forEach((p, idx) => { if (!ids || predicate(p)) matched.push({ p, idx, score: 0 }) })
    facets = countFacets(matched, plan.facets)
  }

  // post_filter narrows the hits after the aggregations saw them (how disjunctive facets are counted).
  const aggDocs = matched.map((m) => m.p)
  if (body.post_filter !== undefined) {
    const post = compile(body.post_filter, null)
    matched = matched.filter((m) => post(m.p))
  }
  if (sortKeys.length) matched = sortHits(matched, sortKeys)
  else if (term) matched.sort((a, b) => b.score - a.score || a.idx - b.idx)
  else matched.sort((a, b) => a.idx - b.idx)

  /** @type {Record<string, any>} */
  const answer = {
    took: 0,
    timed_out: false,
    hits: {
      total: matched.length,
      max_score: matched.length ? matched.reduce((m, x) => Math.max(m, x.score), 0) : null,
      hits: matched.slice(from, from + size).map((m) => ({ _index: 'items', _id: m.p._id, _score: m.score, _source: m.p }))
    }
  }
  if (aggs) answer.aggregations = computeAggs(aggs, aggDocs, facets)
  if (body.suggest) answer.suggest = suggest(body.suggest, index.vocabulary)
  answer.took = Math.round(performance.now() - started)
  return answer
}

/**
 * Same counts as the Orama facets (one per product and value).
 * @param {{ p: Record<string, any> }[]} matched @param {Set<string>} wanted
 */
function countFacets (matched, wanted) {
  /** @type {Record<string, Record<string, number>>} */
  const out = {}
  for (const name of wanted) out[name] = {}
  const brands = out.brand_names
  const cats = out.category_names
  const specs = out.spec_pairs
  const bump = (/** @type {Record<string, number>} */ o, /** @type {string[]} */ keys) => { for (const k of keys) o[k] = (o[k] ?? 0) + 1 }
  for (const { p } of matched) {
    const f = facetKeysOf(p)
    if (brands) bump(brands, f.brands)
    if (cats) bump(cats, f.cats)
    if (specs) bump(specs, f.specs)
  }
  return out
}

/** @type {WeakMap<object, { brands: string[], cats: string[], specs: string[] }>} */
const facetKeyCache = new WeakMap()
/** Distinct facet values of a product, computed once (products are immutable). @param {Record<string, any>} p */
function facetKeysOf (p) {
  let f = facetKeyCache.get(p)
  if (!f) {
    f = {
      brands: [...new Set((p.brands ?? []).map((/** @type {any} */ b) => String(b.name)))],
      cats: [...new Set((p.categories ?? []).map((/** @type {any} */ c) => String(c.name)))],
      specs: [...new Set((p.specs ?? []).map((/** @type {any} */ x) => specPair(x.grid, x.text)))]
    }
    facetKeyCache.set(p, f)
  }
  return f
}

/** @param {unknown} v @param {number} def @param {string} name */
function intParam (v, def, name) {
  if (v === undefined || v === null || v === '') return def
  const n = Number(v)
  if (!Number.isInteger(n) || n < 0) throw new HttpError(400, 'invalid_query', `${name} must be a non-negative integer`)
  return n
}

/**
 * @param {{ p: any, idx: number, score: number }[]} matched
 * @param {import('./search-dsl.mjs').SortKey[]} keys
 */
function sortHits (matched, keys) {
  const now = Date.now()
  const getters = keys.map((k) => {
    if (k.key === '_score') return (/** @type {any} */ m) => m.score
    if (k.key === '_id') return (/** @type {any} */ m) => m.p._id
    // Painless cannot run here: core's priced-rank and shown-price scripts are matched by their exact source, any
    // other is the offers ratio.
    if (k.script && k.source === PRICED_SCRIPT) return (/** @type {any} */ m) => pricedRank(m.p)
    if (k.script && k.source === SHOWN_PRICE_SCRIPT) return (/** @type {any} */ m) => shownPriceRank(m.p, now)
    if (k.script) return (/** @type {any} */ m) => offerRatio(m.p, now)
    return (/** @type {any} */ m) => {
      const v = valuesAt(m.p, k.key)[0]
      return typeof v === 'boolean' ? (v ? 1 : 0) : v
    }
  })
  const decorated = matched.map((m) => ({ m, values: getters.map((g) => g(m)) }))
  decorated.sort((a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const x = a.values[i]
      const y = b.values[i]
      if (x === y) continue
      // Elasticsearch puts documents missing the field last, whatever the order.
      if (x === undefined || x === null) return 1
      if (y === undefined || y === null) return -1
      const c = x < y ? -1 : 1
      return /** @type {any} */ (keys[i]).order === 'desc' ? -c : c
    }
    return a.m.idx - b.m.idx
  })
  return decorated.map((d) => d.m)
}

/**
 * Which Orama facets the requested aggregations can be served from.
 * @param {any} aggs
 */
function planAggs (aggs) {
  /** @type {Set<string>} */
  const facets = new Set()
  for (const spec of Object.values(aggs ?? {})) {
    const field = spec?.terms?.field
    if (field && field in FACET_FIELDS && !spec.aggs) facets.add(FACET_FIELDS[/** @type {keyof typeof FACET_FIELDS} */ (field)])
    if (isSpecsNested(spec)) facets.add('spec_pairs')
  }
  return { facets }
}

/** The storefront's nested aggregation: specs -> terms specs.grid -> terms specs.text. @param {any} spec */
function isSpecsNested (spec) {
  if (spec?.nested?.path !== 'specs' || !spec.aggs) return false
  const inner = Object.values(spec.aggs)
  if (inner.length !== 1) return false
  const grid = /** @type {any} */ (inner[0])
  if (grid?.terms?.field !== 'specs.grid' || !grid.aggs) return false
  const texts = Object.values(grid.aggs)
  return texts.length === 1 && /** @type {any} */ (texts[0])?.terms?.field === 'specs.text' && !/** @type {any} */ (texts[0]).aggs
}

/** @param {[string, number][]} entries @param {number} size */
function toBuckets (entries, size) {
  const sorted = entries.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  const kept = sorted.slice(0, size)
  const other = sorted.slice(size).reduce((s, e) => s + e[1], 0)
  return { doc_count_error_upper_bound: 0, sum_other_doc_count: other, buckets: kept.map(([key, doc_count]) => ({ key, doc_count })) }
}

/**
 * Elasticsearch-shaped aggregations. Brand/category terms and the specs nested aggregation
 * come from Orama facets; anything else is computed generically over the matched documents.
 * @param {any} aggs @param {any[]} docs @param {Record<string, Record<string, number>>} facets
 */
function computeAggs (aggs, docs, facets) {
  /** @type {Record<string, any>} */
  const out = {}
  for (const [name, spec] of Object.entries(aggs)) {
    const field = spec?.terms?.field
    const facetName = field && !spec.aggs ? FACET_FIELDS[/** @type {keyof typeof FACET_FIELDS} */ (field)] : undefined
    if (facetName && facets[facetName]) {
      out[name] = toBuckets(Object.entries(facets[facetName]), spec.terms.size ?? 10)
    } else if (isSpecsNested(spec) && facets.spec_pairs) {
      out[name] = specsFromFacet(spec, facets.spec_pairs)
    } else {
      out[name] = genericAgg(spec, docs, '')
    }
  }
  return out
}

/**
 * Nested shape: `{doc_count, <gridAgg>: {buckets: [{key: grid, doc_count, <textAgg>: {buckets: [{key: text, doc_count}]}}]}}`,
 * doc_count counting spec entries as Elasticsearch's nested documents do.
 * @param {any} spec @param {Record<string, number>} pairs
 */
function specsFromFacet (spec, pairs) {
  const [gridName, gridSpec] = /** @type {[string, any]} */ (Object.entries(spec.aggs)[0])
  const [textName, textSpec] = /** @type {[string, any]} */ (Object.entries(gridSpec.aggs)[0])
  /** @type {Map<string, [string, number][]>} */
  const byGrid = new Map()
  let total = 0
  for (const [pair, count] of Object.entries(pairs)) {
    const [grid, text] = splitSpecPair(pair)
    if (!byGrid.has(grid)) byGrid.set(grid, [])
    byGrid.get(grid)?.push([text, count])
    total += count
  }
  const grids = toBuckets([...byGrid].map(([g, list]) => [g, list.reduce((s, e) => s + e[1], 0)]), gridSpec.terms.size ?? 10)
  return {
    doc_count: total,
    [gridName]: {
      ...grids,
      buckets: grids.buckets.map((b) => ({ ...b, [textName]: toBuckets(byGrid.get(b.key) ?? [], textSpec.terms.size ?? 10) }))
    }
  }
}

/**
 * Generic Elasticsearch aggregation over plain documents (filter, terms, nested, min/max/avg/sum/value_count/stats).
 * @param {any} spec @param {any[]} docs @param {string} nestedPath prefix of the current nested context
 * @returns {any}
 */
function genericAgg (spec, docs, nestedPath) {
  const read = (/** @type {any} */ doc, /** @type {string} */ field) =>
    nestedPath && field.startsWith(nestedPath + '.') ? valuesAt(doc, field.slice(nestedPath.length + 1)) : valuesAt(doc, field)
  const subAggs = (/** @type {any[]} */ subset) => {
    /** @type {Record<string, any>} */
    const out = {}
    for (const [name, sub] of Object.entries(spec.aggs ?? {})) out[name] = genericAgg(sub, subset, nestedPath)
    return out
  }
  if (spec?.filter) {
    const keep = compile(spec.filter, null)
    const subset = docs.filter((d) => keep(d))
    return { doc_count: subset.length, ...subAggs(subset) }
  }
  if (spec?.nested) {
    const path = spec.nested.path
    const inner = docs.flatMap((d) => valuesAt(d, path))
    const out = { doc_count: inner.length }
    for (const [name, sub] of Object.entries(spec.aggs ?? {})) /** @type {any} */ (out)[name] = genericAgg(sub, inner, path)
    return out
  }
  if (spec?.terms) {
    /** @type {Map<string, any[]>} */
    const groups = new Map()
    for (const d of docs) {
      for (const v of new Set(read(d, spec.terms.field))) {
        const key = String(v)
        if (!groups.has(key)) groups.set(key, [])
        groups.get(key)?.push(d)
      }
    }
    // `include` as an exact-value list (the form core sends to keep one spec grid).
    const include = Array.isArray(spec.terms.include) ? new Set(spec.terms.include.map(String)) : null
    const entries = [...groups].filter(([k]) => !include || include.has(k))
    const base = toBuckets(entries.map(([k, list]) => [k, list.length]), spec.terms.size ?? 10)
    return { ...base, buckets: base.buckets.map((b) => ({ ...b, ...subAggs(groups.get(b.key) ?? []) })) }
  }
  for (const op of ['min', 'max', 'avg', 'sum', 'value_count', 'stats']) {
    if (!spec?.[op]) continue
    let count = 0
    let sum = 0
    let min = Infinity
    let max = -Infinity
    for (const d of docs) {
      for (const v of read(d, spec[op].field)) {
        if (typeof v !== 'number') continue
        count++
        sum += v
        if (v < min) min = v
        if (v > max) max = v
      }
    }
    const stats = { count, min: count ? min : null, max: count ? max : null, avg: count ? sum / count : null, sum }
    if (op === 'stats') return stats
    if (op === 'value_count') return { value: count }
    return { value: /** @type {any} */ (stats)[op] }
  }
  throw new HttpError(400, 'unsupported_aggregation', `Aggregation ${JSON.stringify(Object.keys(spec ?? {}))} is not supported`)
}

/**
 * Elasticsearch term suggester on product names ("missing" mode, max 2 edits, first letter fixed).
 * Accepts both `{text, words: {term: {field}}}` and `{words: {text, term: {field}}}`.
 * @param {any} spec @param {Map<string, { freq: number, folded: string }>} vocab
 */
function suggest (spec, vocab) {
  /** @type {Record<string, any>} */
  const out = {}
  for (const [name, s] of Object.entries(spec)) {
    if (name === 'text' || !s || typeof s !== 'object') continue
    const text = String(/** @type {any} */ (s).text ?? spec.text ?? '')
    const size = /** @type {any} */ (s).term?.size ?? 5
    out[name] = [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => {
      const word = m[0].toLowerCase()
      return { text: word, offset: m.index ?? 0, length: m[0].length, options: suggestWord(word, vocab, size) }
    })
  }
  return out
}

/** @param {string} word @param {Map<string, { freq: number, folded: string }>} vocab @param {number} size */
function suggestWord (word, vocab, size) {
  if (word.length < 4 || vocab.has(word)) return []
  const folded = fold(word)
  const options = []
  for (const [candidate, { freq, folded: cf }] of vocab) {
    if (cf[0] !== folded[0] || Math.abs(cf.length - folded.length) > 2) continue
    const d = editDistance(folded, cf, 2)
    if (d > 2 || candidate === word) continue
    options.push({ text: candidate, score: Math.round((1 - d / Math.max(folded.length, cf.length)) * 1000) / 1000, freq })
  }
  return options.sort((a, b) => b.score - a.score || b.freq - a.freq).slice(0, size)
}

/** Levenshtein distance, giving up early once it exceeds `max`. @param {string} a @param {string} b @param {number} max */
function editDistance (a, b, max) {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const cur = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(/** @type {number} */ (prev[j]) + 1, /** @type {number} */ (cur[j - 1]) + 1, /** @type {number} */ (prev[j - 1]) + (a[i - 1] === b[j - 1] ? 0 : 1))
      cur.push(v)
      if (v < rowMin) rowMin = v
    }
    if (rowMin > max) return max + 1
    prev = cur
  }
  return /** @type {number} */ (prev[b.length])
}

/**
 * Simple mode (`q=visible:true AND _id:("a" "b")`, or plain words): a small Lucene-like
 * parser. Field clauses become filters; bare words become the scored text.
 * @param {string} q
 */
export function parseSimpleQuery (q) {
  const re = /\s*(\(|\)|"(?:[^"\\]|\\.)*"|[^\s()"]+)/gy
  /** @type {string[]} */
  const toks = []
  let m
  while ((m = re.exec(q)) && m[1] !== undefined) toks.push(m[1])
  /** @type {string[]} */
  const words = []
  let pos = 0
  const peek = () => toks[pos]
  const unquote = (/** @type {string} */ t) => t.startsWith('"') ? t.slice(1, -1).replace(/\\(.)/g, '$1') : t
  /** @returns {(doc: any) => boolean} */
  const parseOr = () => {
    const parts = [parseAnd()]
    while (peek() === 'OR' || peek() === '||') { pos++; parts.push(parseAnd()) }
    return parts.length === 1 ? /** @type {any} */ (parts[0]) : (doc) => parts.some((p) => p(doc))
  }
  const parseAnd = () => {
    const parts = [parseUnary()]
    while (pos < toks.length && peek() !== ')' && peek() !== 'OR' && peek() !== '||') {
      if (peek() === 'AND' || peek() === '&&') pos++
      parts.push(parseUnary())
    }
    return (/** @type {any} */ doc) => parts.every((p) => p(doc))
  }
  /** @returns {(doc: any) => boolean} */
  const parseUnary = () => {
    const t = toks[pos++]
    if (t === undefined) return () => true
    if (t === 'NOT' || t === '!') { const inner = parseUnary(); return (doc) => !inner(doc) }
    if (t === '(') { const inner = parseOr(); if (peek() === ')') pos++; return inner }
    const colon = t.startsWith('"') ? -1 : t.indexOf(':')
    if (colon > 0) {
      const field = t.slice(0, colon)
      let rest = t.slice(colon + 1)
      /** @type {string[]} */
      let values = []
      if (rest === '' && peek() === '(') {
        pos++
        while (pos < toks.length && peek() !== ')') {
          const v = /** @type {string} */ (toks[pos++])
          if (v !== 'OR' && v !== '||') values.push(unquote(v))
        }
        pos++
      } else {
        if (rest === '' && peek()) rest = /** @type {string} */ (toks[pos++])
        values = [unquote(rest)]
      }
      return (doc) => valuesAt(doc, field).some((v) => values.some((w) => String(v) === w || (typeof v === 'string' && tokens(v).includes(fold(w)))))
    }
    words.push(unquote(t))
    return () => true
  }
  const predicate = toks.length ? parseOr() : () => true
  return { predicate, text: words.join(' ') }
}
