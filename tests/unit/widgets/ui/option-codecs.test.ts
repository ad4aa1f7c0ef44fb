import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  attributeName,
  bool,
  idList,
  int,
  interval,
  isoDate,
  oneOf,
  parseOptionValues,
  parseOptions,
  path,
  text
} from '#widgets/ui/options'
import { options as carouselOptions } from '#widgets/carousel/options'
import { options as checkoutOptions } from '#widgets/checkout/options'
import { options as consentOptions } from '#widgets/consent/options'
import { options as cardOptions } from '#widgets/product-card/options'
import { options as minicartOptions } from '#widgets/minicart/options'

let error: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

const shape = {
  open: bool(false),
  size: int(3, 1, 10),
  level: oneOf(['2', '3', '4'], '3'),
  link: path('/app/#/cart'),
  name: text(10)
}

describe('widget option codecs', () => {
  it("takes the JSON script's real numbers, booleans and arrays, and names a bad JSON option as written there", () => {
    document.body.innerHTML = `<div data-widget="w" data-size="2"><script type="application/json">{"level":2,"open":true,"size":99}</script></div>`
    const el = document.body.firstElementChild as HTMLElement
    expect(parseOptions(el, shape, 'w')).toMatchObject({ level: '2', open: true, size: 3 })
    expect(String(error.mock.calls[0]?.[0])).toBe(
      '[vitrine] w: invalid option "size" in <script type="application/json">=99 (expected a whole number from 1 to 10); its default is used'
    )
    expect(parseOptionValues({ ids: ['a'.repeat(24), 'b'.repeat(24)] }, { ids: idList(3) }, 'w').ids).toHaveLength(2)
    document.body.replaceChildren()
  })

  it('says what each option expects, never only "Invalid input"', () => {
    const all = { ...shape, every: interval(0), ids: idList(2), at: isoDate() }
    const bad = {
      open: 'yes',
      size: 'x',
      level: '9',
      link: 'https://x.example/',
      name: 'x'.repeat(11),
      every: '99',
      ids: 'x',
      at: 'soon'
    }
    parseOptionValues(bad, all, 'w')
    const messages = error.mock.calls.map((c: unknown[]) => String(c[0]))
    expect(messages).toHaveLength(Object.keys(bad).length)
    for (const m of messages) expect(m).toMatch(/ \(expected .+\); its default is used$/)
    expect(messages.join('\n')).not.toContain('Invalid input')
  })

  it('turns markup strings into real types, and takes JSON values too', () => {
    expect(
      parseOptionValues({ open: 'true', size: '7', level: '2', link: '/c?x=1#y', name: ' Moda ' }, shape, 'w')
    ).toEqual({ open: true, size: 7, level: '2', link: '/c?x=1#y', name: 'Moda' })
    expect(parseOptionValues({ open: true, size: 4 }, shape, 'w')).toMatchObject({ open: true, size: 4 })
    expect(parseOptionValues({ open: '' }, shape, 'w').open).toBe(true) // a bare attribute
    expect(error).not.toHaveBeenCalled()
  })

  it('gives the defaults for absent options', () => {
    expect(parseOptionValues({}, shape, 'w')).toEqual({
      open: false,
      size: 3,
      level: '3',
      link: '/app/#/cart',
      name: undefined
    })
  })

  it('one policy for a bad option: console error naming widget, element and option; its default; the others kept', () => {
    const el = document.createElement('div')
    const out = parseOptionValues(
      { open: 'yes', size: '11', level: '5', link: 'https://evil.example/x', name: 'ok' },
      shape,
      'minicart',
      el
    )
    expect(out).toEqual({ open: false, size: 3, level: '3', link: '/app/#/cart', name: 'ok' })
    expect(error).toHaveBeenCalledTimes(4)
    expect(error.mock.calls[0]?.[0]).toMatch(/^\[vitrine\] minicart: invalid option data-open="yes"/)
    expect(error.mock.calls[0]?.[1]).toBe(el)
    expect(error.mock.calls[3]?.[0]).toMatch(/data-link=/)
  })

  it('names options as their data-* attributes', () => {
    expect(attributeName('checkoutUrl')).toBe('data-checkout-url')
  })

  it('types the existing widgets’ options', () => {
    expect(parseOptionValues({ openOnAdd: 'true' }, minicartOptions, 'minicart')).toEqual({
      checkoutUrl: '/app/#/checkout',
      cartUrl: '/app/#/cart',
      openOnAdd: true
    })
    expect(parseOptionValues({ refresh: 'false', headingLevel: '4' }, cardOptions, 'product-card')).toMatchObject({
      refresh: false,
      headingLevel: '4'
    })
    expect(parseOptionValues({ productId: 'nope' }, cardOptions, 'product-card').productId).toBeUndefined()
    expect(error).toHaveBeenCalledTimes(1)
  })
})

