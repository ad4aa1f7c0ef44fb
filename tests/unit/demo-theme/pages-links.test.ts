// @vitest-environment node
// Every link the demo server writes goes through core's product link rule: a hostile slug ('//evil.example/x',
// 'javascript:…') on a product, a kit part, a category or a brand never becomes an off-site href, even without JavaScript.
import { describe, expect, it } from 'vitest'
import { createCatalogue } from '../../../demo-theme/catalogue/index.mjs'
import { setCatalogueMenu } from '../../../demo-theme/pages/menu.mjs'
import { categoryPage, homePage, productPage } from '../../../demo-theme/pages/pages.mjs'

const HOSTILE = ['//evil.example/x', '/\\evil.example/x', 'javascript:alert(1)', 'https://evil.example/x']

/** Every href of the markup that does not stay on the store's origin. */
function offSite(html: string): string[] {
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
  return hrefs.filter((h) => {
    if (h.startsWith('#') || h.startsWith('mailto:')) return false
    // The demo's own outbound links (WhatsApp) are the theme's, not built from catalogue data.
    if (h.startsWith('https://wa.me/')) return false
    return new URL(h, 'https://store.example/').origin !== 'https://store.example'
  })
}

function hostileCatalogue() {
  const catalogue = createCatalogue({ size: 72 })
  catalogue.products.forEach((p, i) => {
    p.slug = HOSTILE[i % HOSTILE.length]!
  })
  catalogue.categories.forEach((c: { slug: string; parent?: { slug: string } }, i: number) => {
    c.slug = HOSTILE[i % HOSTILE.length]!
    if (c.parent) c.parent.slug = HOSTILE[(i + 1) % HOSTILE.length]!
  })
  catalogue.brands.forEach((b: { slug: string }, i: number) => {
    b.slug = HOSTILE[i % HOSTILE.length]!
  })
  setCatalogueMenu(catalogue)
  return catalogue
}

describe('server-rendered links with hostile slugs', () => {
  const catalogue = hostileCatalogue()
  it('the home page (cards, menus) links only on-site', () => {
    expect(offSite(homePage(catalogue))).toEqual([])
  })
  it('product pages (kit parts, category trail) link only on-site', () => {
    const kit = catalogue.products.find((p: { kit_composition?: unknown[] }) => p.kit_composition?.length)
    expect(kit).toBeDefined()
    for (const p of [kit, ...catalogue.products.slice(0, 8)]) expect(offSite(productPage(catalogue, p))).toEqual([])
  })
  it('a category page with results links only on-site', () => {
    const child = catalogue.categories.find((c: { parent?: unknown }) => c.parent)
    const answer = { hits: { total: 4, hits: catalogue.products.slice(0, 4).map((p: object) => ({ _source: p })) } }
    expect(offSite(categoryPage(child, answer))).toEqual([])
  })
})
