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

describe('description', () => {
  const withBody = (body_html: string) => ({ ...bySlug('cafeteira-italiana-classica'), body_html })
  const description = (html: string) =>
    html.match(/<section aria-labelledby="descricao"[^>]*>.*?<\/h2>(.*?)<\/section>/s)![1]!

  it('keeps lists, links, headings and tables as markup', () => {
    const body =
      '<h3>Medidas</h3><ul><li>Alça <strong>removível</strong></li><li>Tampa</li></ul><ol><li>Um</li></ol>' +
      '<p>Veja o <a href="https://fabricante.example/manual">manual</a> ou <a href="mailto:sac@loja.example">escreva</a>.</p>' +
      '<table><thead><tr><th>Tamanho</th></tr></thead><tbody><tr><td>300 ml</td></tr></tbody></table>'
    const out = description(productPage(catalogue, withBody(body)))
    expect(out).toContain(
      '<h3>Medidas</h3><ul><li>Alça <strong>removível</strong></li><li>Tampa</li></ul><ol><li>Um</li></ol>'
    )
    expect(out).toContain('<a href="https://fabricante.example/manual" rel="noopener">manual</a>')
    expect(out).toContain('<a href="mailto:sac@loja.example" rel="noopener">escreva</a>')
    expect(out).toContain(
      '<table><thead><tr><th>Tamanho</th></tr></thead><tbody><tr><td>300 ml</td></tr></tbody></table>'
    )
  })

  it('drops scripts, handlers, styles, unsafe links and pictures not over https, keeping their text', () => {
    const body =
      '<p onclick="steal()" style="color:red">Texto <script>alert(1)</script><a href="javascript:alert(1)">clique</a>' +
      '<img src="http://tracker.example/p.gif" onerror="alert(1)"><img src="https://cdn.example/a.jpg" alt="Foto">' +
      '<iframe src="https://evil.example"></iframe><a href="//evil.example/x" target="_blank" rel="opener">outro</a></p>'
    const out = description(productPage(catalogue, withBody(body)))
    expect(out).not.toMatch(/script|onclick|onerror|style=|javascript:|iframe|tracker|evil|target=|rel="opener"/)
    // A picture whose address was refused is gone, not left as an empty img.
    expect(out.match(/<img/g)).toHaveLength(1)
    expect(out).toContain('Texto ')
    expect(out).toContain('clique')
    expect(out).toContain('outro')
    expect(out).toContain('<img src="https://cdn.example/a.jpg" alt="Foto" loading="lazy" decoding="async" />')
  })

  it('a product with only a short description shows it as text', () => {
    const { body_html: _body, ...p } = withBody('')
    const out = description(productPage(catalogue, { ...p, short_description: 'Cabe <3 xícaras' }))
    expect(out).toBe('<p>Cabe &lt;3 xícaras</p>')
  })
})
