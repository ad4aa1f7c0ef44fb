// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  clearFilters,
  hasFilters,
  pageCount,
  pageWindow,
  specValues,
  toggleSpec,
  toggleValue,
  withPage,
  withPrice,
  withSort
} from '#core/search/refine'
import { MAX_PAGE } from '#core/search/constants'
import { stateFromUrl, stateToUrl } from '#core/search/url'

describe('refining a results page', () => {
  it('toggles brand and category values and goes back to page 1', () => {
    const a = toggleValue({ term: 'x', page: 3 }, 'brands', 'Urbano')
    expect(a).toEqual({ term: 'x', brands: ['Urbano'] })
    const b = toggleValue(a, 'brands', 'Passo Leve')
    expect(b.brands).toEqual(['Urbano', 'Passo Leve'])
    expect(toggleValue(toggleValue(b, 'brands', 'Urbano'), 'brands', 'Passo Leve')).toEqual({ term: 'x' })
    expect(toggleValue({}, 'categories', 'Moda')).toEqual({ categories: ['Moda'] })
  })

  it('toggles spec values per grid and drops empty grids', () => {
    const a = toggleSpec({ page: 2 }, 'colors', 'Azul')
    expect(a).toEqual({ specs: { colors: ['Azul'] } })
    const b = toggleSpec(a, 'size', 'M')
    expect(b.specs).toEqual({ colors: ['Azul'], size: ['M'] })
    expect(toggleSpec(b, 'colors', 'Azul')).toEqual({ specs: { size: ['M'] } })
    expect(toggleSpec(toggleSpec(b, 'colors', 'Azul'), 'size', 'M')).toEqual({})
  })

  it('reads and toggles spec grids named like Object.prototype keys as plain grids', () => {
    const state = { specs: { colors: ['Azul'] } }
    for (const grid of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__']) {
      expect(specValues(state, grid)).toBeUndefined()
      const next = toggleSpec(state, grid, 'x')
      expect(Object.entries(next.specs!)).toEqual([
        ['colors', ['Azul']],
        [grid, ['x']]
      ])
      expect(specValues(next, grid)).toEqual(['x'])
      expect(toggleSpec(next, grid, 'x')).toEqual(state)
      expect(stateFromUrl(stateToUrl(next)).specs?.colors).toEqual(['Azul'])
    }
    expect(specValues({}, 'colors')).toBeUndefined()
    expect(specValues(state, 'colors')).toEqual(['Azul'])
  })

  it('does not mutate the state it is given', () => {
    const state = { brands: ['A'], specs: { colors: ['Azul'] }, page: 2 }
    const copy = structuredClone(state)
    toggleValue(state, 'brands', 'A')
    toggleSpec(state, 'colors', 'Azul')
    withSort(state, 'sales')
    withPrice(state, '1', '2')
    withPage(state, 5)
    expect(state).toEqual(copy)
  })

  it('sets the sort (default leaves the URL clean) and resets the page', () => {
    expect(withSort({ page: 4 }, 'lowest_price')).toEqual({ sort: 'lowest_price' })
    expect(withSort({ sort: 'sales' }, 'default')).toEqual({})
  })

  it('reads price fields: blanks drop a bound, decimal commas work, swapped bounds are ordered', () => {
    expect(withPrice({ page: 2 }, '50', '300')).toEqual({ priceMin: 50, priceMax: 300 })
    expect(withPrice({ priceMin: 10, priceMax: 20 }, '', '')).toEqual({})
    expect(withPrice({}, '49,90', '')).toEqual({ priceMin: 49.9 })
    expect(withPrice({}, '300', '50')).toEqual({ priceMin: 50, priceMax: 300 })
    expect(withPrice({}, '-5', 'abc')).toEqual({})
    expect(withPrice({}, '1e3', 'Infinity')).toEqual({})
  })

  it('sets the page within what the search can serve', () => {
    expect(withPage({ term: 'x' }, 2)).toEqual({ term: 'x', page: 2 })
    expect(withPage({ page: 3 }, 1)).toEqual({})
    expect(withPage({}, 10 ** 9).page).toBe(MAX_PAGE)
    expect(withPage({}, 2.5)).toEqual({})
  })

  it('clears filters but keeps the term and the sort', () => {
    const state = { term: 'x', sort: 'news' as const, page: 2, brands: ['A'], priceMin: 5, specs: { size: ['M'] } }
    expect(hasFilters(state)).toBe(true)
    expect(clearFilters(state)).toEqual({ term: 'x', sort: 'news' })
    expect(hasFilters(clearFilters(state))).toBe(false)
    expect(hasFilters({ priceMax: 0 })).toBe(true)
  })

  it('every refined state survives the URL round trip', () => {
    let state = toggleSpec(toggleValue({ term: 'tênis' }, 'brands', 'Passo Leve'), 'size', '40')
    state = withPage(withPrice(withSort(state, 'highest_price'), '100', '250,5'), 2)
    expect(stateFromUrl(stateToUrl(state))).toEqual(state)
  })
})

describe('pagination helpers', () => {
  it('counts pages', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(24)).toBe(1)
    expect(pageCount(25)).toBe(2)
    expect(pageCount(10_000_000)).toBe(MAX_PAGE)
    expect(pageCount(17, 8)).toBe(3)
  })

  it('windows the page numbers with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(6, 20)).toEqual([1, null, 5, 6, 7, null, 20])
    expect(pageWindow(1, 20)).toEqual([1, 2, null, 20])
    expect(pageWindow(20, 20)).toEqual([1, null, 19, 20])
  })
})
