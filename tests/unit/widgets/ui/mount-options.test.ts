import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readOptions } from '#widgets/ui/mount'

let error: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  document.body.replaceChildren()
})

const widget = (html: string) => {
  document.body.innerHTML = html
  return document.body.firstElementChild as HTMLElement
}
const json = (text: string, type = 'application/json') => `<script type="${type}">${text}</script>`

describe('readOptions', () => {
  it('reads data-* attributes camelCased, without the loader’s own', () => {
    const el = widget(
      '<div data-widget="product-card" data-load="idle" data-widget-state="loading" data-product-id="abc" data-show-price="false"></div>'
    )
    expect(readOptions(el)).toEqual({ productId: 'abc', showPrice: 'false' })
    expect(error).not.toHaveBeenCalled()
  })

  it('merges a child JSON script, whose values win', () => {
    const el = widget(
      `<div data-widget="x" data-title="attr" data-limit="2">${json('{"title":"json","items":[1,2],"nested":{"a":true}}')}</div>`
    )
    expect(readOptions(el)).toEqual({ title: 'json', limit: '2', items: [1, 2], nested: { a: true } })
  })

  it('reports invalid JSON as a console error naming the widget and the option, and ignores it', () => {
    const el = widget(`<div data-widget="carousel" data-title="attr">${json('{title: oops')}</div>`)
    expect(readOptions(el)).toEqual({ title: 'attr' })
    expect(error).toHaveBeenCalledTimes(1)
    const [message, element] = error.mock.calls[0]!
    expect(message).toMatch(/^\[vitrine\] carousel: invalid option <script type="application\/json"> \(SyntaxError: /)
    expect(element).toBe(el)
  })

  it.each([
    ['an array', '[1,2]'],
    ['a number', '42'],
    ['a string', '"hi"'],
    ['null', 'null'],
    ['true', 'true']
  ])('reports and ignores JSON that is %s', (_label, text) => {
    const el = widget(`<div data-widget="popup" data-title="attr">${json(text)}</div>`)
    expect(readOptions(el)).toEqual({ title: 'attr' })
    expect(error).toHaveBeenCalledTimes(1)
    expect(error.mock.calls[0]![0]).toContain(
      'popup: invalid option <script type="application/json"> (must hold a JSON object)'
    )
  })

  it('reads only a direct child script of type application/json', () => {
    const el = widget(
      `<div data-widget="x"><div>${json('{"deep":1}')}</div>${json('{"js":1}', 'text/javascript')}</div>`
    )
    expect(readOptions(el)).toEqual({})
  })

  it('ignores an empty script silently', () => {
    const el = widget(`<div data-widget="x" data-a="1">${json('')}</div>`)
    expect(readOptions(el)).toEqual({ a: '1' })
    expect(error).not.toHaveBeenCalled()
  })
})

describe('optionName', () => {
  it('names an option as the theme wrote it: the data-* attribute or the JSON key', async () => {
    const { optionName } = await import('#widgets/ui/options')
    const raw = readOptions(
      widget(`<div data-widget="search-page" data-brand="urbano">${json('{"category":"moda"}')}</div>`)
    )
    expect(optionName(raw, 'brand')).toBe('data-brand')
    expect(optionName(raw, 'category')).toBe('"category" in <script type="application/json">')
  })
})
