// Orama index of the catalogue: relevance (BM25), typo tolerance and facet counts.
// Filters, sorts and price stats that Orama cannot express like Elasticsearch are done
// in plain JS on the documents Orama returns (see search.mjs).
import { create, insertMultiple, search } from '@orama/orama'

export const FACET_FIELDS = /** @type {const} */ ({ 'brands.name': 'brand_names', 'categories.name': 'category_names' })
const SPEC_SEP = '\u0001'

/** @param {string} grid @param {string} text */
export const specPair = (grid, text) => grid + SPEC_SEP + text
/** @param {string} pair @returns {[string, string]} */
export const splitSpecPair = (pair) => /** @type {[string, string]} */ (pair.split(SPEC_SEP))

/**
 * Builds the index once at start-up; ~1 s for 10,000 products.
 * @param {Record<string, any>[]} products
 */
export async function buildIndex (products) {
  const db = create({
    schema: {
      pid: 'enum',
      name: 'string',
      keywords: 'string[]',
      brand_names: 'enum[]',
      category_names: 'enum[]',
      spec_pairs: 'enum[]'
    },
    // Portuguese splitting keeps accented letters inside words ("básica" stays one token).
    components: { tokenizer: { language: 'portuguese', stemming: false } }
  })
  const docs = products.map((p, idx) => ({
    id: p._id,
    idx,
    pid: p._id,
    name: p.name ?? '',
    keywords: p.keywords ?? [],
    brand_names: (p.brands ?? []).map((/** @type {any} */ b) => b.name),
    category_names: (p.categories ?? []).map((/** @type {any} */ c) => c.name),
    spec_pairs: [...new Set((p.specs ?? []).map((/** @type {any} */ s) => specPair(s.grid, s.text)))]
  }))
  await insertMultiple(db, docs, 2000)
  return { db, vocabulary: buildVocabulary(products) }
}

/**
 * Words of product names with their document frequency, for the term suggester.
 * @param {Record<string, any>[]} products
 * @returns {Map<string, { freq: number, folded: string }>}
 */
function buildVocabulary (products) {
  /** @type {Map<string, { freq: number, folded: string }>} */
  const vocab = new Map()
  for (const p of products) {
    const seen = new Set(String(p.name ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    for (const w of seen) {
      const entry = vocab.get(w)
      if (entry) entry.freq++
      else vocab.set(w, { freq: 1, folded: fold(w) })
    }
  }
  return vocab
}

/** @param {string} s */
export const fold = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()

/**
 * Runs the Orama part of a query.
 * @param {Awaited<ReturnType<typeof buildIndex>>['db']} db
 * @param {{ term?: string, properties?: string[], boost?: Record<string, number>, ids?: string[] | null,
 *   facets?: string[], total: number }} q
 * @returns {Promise<{ hits: { idx: number, score: number }[], facets: Record<string, Record<string, number>> }>}
 */
export async function oramaSearch (db, q) {
  /** @type {Record<string, any>} */
  const params = { limit: q.total, offset: 0 }
  if (q.ids) params.where = { pid: { in: q.ids } }
  if (q.facets?.length) params.facets = Object.fromEntries(q.facets.map((f) => [f, {}]))
  const term = q.term?.trim()
  if (term) {
    params.term = term
    params.properties = q.properties?.length ? q.properties : ['name', 'keywords']
    if (q.boost && Object.keys(q.boost).length) params.boost = q.boost
  }
  let result = await search(db, /** @type {any} */ (params))
  // Exact first, so correct spellings rank cleanly; only when nothing matches retry with typo
  // tolerance (1 edit, 2 for long words), which is how "camisteta" still finds "camiseta".
  if (term && result.count === 0) {
    const longest = Math.max(...term.split(/\s+/).map((w) => w.length))
    if (longest >= 4) result = await search(db, /** @type {any} */ ({ ...params, tolerance: longest >= 8 ? 2 : 1 }))
  }
  /** @type {Record<string, Record<string, number>>} */
  const facets = {}
  for (const [name, facet] of Object.entries(result.facets ?? {})) facets[name] = /** @type {any} */ (facet).values
  return {
    hits: result.hits.map((h) => ({ idx: /** @type {any} */ (h.document).idx, score: h.score })),
    facets
  }
}
