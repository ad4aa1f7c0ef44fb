// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { absolutePictures } from '../../../../demo-theme/platform/absolute-urls.mjs'
import { applyCors } from '../../../../demo-theme/platform/cors.mjs'

describe('picture URLs absolute to the platform', () => {
  it("prefixes the platform's /img/ paths anywhere in an answer and leaves the answer itself alone", () => {
    const product = { _id: 'a', pictures: [{ normal: { url: '/img/products/x-normal.svg' } }], slug: '/img/not' }
    const answer = { result: [product], note: 'https://cdn.test/img/y.svg', count: 1, on: true, none: null }
    expect(absolutePictures(answer, 'http://localhost:8787')).toEqual({
      result: [
        {
          _id: 'a',
          pictures: [{ normal: { url: 'http://localhost:8787/img/products/x-normal.svg' } }],
          slug: 'http://localhost:8787/img/not'
        }
      ],
      note: 'https://cdn.test/img/y.svg',
      count: 1,
      on: true,
      none: null
    })
    expect(product.pictures[0]!.normal.url).toBe('/img/products/x-normal.svg')
  })
})

describe('CORS', () => {
  const headersFor = (origin: string | undefined, origins?: string[]) => {
    const set: Record<string, string> = {}
    applyCors(
      { headers: origin ? { origin } : {} } as never,
      { setHeader: (k: string, v: string) => (set[k] = v) } as never,
      origins
    )
    return set
  }
  it('answers localhost origins and the theme origins named, no other', () => {
    expect(headersFor('http://localhost:3000')['Access-Control-Allow-Origin']).toBe('http://localhost:3000')
    expect(headersFor('https://theme.test', ['https://theme.test'])['Access-Control-Allow-Origin']).toBe(
      'https://theme.test'
    )
    expect(headersFor('https://theme.test')).toEqual({})
    expect(headersFor('https://evil.test', ['https://theme.test'])).toEqual({})
    expect(headersFor(undefined, ['https://theme.test'])).toEqual({})
  })
})
