// @vitest-environment node
// The server-rendered product page: what a shopper reads before (and without) JavaScript.
import { describe, expect, it } from 'vitest'
import { createCatalogue } from '../../../demo-theme/catalogue/index.mjs'
import { setCatalogueMenu } from '../../../demo-theme/pages/menu.mjs'
import { productPage } from '../../../demo-theme/pages/pages.mjs'

const catalogue = createCatalogue({ size: 72 })
setCatalogueMenu(catalogue)
const bySlug = (slug: string) => catalogue.products.find((p) => p.slug === slug)!

/** The specifications table as [title, value] rows. */
function specRows(html: string): string[][] {
  const table = html.match(/<dl class="product__specs">(.*?)<\/dl>/s)?.[1] ?? ''
  return [...table.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map((m) => [m[1]!, m[2]!])
}

describe('specifications table', () => {
  it("titles each grid as the variation picker does (the product's grids), one row per grid", () => {
    const shirt = bySlug('camiseta-basica-linho')
    const rows = specRows(productPage(catalogue, shirt))
    const titles = rows.map(([title]) => title)
    expect(titles).toContain('Cor')
    expect(titles).toContain('Tamanho')
    expect(titles).not.toContain('colors')
    expect(titles).not.toContain('size')
    expect(new Set(titles).size).toBe(titles.length)
    const colours = shirt.variations.map(
      (v: { specifications: { colors: { text: string }[] } }) => v.specifications.colors[0]!.text
    )
    expect(rows.find(([title]) => title === 'Cor')![1]).toBe([...new Set(colours)].join(', '))
  })

  it('a spec grid the product has no grid for is shown by its id made readable', () => {
    const serum = bySlug('serum-facial-acido-hialuronico')
    expect(specRows(productPage(catalogue, serum)).map(([title]) => title)).toEqual(['Tipo de pele'])
  })
})