describe('shopper widget codecs', () => {
  const timing = { every: interval(6000), end: isoDate(), ids: idList(3) }

  it('reads rotation intervals, ISO dates and id lists as real values', () => {
    const id = 'a'.repeat(24)
    expect(
      parseOptionValues({ every: '0', end: '2026-12-24T23:59:59-03:00', ids: `${id} , ${id}` }, timing, 'w')
    ).toEqual({
      every: 0,
      end: Date.parse('2026-12-24T23:59:59-03:00'),
      ids: [id, id]
    })
    expect(parseOptionValues({}, timing, 'w')).toEqual({ every: 6000, end: undefined, ids: undefined })
    expect(error).not.toHaveBeenCalled()
  })

  it('refuses a rotation faster than 2 s, a date that is not one and ids that are not ids, one by one', () => {
    const id = 'b'.repeat(24)
    const o = parseOptionValues({ every: '500', end: 'amanhã', ids: `${id},${id},${id},${id}` }, timing, 'w')
    expect(o).toEqual({ every: 6000, end: undefined, ids: undefined })
    expect(error).toHaveBeenCalledTimes(3)
    expect(String(error.mock.calls[0]?.[0])).toContain('data-every="500"')
    expect(parseOptionValues({ ids: 'xyz' }, timing, 'w').ids).toBeUndefined()
  })

  it("gives the carousel's per-view list, or its default for a bad one", () => {
    expect(parseOptionValues({ perView: '1 2' }, carouselOptions, 'carousel').perView).toEqual([1, 2, 2, 2, 2])
    expect(parseOptionValues({ perView: '1 x' }, carouselOptions, 'carousel').perView).toEqual([2, 2, 3, 4, 4])
    expect(String(error.mock.calls[0]?.[0])).toContain('carousel: invalid option data-per-view')
  })

  it("reports the consent banner's link to another site like any bad option, and links the store's own page", () => {
    expect(parseOptionValues({}, consentOptions, 'consent').privacyUrl).toBe('/pages/privacidade')
    expect(parseOptionValues({ privacyUrl: 'https://evil.example/p' }, consentOptions, 'consent').privacyUrl).toBe(
      '/pages/privacidade'
    )
    expect(String(error.mock.calls[0]?.[0])).toContain('consent: invalid option data-privacy-url')
  })

  it("takes the checkout's address service on this site or over https, with {cep} in it", () => {
    const lookup = (v: string) => parseOptionValues({ cepLookup: v }, checkoutOptions, 'checkout').cepLookup
    expect(lookup('/api/cep/v1/{cep}.json')).toBe('/api/cep/v1/{cep}.json')
    expect(lookup('https://cep.example/ws/{cep}/json/')).toBe('https://cep.example/ws/{cep}/json/')
    expect(lookup('http://cep.example/ws/{cep}/json/')).toBeUndefined()
    expect(lookup('/api/cep/v1/fixed.json')).toBeUndefined()
    expect(lookup('javascript:alert({cep})')).toBeUndefined()
    expect(String(error.mock.calls.at(-1)?.[0])).toContain('checkout: invalid option data-cep-lookup')
  })
})
