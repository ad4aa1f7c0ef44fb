// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { buildAggs, buildQuery } from '#core/search/dsl'
import { price } from '#core/money'
import { shownPriceRank } from '#core/search/sort'
import { call, post, STORE, platformForFile } from './helpers'

const p = platformForFile()

// The aggregations the client sends (core/search): the platform is tested against what it will really be asked.
const DEFAULT_AGGS = buildAggs()
const DEFAULT_SORT = [
  { in_stock: { order: 'desc' } },
  { ad_relevance: { order: 'desc' } },
  '_score',
  { views: { order: 'desc' } }
]

function query(term?: string, filter: unknown[] = [], extra: Record<string, unknown> = {}) {
  return {
    query: {
      bool: {
        ...(term ? { must: { multi_match: { query: term, fields: ['name', 'keywords'] } } } : {}),
        filter: [{ term: { visible: true } }, ...filter]
      }
    },
    sort: DEFAULT_SORT,
    aggs: DEFAULT_AGGS,
    size: 24,
    ...(term ? { suggest: { text: term, words: { term: { field: 'name' } } } } : {}),
    ...extra
  }
}

describe('Store API', () => {
  it('lists and reads products, categories and brands', async () => {
    const list = await call(p, '/api/store/v1/products.json?limit=5&offset=2')
    expect(list.status).toBe(200)
    expect(list.body.result).toHaveLength(5)
    expect(list.body.meta).toMatchObject({ limit: 5, offset: 2, count: 72 })
    const id = list.body.result[0]._id
    const one = await call(p, `/api/store/v1/products/${id}.json`)
    expect(one.body._id).toBe(id)
    const cats = await call(p, '/api/store/v1/categories.json')
    expect(cats.body.result.length).toBeGreaterThan(5)
    const cat = await call(p, `/api/store/v1/categories/${cats.body.result[1]._id}.json`)
    expect(cat.body.name).toBe(cats.body.result[1].name)
    const brands = await call(p, '/api/store/v1/brands.json')
    const brand = await call(p, `/api/store/v1/brands/${brands.body.result[0]._id}.json`)
    expect(brand.body.slug).toBe(brands.body.result[0].slug)
  })

  it("reads the store's grids, by list and by the id a product names them with", async () => {
    const product = (await call(p, '/api/store/v1/products.json?limit=100')).body.result.find(
      (x: any) => x.grids?.length === 2
    )
    const ref = product.grids.find((g: any) => g.grid_id === 'colors')
    expect(Object.keys(ref).sort()).toEqual(['_id', 'grid_id', 'title'])
    const list = await call(p, '/api/store/v1/grids.json')
    expect(list.body.meta.count).toBe(list.body.result.length)
    const one = await call(p, `/api/store/v1/grids/${ref._id}.json`)
    expect(one.body).toMatchObject({ grid_id: 'colors', title: ref.title, store_id: 1011 })
    const color = product.variations[0].specifications.colors[0]
    expect(one.body.options).toContainEqual({ text: color.text, value: color.value, colors: [color.value] })
    // Listed, a grid has the platform's default fields: title, grid_id, and its options' text and colours.
    const listed = list.body.result.find((g: any) => g._id === ref._id)
    expect(Object.keys(listed).sort()).toEqual(['_id', 'created_at', 'grid_id', 'options', 'title', 'updated_at'])
    expect(listed.options).toContainEqual({ text: color.text, colors: [color.value] })
    // The cache host answers it too (the storefront's anonymous reads go there first).
    expect((await call(p, '/api/store-cache/1011/v1/grids.json')).body).toEqual(list.body)
    expect((await call(p, '/api/store/v1/grids/000000000000000000000000.json')).status).toBe(404)
  })

  it('requires X-Store-ID and answers JSON errors', async () => {
    const res = await fetch(`${p.url}/api/store/v1/products.json`)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ status: 400, error_code: 'missing_store_id' })
    const missing = await call(p, '/api/store/v1/products/000000000000000000000000.json')
    expect(missing.status).toBe(404)
    expect(missing.body.error_code).toBe('not_found')
    expect((await call(p, '/api/store/v1/nothing-here.json')).status).toBe(404)
  })

  it('serves the cache host separately, without X-Store-ID', async () => {
    const res = await fetch(`${p.url}/api/store-cache/1011/v1/products.json?limit=1`)
    expect(res.status).toBe(200)
    // Public and briefly cacheable like the hosted cache; the main store API (read after writes) stays uncached.
    expect(res.headers.get('cache-control')).toBe('public, max-age=60')
    expect((await call(p, '/api/store/v1/products.json?limit=1')).headers.get('cache-control')).toBe('no-store')
    expect((await fetch(`${p.url}/api/store-cache/9999/v1/products.json`)).status).toBe(404)
  })

  it('serves pictures as immutable SVG, named by URLs absolute to its own origin', async () => {
    const { body } = await call(p, '/api/store/v1/products.json?limit=1')
    const url: string = body.result[0].pictures[0].normal.url
    // As the hosted APIs answer their CDN's: a theme on another origin shows them.
    expect(url.startsWith(`${p.url}/img/products/`)).toBe(true)
    const res = await fetch(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await res.text()).toMatch(/^<svg/)
    expect((await fetch(`${p.url}/img/banners/2.svg`)).status).toBe(200)
    expect((await fetch(`${p.url}/img/products/ffffffffffffffffffffffff-big.svg`)).status).toBe(404)
  })

  it('answers CORS preflights for local origins only', async () => {
    const pre = await fetch(`${p.url}/api/search/v1/items.json`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-store-id, content-type'
      }
    })
    expect(pre.status).toBe(204)
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(pre.headers.get('access-control-allow-headers')).toContain('X-Access-Token')
    const foreign = await fetch(`${p.url}/api/store/v1/products.json`, {
      headers: { ...STORE, Origin: 'https://evil.example' }
    })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('resolves storefront slugs, graphs and store info', async () => {
    const { body } = await call(p, '/api/store/v1/products.json?limit=1')
    const prod = body.result[0]
    const sf = await call(p, `/api/storefront/v1/1011@products$${prod.slug}.json`)
    expect(sf.body._id).toBe(prod._id)
    const related = await call(p, `/api/graphs/v1/products/${prod._id}/related.json`)
    const ids = related.body.results[0].data.map((d: any) => d.row[0])
    expect(ids.length).toBeGreaterThan(0)
    expect(ids).not.toContain(prod._id)
    const rec = await call(p, `/api/graphs/v1/products/${prod._id}/recommended.json`)
    expect(rec.body.results[0].data.length).toBeGreaterThan(0)
    const store = await call(p, '/api/platform/v1/stores/1011.json')
    expect(store.body).toMatchObject({ store_id: 1011, currency: 'BRL', lang: 'pt_br' })
  })
})

