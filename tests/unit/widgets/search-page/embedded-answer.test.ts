import { describe, expect, it } from 'vitest'
import { embeddedResult } from '#widgets/search-page/load'

const answer = {
  hits: {
    total: 1,
    hits: [{ _id: '000000000000000000000001', _source: { sku: 'A1', name: 'Camiseta', slug: 'camiseta', price: 10 } }]
  }
}

/** The island's element as the server renders it: the answer tagged with the state it is for. */
function island(query: string, json: string) {
  const el = document.createElement('div')
  const script = document.createElement('script')
  script.type = 'application/json'
  script.setAttribute('data-search-answer', query)
  script.textContent = json
  el.append(script)
  return el
}

describe('the server-rendered search answer', () => {
  it('is adopted for the same state', () => {
    const result = embeddedResult(island('term=camiseta', JSON.stringify(answer)), { term: 'camiseta' })
    expect(result?.total).toBe(1)
    expect(result?.items.map((p) => p._id)).toEqual(['000000000000000000000001'])
  })

  it('is ignored for another state, when missing, or when it does not read as an answer', () => {
    expect(embeddedResult(island('term=vestido', JSON.stringify(answer)), { term: 'camiseta' })).toBeNull()
    expect(embeddedResult(island('term=camiseta', JSON.stringify(answer)), { term: 'camiseta', page: 2 })).toBeNull()
    expect(embeddedResult(document.createElement('div'), {})).toBeNull()
    expect(embeddedResult(island('term=camiseta', '{"hits":'), { term: 'camiseta' })).toBeNull()
    expect(embeddedResult(island('term=camiseta', '{"hits":{"total":"x"}}'), { term: 'camiseta' })).toBeNull()
  })
})
