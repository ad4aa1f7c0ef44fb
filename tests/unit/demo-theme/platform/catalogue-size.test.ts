// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildAggs } from '#core/search/dsl'
import { SearchHit } from '#core/search/answer-schema'
import { Product } from '#core/schemas/product'
import { call, post, type Running, start } from './helpers'

// VITRINE_CATALOGUE sizes the demo catalogue: the generated products must be as valid and as findable as the seed ones.
describe('a generated catalogue of 1,000 products', () => {
  const p = {} as Running
  beforeAll(async () => {
    Object.assign(p, await start({ catalogueSize: 1000 }))
  })
  afterAll(() => p.close())

  it('lists 1,000 products, each valid for the widgets', async () => {
    const first = await call(p, '/api/store/v1/products.json?limit=1')
    expect(first.body.meta.count).toBe(1000)
    const all = await call(p, '/api/store/v1/products.json?limit=1000')
    expect(all.body.result).toHaveLength(1000)
    const invalid = all.body.result.filter((product: unknown) => !Product.safeParse(product).success)
    expect(invalid).toEqual([])
  })

  it('finds a generated product by its name, and its hit is valid', async () => {
    const last = (await call(p, '/api/store/v1/products.json?limit=1&offset=999')).body.result[0]
    const query = {
      query: {
        bool: {
          must: { multi_match: { query: last.name, fields: ['name', 'keywords'] } },
          filter: [{ term: { visible: true } }]
        }
      },
      aggs: buildAggs(),
      size: 24
    }
    const res = await post(p, '/api/search/v1/items.json', query)
    expect(res.status).toBe(200)
    const hits = res.body.hits.hits
    expect(hits.map((h: { _id: string }) => h._id)).toContain(last._id)
    for (const hit of hits) expect(SearchHit.safeParse(hit).success).toBe(true)
  })
})
