// Search latency benchmark: builds the 10,000-product catalogue, starts the local platform on
// 127.0.0.1 and times ~200 varied POST /items.json queries (terms, filters, sorts, facets).
// Usage: node bench/search.mjs [queries=200]
import { performance } from 'node:perf_hooks'
import { createCatalogue } from '../demo-theme/catalogue/index.mjs'
import { startPlatform } from '../demo-theme/platform/index.mjs'

const COUNT = Math.min(2000, Math.max(1, Number(process.argv[2]) || 200))

let t = performance.now()
const catalogue = createCatalogue({ size: 10000 })
const catalogueMs = performance.now() - t
t = performance.now()
const platform = await startPlatform({ catalogue, log: () => {} })
const startMs = performance.now() - t

const TERMS = [
  'camiseta',
  'camisteta',
  'tenis',
  'tênis corrida',
  'perfume floral',
  'fone bluetooth',
  'calça jeans',
  'kit',
  'toalha',
  'vestido',
  'sérum',
  'bota couro',
  'capa iphone',
  'carregador',
  'shampoo cachos',
  ''
]
const BRANDS = ['Urbano', 'Passo Leve', 'Flor de Lis', 'Casa Serena', 'Volt Acessórios']
const CATS = ['Moda', 'Calçados', 'Beleza', 'Casa', 'Eletrônicos', 'Camisetas', 'Tênis']
const SORTS = [
  [{ in_stock: { order: 'desc' } }, { ad_relevance: { order: 'desc' } }, '_score', { views: { order: 'desc' } }],
  [{ in_stock: { order: 'desc' } }, { price: { order: 'asc' } }, { ad_relevance: { order: 'desc' } }, '_score'],
  [{ in_stock: { order: 'desc' } }, { price: { order: 'desc' } }, { ad_relevance: { order: 'desc' } }, '_score'],
  [{ in_stock: { order: 'desc' } }, { ad_relevance: { order: 'desc' } }, { sales: { order: 'desc' } }, '_score'],
  [{ in_stock: { order: 'desc' } }, { ad_relevance: { order: 'desc' } }, { _id: { order: 'desc' } }]
]
const AGGS = {
  brands: { terms: { field: 'brands.name' } },
  categories: { terms: { field: 'categories.name' } },
  specs: {
    nested: { path: 'specs' },
    aggs: { grid: { terms: { field: 'specs.grid', size: 30 }, aggs: { text: { terms: { field: 'specs.text' } } } } }
  },
  min_price: { min: { field: 'price' } },
  max_price: { max: { field: 'price' } },
  avg_price: { avg: { field: 'price' } }
}

/** @param {number} i */
function queryFor(i) {
  const term = TERMS[i % TERMS.length]
  const filter = [{ term: { visible: true } }]
  if (i % 3 === 1) filter.push({ terms: { 'brands.name': [BRANDS[i % BRANDS.length]] } })
  if (i % 4 === 2) filter.push({ terms: { 'categories.name': [CATS[i % CATS.length]] } })
  if (i % 5 === 3) filter.push({ range: { price: { gte: 50, lte: 300 } } })
  if (i % 7 === 4)
    filter.push({
      nested: {
        path: 'specs',
        query: { bool: { filter: [{ term: { 'specs.grid': 'size' } }, { terms: { 'specs.text': ['M', 'G'] } }] } }
      }
    })
  return {
    query: {
      bool: { ...(term ? { must: { multi_match: { query: term, fields: ['name', 'keywords'] } } } : {}), filter }
    },
    sort: SORTS[i % SORTS.length],
    aggs: AGGS,
    from: (i % 3) * 24,
    size: 24,
    ...(term ? { suggest: { text: term, words: { term: { field: 'name' } } } } : {})
  }
}

const headers = { 'X-Store-ID': '1011', 'Content-Type': 'application/json' }
/** @type {number[]} */
const times = []
let hits = 0
try {
  for (let i = 0; i < COUNT + 10; i++) {
    const s = performance.now()
    const res = await fetch(`${platform.url}/api/search/v1/items.json`, {
      method: 'POST',
      headers,
      body: JSON.stringify(queryFor(i))
    })
    const body = await res.json()
    if (res.status !== 200) throw new Error(`query ${i}: ${res.status} ${JSON.stringify(body)}`)
    // The first 10 warm up the JIT and are not counted.
    if (i >= 10) {
      times.push(performance.now() - s)
      hits += body.hits.total
    }
  }
} finally {
  await platform.close()
}
times.sort((a, b) => a - b)
const pct = (/** @type {number} */ p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0
console.log(`catalogue: 10000 products in ${catalogueMs.toFixed(0)} ms`)
console.log(`platform start (search index build): ${startMs.toFixed(0)} ms`)
console.log(`queries: ${times.length}, avg hits ${(hits / times.length).toFixed(0)}`)
console.log(
  `latency p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, max ${(times[times.length - 1] ?? 0).toFixed(1)} ms`
)