describe('Search API', () => {
  it('finds by term with facets, price stats and the default sort', async () => {
    const { status, body } = await post(p, '/api/search/v1/items.json', query('camiseta'))
    expect(status).toBe(200)
    expect(body.hits.total).toBeGreaterThan(0)
    const names = body.hits.hits.map((h: any) => h._source.name.toLowerCase())
    expect(names[0]).toContain('camiseta')
    for (const h of body.hits.hits) expect(h._source.visible).toBe(true)
    // in_stock desc comes first in the default sort
    const stock = body.hits.hits.map((h: any) => h._source.in_stock)
    expect(stock).toEqual([...stock].sort((a: boolean, b: boolean) => Number(b) - Number(a)))
    expect(body.aggregations.brands.buckets[0]).toEqual({ key: expect.any(String), doc_count: expect.any(Number) })
    expect(body.aggregations.categories.buckets.map((b: any) => b.key)).toContain('Camisetas')
    const grids = body.aggregations.specs.grid.buckets
    const size = grids.find((g: any) => g.key === 'size')
    expect(size.text.buckets.map((b: any) => b.key)).toContain('M')
    expect(body.aggregations.min_price.value).toBeLessThanOrEqual(body.aggregations.avg_price.value)
    expect(body.aggregations.max_price.value).toBeGreaterThanOrEqual(body.aggregations.avg_price.value)
    expect(body.suggest.words[0].options).toEqual([])
  })

  it('tolerates typos and suggests the right word', async () => {
    const { body } = await post(p, '/api/search/v1/items.json', query('camisteta'))
    expect(body.hits.total).toBeGreaterThan(0)
    expect(body.hits.hits[0]._source.name).toMatch(/Camiseta/)
    expect(body.suggest.words[0]).toMatchObject({ text: 'camisteta', offset: 0, length: 9 })
    expect(body.suggest.words[0].options[0]).toMatchObject({
      text: 'camiseta',
      freq: expect.any(Number),
      score: expect.any(Number)
    })
  })

  it('filters by brand, category, nested specs and price range', async () => {
    const all = (await post(p, '/api/search/v1/items.json', query())).body
    const brand = all.aggregations.brands.buckets[0].key
    const byBrand = (
      await post(
        p,
        '/api/search/v1/items.json',
        query(undefined, [{ terms: { 'brands.name': [brand] } }], { size: 100 })
      )
    ).body
    expect(byBrand.hits.total).toBe(all.aggregations.brands.buckets[0].doc_count)
    for (const h of byBrand.hits.hits) expect(h._source.brands.map((b: any) => b.name)).toContain(brand)

    const bySpec = (
      await post(
        p,
        '/api/search/v1/items.json',
        query(
          undefined,
          [
            {
              nested: {
                path: 'specs',
                query: { bool: { filter: [{ term: { 'specs.grid': 'size' } }, { terms: { 'specs.text': ['GG'] } }] } }
              }
            }
          ],
          { size: 100 }
        )
      )
    ).body
    expect(bySpec.hits.total).toBeGreaterThan(0)
    for (const h of bySpec.hits.hits) expect(h._source.specs).toContainEqual({ grid: 'size', text: 'GG' })
    // The index's specs flatten the product's specifications and its variations' (the Store API's product has none).
    const doc = bySpec.hits.hits[0]._source
    const stored = (await call(p, `/api/store/v1/products/${doc._id}.json`)).body
    expect(stored).not.toHaveProperty('specs')
    expect(stored).not.toHaveProperty('in_stock')
    for (const [grid, values] of Object.entries(stored.specifications) as [string, { text: string }[]][])
      for (const { text } of values) expect(doc.specs).toContainEqual({ grid, text })
    expect(doc.in_stock).toBe(stored.available !== false && stored.quantity >= (stored.min_quantity || 1))

    const ranged = (
      await post(
        p,
        '/api/search/v1/items.json',
        query(undefined, [{ range: { price: { gte: 100, lte: 200 } } }, { terms: { 'categories.name': ['Moda'] } }], {
          size: 100
        })
      )
    ).body
    expect(ranged.hits.total).toBeGreaterThan(0)
    for (const h of ranged.hits.hits) {
      expect(h._source.price).toBeGreaterThanOrEqual(100)
      expect(h._source.price).toBeLessThanOrEqual(200)
    }
  })

  it('sorts by price and pages with from/size', async () => {
    const sort = [{ in_stock: { order: 'desc' } }, { price: { order: 'asc' } }]
    const page1 = (await post(p, '/api/search/v1/items.json', { ...query(), sort, size: 5, from: 0 })).body
    const page2 = (await post(p, '/api/search/v1/items.json', { ...query(), sort, size: 5, from: 5 })).body
    const prices = [...page1.hits.hits, ...page2.hits.hits].map((h: any) => h._source.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(page1.hits.hits[0]._id).not.toBe(page2.hits.hits[0]._id)
  })

  it("sorts 'Menor preço' (core's query) with every priced item before those on request", async () => {
    const sort = buildQuery({ sort: 'lowest_price' }).sort
    const { body } = await post(p, '/api/search/v1/items.json', { ...query(), sort, size: 500 })
    const hits = body.hits.hits.map((h: any) => h._source).filter((x: any) => x.in_stock !== false)
    const firstOnRequest = hits.findIndex((x: any) => !(x.price > 0))
    expect(firstOnRequest).toBeGreaterThan(0)
    expect(hits.slice(firstOnRequest).every((x: any) => !(x.price > 0))).toBe(true)
    // By the price the shopper is shown: an ended or future sale counts at its base price.
    const now = Date.now()
    const prices = hits.slice(0, firstOnRequest).map((x: any) => shownPriceRank(x, now))
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const shown = hits.slice(0, firstOnRequest).map((x: any) => price(x, now))
    expect(shown).toEqual([...shown].sort((a, b) => a - b))
    expect(hits.some((x: any) => x.base_price > x.price && price(x, now) === x.base_price)).toBe(true)
  })

  it('answers the simple GET mode by ids and by plain term', async () => {
    const { body } = await call(p, '/api/store/v1/products.json?limit=3')
    const ids = body.result.map((x: any) => x._id)
    const q = `visible:true AND _id:(${ids.map((i: string) => `"${i}"`).join(' ')})`
    const res = await call(p, `/api/search/v1/items.json?q=${encodeURIComponent(q)}&from=0&size=${ids.length}`)
    expect(res.status).toBe(200)
    expect(res.body.hits.hits.map((h: any) => h._id).sort()).toEqual(
      ids.filter((_: string, i: number) => body.result[i].visible).sort()
    )
    const plain = await call(p, '/api/search/v1/items.json?q=perfume&size=3')
    expect(plain.body.hits.total).toBeGreaterThan(0)
    expect(plain.body.hits.hits.length).toBeLessThanOrEqual(3)
  })

  it('rejects malformed queries with 400', async () => {
    const bad = await call(p, '/api/search/v1/items.json', { method: 'POST', body: '{"query": ' })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ status: 400, error_code: 'invalid_json' })
    const unsupported = await post(p, '/api/search/v1/items.json', { query: { geo_shape: {} } })
    expect(unsupported.status).toBe(400)
    const size = await post(p, '/api/search/v1/items.json', { size: -1 })
    expect(size.status).toBe(400)
  })
})

describe('Search API post_filter (disjunctive facets)', () => {
  it('narrows the hits but not the aggregations, and supports filter aggregations and terms include', async () => {
    const all = (await post(p, '/api/search/v1/items.json', buildQuery({}))).body
    const brand = all.aggregations.brands.buckets[0].key as string
    const body = (await post(p, '/api/search/v1/items.json', { ...buildQuery({ brands: [brand] }), size: 500 })).body
    expect(body.hits.hits.length).toBeGreaterThan(0)
    for (const h of body.hits.hits) expect(h._source.brands.map((b: { name: string }) => b.name)).toContain(brand)
    // The brands facet still offers every brand, with the counts of the unfiltered listing.
    expect(body.aggregations.brands.brands.buckets).toEqual(all.aggregations.brands.buckets)
    expect(body.aggregations.brands.doc_count).toBe(all.hits.total)
    // Categories are counted under the brand.
    expect(body.aggregations.categories.doc_count).toBe(body.hits.total)
  })
})
