// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createCatalogue, pictureSvg, bannerSvg } from '../../../demo-theme/catalogue/index.mjs'

describe('demo catalogue', () => {
  const cat = createCatalogue()

  it('is deterministic per seed and differs across seeds', () => {
    expect(JSON.stringify(createCatalogue().products)).toBe(JSON.stringify(cat.products))
    expect(createCatalogue({ seed: 2 }).products[0]?._id).not.toBe(cat.products[0]?._id)
  })

  it('has at least 60 products with every case the widgets render', () => {
    const ps = cat.products
    expect(ps.length).toBeGreaterThanOrEqual(60)
    for (const p of ps) expect(p._id).toMatch(/^[0-9a-f]{24}$/)
    expect(new Set(ps.map((p) => p._id)).size).toBe(ps.length)
    expect(new Set(ps.map((p) => p.slug)).size).toBe(ps.length)
    const now = Date.now()
    const promo = (f: (p: any) => boolean) =>
      ps.filter((p) => p.price_effective_date && f(p.price_effective_date)).length
    expect(promo((d) => Date.parse(d.start) < now && Date.parse(d.end) > now)).toBeGreaterThan(0)
    expect(promo((d) => Date.parse(d.end) < now)).toBeGreaterThan(0)
    expect(promo((d) => Date.parse(d.start) > now)).toBeGreaterThan(0)
    expect(ps.some((p) => p.kit_composition?.length >= 2)).toBe(true)
    expect(ps.some((p) => p.quantity === 0)).toBe(true)
    expect(ps.some((p) => p.available === false)).toBe(true)
    expect(ps.some((p) => p.visible === false)).toBe(true)
    // Sold on request: no price (the platform has no field for it); by subscription: the product's flag.
    expect(ps.some((p) => p.price === 0 && !p.kit_composition)).toBe(true)
    expect(ps.some((p) => p.flags?.includes('subscription'))).toBe(true)
    expect(ps.some((p) => p.min_quantity === 2)).toBe(true)
    expect(ps.some((p) => !p.variations && p.quantity === 5)).toBe(true)
    const customs = ps.flatMap((p) => p.customizations ?? [])
    expect(customs.some((c) => c.add_to_price.type === 'fixed')).toBe(true)
    expect(customs.some((c) => c.add_to_price.type === 'percentage')).toBe(true)
  })

  it("keeps only fields of the platform's products, with the ones every product document has", () => {
    for (const p of cat.products) {
      for (const field of ['in_stock', 'max_quantity', 'specs', 'subscription', 'upon_request'])
        expect(p).not.toHaveProperty(field)
      expect(p).toMatchObject({ created_at: expect.any(String), updated_at: expect.any(String), store_id: 1011 })
    }
    expect(createCatalogue({ size: 1, storeId: 2022 }).products[0]?.store_id).toBe(2022)
  })

  it("builds size and colour grids with matching variations, the options' colours in the grids resource", () => {
    const p = cat.products.find((x) => x.grids?.length === 2)!
    expect(p.grids.map((g: any) => g.grid_id).sort()).toEqual(['colors', 'size'])
    // A product names its grids; the options and colours are the grids resource's.
    for (const g of p.grids) expect(Object.keys(g).sort()).toEqual(['_id', 'grid_id', 'title'])
    const colors = cat.grids.find((g) => g._id === p.grids.find((x: any) => x.grid_id === 'colors')._id)!
    expect(colors.grid_id).toBe('colors')
    expect(colors.options[0]!.colors![0]).toMatch(/^#[0-9a-f]{6}$/)
    const v = p.variations[0]
    expect(v._id).toMatch(/^[0-9a-f]{24}$/)
    expect(v.specifications.colors[0]).toEqual({ text: expect.any(String), value: expect.stringMatching(/^#/) })
    expect(colors.options.some((o) => o.text === v.specifications.colors[0].text)).toBe(true)
    expect(v.specifications.size[0].text).toBeTruthy()
    expect(typeof v.price).toBe('number')
    expect(p.quantity).toBe(p.variations.reduce((s: number, x: any) => s + x.quantity, 0))
  })

  it('has a category tree and brands', () => {
    const child = cat.categories.find((c) => c.parent)!
    expect(child.path).toBe(`${child.parent!.name} > ${child.name}`)
    expect(cat.categories.find((c) => c.slug === child.parent!.slug)).toBeTruthy()
    expect(cat.brands.length).toBeGreaterThanOrEqual(5)
  })

  it('gives every product local pictures in four sizes', () => {
    const pic = cat.products[0]!.pictures[0]
    expect(pic.small.url).toBe(`/img/products/${pic._id}-small.svg`)
    expect(pic.normal.size).toBe('350x350')
    expect(pic.big.size).toBe('700x700')
    expect(pic.zoom.url).toMatch(/-zoom\.svg$/)
    const svg = pictureSvg(pic._id, 350, { label: 'Camiseta <Básica>' })
    expect(svg).toMatch(/^<svg [^>]*width="350" height="350"/)
    expect(svg).toContain('Camiseta &lt;Básica&gt;')
    expect(bannerSvg(1)).toMatch(/width="1200" height="400"/)
    expect(bannerSvg(99)).toBeNull()
  })

  it('scales to 10,000 products quickly with the same first products', () => {
    const t = performance.now()
    const big = createCatalogue({ size: 10000 })
    const ms = performance.now() - t
    expect(big.products).toHaveLength(10000)
    expect(big.products[10]).toEqual(cat.products[10])
    // A generous bound: this guards against a quadratic slip, not a benchmark (npm run bench measures it).
    expect(ms).toBeLessThan(5000)
  })
})
