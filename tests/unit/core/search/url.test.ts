// @vitest-environment node
// Search is core code: no DOM, so the plain node environment is enough (and faster).
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { stateFromUrl, stateToUrl } from '#core/search/url'
import { MAX_PAGE, SORTS } from '#core/search'
import type { SearchState } from '#core/search/state'

const read = (query: string) => stateFromUrl(new URLSearchParams(query))

describe('stateFromUrl', () => {
  it('reads every field', () => {
    expect(
      read(
        'term=camiseta+azul&page=3&sort=lowest_price&brands=Acme&brands=Foo%2C+Bar&categories=Roupas' +
          '&spec.colors=Azul&spec.colors=Verde&spec.size=M&price_min=10.5&price_max=200'
      )
    ).toEqual({
      term: 'camiseta azul',
      page: 3,
      sort: 'lowest_price',
      brands: ['Acme', 'Foo, Bar'],
      categories: ['Roupas'],
      specs: { colors: ['Azul', 'Verde'], size: ['M'] },
      priceMin: 10.5,
      priceMax: 200
    })
  })
  it('an empty URL is the default state', () => {
    expect(read('')).toEqual({})
    expect(read('page=1&sort=default&term=++&brands=')).toEqual({})
  })
  it('accepts every sort key', () => {
    for (const sort of SORTS.filter((s) => s !== 'default')) expect(read(`sort=${sort}`).sort).toBe(sort)
  })
})

describe('hostile URL input', () => {
  it('unknown sort -> default', () => {
    expect(read('sort=__proto__').sort).toBeUndefined()
    expect(read('sort=SALES').sort).toBeUndefined()
    expect(read('sort=price;drop').sort).toBeUndefined()
  })
  it('pages below 1 or not integers -> 1; huge pages are capped', () => {
    for (const page of ['0', '-2', 'abc', '1.5', '1e3', '0x10', '', ' '])
      expect(read(`page=${page}`).page).toBeUndefined()
    expect(read('page=99999999999').page).toBe(MAX_PAGE)
    expect(read('page=' + '9'.repeat(400)).page).toBeUndefined()
  })
  it('arrays are de-duplicated, trimmed and bounded', () => {
    expect(read('brands=A&brands=A&brands=+A+&brands=B').brands).toEqual(['A', 'B'])
    const many = Array.from({ length: 500 }, (_, i) => `brands=b${i}`).join('&')
    expect(read(many).brands).toHaveLength(50)
  })
  it('values and the term are length-capped and lose control characters', () => {
    expect(read('brands=' + 'x'.repeat(5000)).brands?.[0]).toHaveLength(100)
    expect(read('term=' + 'y'.repeat(5000)).term).toHaveLength(200)
    expect(read('term=a%00b%0Ac%1Fd').term).toBe('ab cd')
  })
  it('prices: plain non-negative decimals only', () => {
    for (const p of ['abc', '-5', '1e5', 'Infinity', 'NaN', '0x10', '', '1,5', '99999999999']) {
      expect(read(`price_min=${p}`).priceMin).toBeUndefined()
    }
    expect(read('price_min=0').priceMin).toBe(0)
    expect(read('price_max=19.999').priceMax).toBe(20)
  })
  it('spec grids cannot reach the prototype and are bounded', () => {
    const state = read('spec.__proto__=x&spec.constructor=y&spec.prototype=z&spec.=w&spec.colors=Azul')
    expect(state.specs).toEqual({ colors: ['Azul'] })
    expect(({} as Record<string, unknown>).x).toBeUndefined()
    const many = Array.from({ length: 60 }, (_, i) => `spec.g${i}=v`).join('&')
    expect(Object.keys(read(many).specs ?? {})).toHaveLength(20)
  })
})

describe('stateToUrl', () => {
  it('writes canonical parameters without defaults', () => {
    expect(stateToUrl({ page: 1, sort: 'default', term: ' ', brands: [] }).toString()).toBe('')
    expect(
      stateToUrl({
        priceMax: 0.1 + 0.2,
        specs: { colors: ['Azul'] },
        brands: ['B', 'A', 'B'],
        page: 2,
        sort: 'news',
        term: 'tênis'
      }).toString()
    ).toBe('term=t%C3%AAnis&sort=news&page=2&brands=B&brands=A&spec.colors=Azul&price_max=0.3')
  })
  it('ignores fields the URL does not keep', () => {
    expect(stateToUrl({ ids: ['a'.repeat(24)], pageSize: 8 }).toString()).toBe('')
  })
  it('is stable: URL -> state -> URL -> state', () => {
    const query = 'price_max=abc&spec.size=M&term=%20x%20&brands=a&brands=a&page=-1&sort=nope&spec.__proto__=p'
    const once = stateToUrl(read(query))
    expect(stateToUrl(stateFromUrl(once)).toString()).toBe(once.toString())
    expect(once.toString()).toBe('term=x&brands=a&spec.size=M')
  })

  const value = fc.string({ maxLength: 12 })
  const stateArb: fc.Arbitrary<SearchState> = fc.record(
    {
      term: value,
      page: fc.integer({ min: -5, max: 1000 }),
      sort: fc.constantFrom(...SORTS),
      brands: fc.array(value, { maxLength: 4 }),
      categories: fc.array(value, { maxLength: 4 }),
      specs: fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.array(value, { maxLength: 3 }), {
        maxKeys: 3
      }),
      priceMin: fc.oneof(fc.double({ min: -10, max: 1e6 }), fc.constant(NaN)),
      priceMax: fc.double({ min: 0, max: 1e6, noNaN: true })
    },
    { requiredKeys: [] }
  )

  it('round-trips any state once normalised (property)', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        const url = stateToUrl(state)
        const back = stateFromUrl(new URLSearchParams(url.toString()))
        expect(stateToUrl(back).toString()).toBe(url.toString())
        expect(stateFromUrl(stateToUrl(back))).toEqual(back)
      }),
      { numRuns: 150 }
    )
  })
  it('round-trips arbitrary query strings (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (query) => {
        const once = stateToUrl(read(query))
        expect(stateToUrl(stateFromUrl(once)).toString()).toBe(once.toString())
      }),
      { numRuns: 150 }
    )
  })
})
