// The demo store's catalogue, generated deterministically from a seed.
// Products are produced by index: product i depends only on (seed, i) and on products before it,
// so createCatalogue({size: 10000}) starts with exactly the products of the default catalogue.
import { createRandom, hash32, hexId } from './random.mjs'
import { BRANDS, COLORS, DEPARTMENTS, DESCRIPTIONS, TEMPLATES } from './data.mjs'
import { pictureObject, pictureSvg, PICTURE_SIZES } from './pictures.mjs'

export { pictureSvg, bannerSvg, bannerList, PICTURE_SIZES, BANNER_WIDTH, BANNER_HEIGHT, BANNER_COUNT } from './pictures.mjs'

const DAY = 24 * 3600 * 1000

/** @param {string} text */
export function slugify (text) {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
}

/** Retail-style price ending in ,90 (71.92 -> 71.9), computed in cents to avoid float noise. @param {number} x */
function retailPrice (x) {
  const cents = Math.floor(Math.round(x * 100) / 100 - 0.9) * 100 + 90
  return Math.max(990, cents) / 100
}

/**
 * Which demo features product i carries. Index-based (not random) so the default catalogue
 * is guaranteed to contain every case the widgets must render, and the 10k one keeps the proportions.
 * @param {number} i
 */
export function featuresOf (i) {
  const kit = i % 20 === 19
  return {
    kit,
    uponRequest: !kit && i % 19 === 10,
    promo: i % 4 === 1 ? 'current' : i % 9 === 2 ? 'expired' : i % 11 === 3 ? 'future' : i % 7 === 5 ? 'permanent' : null,
    outOfStock: i % 13 === 6,
    unavailable: i % 17 === 8,
    subscription: i % 15 === 7,
    invisible: i % 23 === 12,
    minMax: i % 10 === 4 ? { min: 2, max: 10 } : i % 12 === 9 ? { max: 5 } : null,
    customizations: i % 14 === 0
  }
}

/**
 * @typedef {{ label: string, shape?: string, palette?: string[], color?: string }} PictureSpec
 * @typedef {{ _id: string, name: string, slug: string, path: string, parent?: { _id: string, slug: string, name: string } }} Category
 * @typedef {{ _id: string, name: string, slug: string }} Brand
 * @typedef {{ _id: string, grid_id: string, title: string, options: { text: string, value?: string, colors?: string[] }[],
 *   created_at: string, updated_at: string, store_id: number }} Grid
 * @typedef {{ products: Record<string, any>[], categories: Category[], brands: Brand[], grids: Grid[],
 *   pictureSpecs: Map<string, PictureSpec>, seed: number, now: number, storeId: number }} Catalogue
 */

/**
 * @param {{ size?: number, seed?: number, now?: number, storeId?: number }} [opts]
 *   `now` anchors promotion windows (current / expired / future); defaults to the start of today (UTC)
 *   so two catalogues built on the same day are byte-identical. `storeId`: the store its products belong to.
 * @returns {Catalogue}
 */
export function createCatalogue ({ size = 72, seed = 1, now, storeId = 1011 } = {}) {
  const anchor = now ?? Math.floor(Date.now() / DAY) * DAY
  const { categories, byName } = buildCategories(seed)
  const brands = BRANDS.map((name) => ({ _id: hexId(seed, 'brand', name), name, slug: slugify(name) }))
  const brandByName = new Map(brands.map((b) => [b.name, b]))
  /** @type {Map<string, PictureSpec>} */
  const pictureSpecs = new Map()
  /** @type {Record<string, any>[]} */
  const products = []
  const slugs = new Set()
  const grids = buildGrids(seed, storeId)
  const ctx = { seed, anchor, byName, brandByName, pictureSpecs, products, slugs, shortNames: new Map(), grids, storeId }
  for (let i = 0; i < size; i++) {
    products.push(featuresOf(i).kit && i >= 5 ? makeKit(ctx, i) : makeProduct(ctx, i))
  }
  return { products, categories, brands, grids, pictureSpecs, seed, now: anchor, storeId }
}

/** When the demo's grids were made and last changed (generated, never edited). */
const GRIDS_AT = '2024-01-01T00:00:00.000Z'

/**
 * The store's grids resource: a variation grid's title and its options with their colours live here, as on the
 * platform; a product names its grids by `{_id, title, grid_id}` and its variations carry the option's text (and a
 * colour's hex as its value).
 * @param {number} seed @param {number} storeId
 */
function buildGrids (seed, storeId) {
  const sizes = [...new Set(TEMPLATES.flatMap((t) => t.sizes ?? []))]
  const doc = (/** @type {string} */ gridId, /** @type {string} */ title, /** @type {Grid['options']} */ options) =>
    ({ _id: hexId(seed, 'grid', gridId), created_at: GRIDS_AT, updated_at: GRIDS_AT, store_id: storeId, grid_id: gridId, title, options })
  return [
    doc('size', 'Tamanho', sizes.map((s) => ({ text: s }))),
    doc('colors', 'Cor', COLORS.map((c) => ({ text: c.text, value: c.hex, colors: [c.hex] })))
  ]
}

/** @param {number} seed */
function buildCategories (seed) {
  /** @type {Category[]} */
  const categories = []
  /** @type {Map<string, Category>} */
  const byName = new Map()
  for (const dep of DEPARTMENTS) {
    const parent = { _id: hexId(seed, 'category', dep.name), name: dep.name, slug: slugify(dep.name), path: dep.name }
    categories.push(parent)
    byName.set(dep.name, parent)
    for (const child of dep.children) {
      const cat = {
        _id: hexId(seed, 'category', dep.name, child),
        name: child,
        slug: slugify(child),
        path: `${dep.name} > ${child}`,
        parent: { _id: parent._id, slug: parent.slug, name: parent.name }
      }
      categories.push(cat)
      byName.set(child, cat)
    }
  }
  return { categories, byName }
}

/** The fields every product document of the platform has: when made and changed, and its store. @param {any} ctx @param {number} i */
function dates (ctx, i) {
  const at = new Date(Date.UTC(2024, 0, 1) + i * 3 * 3600 * 1000).toISOString()
  return { created_at: at, updated_at: at, store_id: ctx.storeId }
}

/** @param {Category} c */
const catRef = (c) => ({ _id: c._id, name: c.name, slug: c.slug })

/** @param {Set<string>} slugs @param {string} name @param {number} i */
function uniqueSlug (slugs, name, i) {
  let slug = slugify(name)
  if (slugs.has(slug)) slug = `${slug}-${i}`
  slugs.add(slug)
  return slug
}

/** @type {Map<number, Record<'current'|'expired'|'future', {start: string, end: string}>>} */
const windowsCache = new Map()
/** Promotion windows relative to the anchor day (formatted once, not per product). @param {number} anchor */
function promoWindows (anchor) {
  let w = windowsCache.get(anchor)
  if (!w) {
    const iso = (/** @type {number} */ d) => new Date(anchor + d * DAY).toISOString()
    w = {
      current: { start: iso(-7), end: iso(21) },
      expired: { start: iso(-40), end: iso(-10) },
      future: { start: iso(5), end: iso(30) }
    }
    windowsCache.set(anchor, w)
  }
  return w
}

/**
 * Price fields for a feature set; promotions keep the list price in base_price.
 * @param {ReturnType<typeof createRandom>} rnd @param {number} listPrice @param {ReturnType<typeof featuresOf>} f @param {number} anchor
 */
function priceFields (rnd, listPrice, f, anchor) {
  // Sold on request: the platform has no field for it, a product without a price is one.
  if (f.uponRequest) return { price: 0 }
  if (!f.promo) return { price: listPrice }
  const price = retailPrice(listPrice * (1 - rnd.pick([0.1, 0.15, 0.2, 0.3])))
  /** @type {Record<string, any>} */
  const out = { price, base_price: listPrice }
  const w = promoWindows(anchor)
  if (f.promo === 'current') out.price_effective_date = { ...w.current }
  else if (f.promo === 'expired') out.price_effective_date = { ...w.expired }
  else if (f.promo === 'future') out.price_effective_date = { ...w.future }
  return out
}

/** @param {any} ctx @param {number} i */
function makeProduct (ctx, i) {
  const { seed, anchor, byName, brandByName, pictureSpecs, slugs } = ctx
  const tpl = TEMPLATES[i % TEMPLATES.length]
  const round = Math.floor(i / TEMPLATES.length)
  const rnd = createRandom(hash32(`${seed}:product:${i}`))
  const f = featuresOf(i)
  const _id = hexId(seed, 'product', i)
  const noun = tpl.nouns[round % tpl.nouns.length]
  const extra = rnd.pick(tpl.extras)
  const name = `${noun} ${extra}`
  const cat = byName.get(tpl.category)
  const dep = byName.get(cat.parent.name)
  const brand = brandByName.get(rnd.pick(tpl.brands))
  const listPrice = rnd.pick(tpl.prices)
  const prices = priceFields(rnd, listPrice, f, anchor)
  const sku = `${slugify(tpl.category).slice(0, 3).toUpperCase()}-${String(1000 + i)}`

  /** @type {Record<string, any>} */
  const p = {
    _id,
    sku,
    name,
    slug: uniqueSlug(slugs, name, i),
    keywords: [...tpl.keywords, ...extra.toLowerCase().split(' ').filter((w) => w.length > 3)],
    short_description: `${noun} ${extra.toLowerCase()} da ${brand.name}. ${rnd.pick(DESCRIPTIONS)}`,
    body_html: `<p>${noun} ${extra.toLowerCase()} da ${brand.name}.</p><p>${rnd.pick(DESCRIPTIONS)}</p>`,
    currency_id: 'BRL',
    currency_symbol: 'R$',
    condition: 'new',
    ...prices,
    available: !f.unavailable,
    visible: !f.invisible,
    ad_relevance: i % 6 === 0 ? rnd.int(1, 10) : 0,
    sales: rnd.int(0, 400),
    views: rnd.int(50, 6000),
    categories: [catRef(cat), catRef(dep)],
    brands: [{ _id: brand._id, name: brand.name, slug: brand.slug }],
    weight: { value: rnd.int(150, 2500), unit: 'g' },
    ...dates(ctx, i)
  }
  // A product sold by subscription says so in its flags (the platform's free-form marks; it has no field for it).
  if (f.subscription) p.flags = ['subscription']
  if (f.minMax?.min) p.min_quantity = f.minMax.min

  const specText = rnd.pick(tpl.specs)
  p.specifications = { [tpl.specGrid]: [{ text: specText }] }

  const shortName = noun
  ctx.shortNames.set(_id, noun)
  const grids = tpl.grids ?? []
  if (grids.length) {
    const colors = grids.includes('colors') ? pickColors(rnd, rnd.int(2, 3)) : []
    const sizes = grids.includes('size') ? tpl.sizes ?? [] : []
    // The product names its grids; their options and colours are the grids resource's (buildGrids).
    p.grids = ctx.grids.filter((/** @type {Grid} */ g) => (g.grid_id === 'size' ? sizes.length : colors.length) > 0)
      .map((/** @type {Grid} */ g) => ({ _id: g._id, title: g.title, grid_id: g.grid_id }))
    p.pictures = (colors.length ? colors : [null]).map((c, k) => {
      const picId = hexId(seed, 'picture', i, k)
      pictureSpecs.set(picId, { label: shortName, shape: tpl.shape, palette: tpl.palette, color: c ? c.hex : undefined })
      return pictureObject(picId, c ? `${name} ${c.text}` : name)
    })
    p.variations = []
    const bigSizeSurcharge = i % 3 === 0 && sizes.length > 2
    for (const c of colors.length ? colors : [null]) {
      for (const s of sizes.length ? sizes : [null]) {
        /** @type {Record<string, any>} */
        const v = {
          _id: hexId(seed, 'variation', i, c?.code ?? '', s ?? ''),
          name: c && s ? `${name} / ${c.text} / ${s}` : `${name} / ${c ? c.text : s}`,
          sku: c && s ? `${sku}-${c.code}-${s}` : `${sku}-${c ? c.code : s}`,
          quantity: f.outOfStock ? 0 : rnd.int(0, 6) === 0 ? 0 : rnd.int(1, 25),
          specifications: {}
        }
        if (!f.uponRequest) {
          const surcharge = bigSizeSurcharge && s === sizes[sizes.length - 1] ? 10 : 0
          v.price = Math.round((p.price + surcharge) * 100) / 100
          if (p.base_price) v.base_price = Math.round((p.base_price + surcharge) * 100) / 100
        }
        if (c) {
          v.specifications.colors = [{ text: c.text, value: c.hex }]
          v.picture_id = p.pictures[colors.indexOf(c)]._id
        }
        if (s) v.specifications.size = [{ text: s }]
        p.variations.push(v)
      }
    }
    p.quantity = p.variations.reduce((sum, v) => sum + v.quantity, 0)
  } else {
    p.pictures = [0, 1].map((k) => {
      const picId = hexId(seed, 'picture', i, k)
      pictureSpecs.set(picId, { label: shortName, shape: tpl.shape, palette: tpl.palette })
      return pictureObject(picId, k === 0 ? name : `${name} (detalhe)`)
    })
    // A product with a most per order keeps that few in stock: the platform limits a line by the stock alone.
    p.quantity = f.outOfStock ? 0 : f.minMax?.max ?? rnd.int(3, 150)
  }

  if (f.customizations) {
    p.customizations = [
      { _id: hexId(seed, 'custom', i, 0), label: 'Nome personalizado', custom_value: true, add_to_price: { type: 'fixed', addition: 15 } },
      { _id: hexId(seed, 'custom', i, 1), label: 'Embalagem para presente', custom_value: false, options: ['Sim'], add_to_price: { type: 'percentage', addition: 10 } }
    ]
  }
  showcase(ctx, i, p)
  return p
}

/**
 * Cases the product page must handle that the regular features do not produce, each on one fixed product: a
 * promotion ending at the close of the day after the anchor day (23:59:59 UTC; never already over while a demo started
 * that day runs, even past midnight), a product with 9 pictures, and one whose second picture
 * URL is broken (404).
 * @param {any} ctx @param {number} i @param {Record<string, any>} p
 */
function showcase (ctx, i, p) {
  if (i === 41 && p.price_effective_date) p.price_effective_date.end = new Date(ctx.anchor + 2 * DAY - 1000).toISOString()
  if (i === 23) {
    const spec = ctx.pictureSpecs.get(p.pictures[0]._id)
    p.pictures = Array.from({ length: 9 }, (_, k) => {
      const picId = hexId(ctx.seed, 'picture', i, k)
      ctx.pictureSpecs.set(picId, { ...spec, color: k ? ['#f4a261', '#2a9d8f', '#e76f51', '#264653', '#e9c46a', '#8ab17d', '#b5838d', '#6d6875'][k - 1] : undefined })
      return pictureObject(picId, k ? `${p.name} (foto ${k + 1})` : p.name)
    })
  }
  if (i === 27) {
    const broken = pictureObject(hexId(ctx.seed, 'picture', i, 'missing'), `${p.name} (detalhe)`)
    p.pictures[1] = broken // its id has no drawing: every size answers 404
  }
}

/** @param {ReturnType<typeof createRandom>} rnd @param {number} n */
function pickColors (rnd, n) {
  const pool = [...COLORS]
  const out = []
  while (out.length < n && pool.length) out.push(pool.splice(rnd.int(0, pool.length - 1), 1)[0])
  return out
}

/** A kit bundles a few earlier simple products at ~15% off the sum of their prices. @param {any} ctx @param {number} i */
function makeKit (ctx, i) {
  const { seed, byName, products, pictureSpecs, slugs } = ctx
  const rnd = createRandom(hash32(`${seed}:kit:${i}`))
  const f = featuresOf(i)
  const parts = []
  for (let j = i - 1; j >= Math.max(0, i - 15) && parts.length < 3; j--) {
    const c = products[j]
    if (!c.kit_composition && c.price > 0 && c.available && c.visible && c.quantity > 0) parts.push(c)
  }
  const composition = parts.map((c, k) => {
    /** @type {Record<string, any>} */
    const item = { _id: c._id, quantity: k === 0 ? 2 : 1 }
    // The first part's variation (its size, its colour) is left for the shopper to choose; the others are fixed.
    const v = c.variations?.find((/** @type {any} */ x) => x.quantity > 0)
    if (v && k > 0) item.variation_id = v._id
    return item
  })
  const sum = composition.reduce((acc, item, k) => acc + parts[k].price * item.quantity, 0)
  const listPrice = retailPrice(sum * 0.85)
  const name = `Kit ${parts.map((c) => ctx.shortNames.get(c._id) ?? c.name).join(' + ')}`
  const kitCat = byName.get('Kits e Presentes')
  const picId = hexId(seed, 'picture', i, 0)
  pictureSpecs.set(picId, { label: 'Kit presente', shape: 'vase', palette: ['#fde68a', '#fbcfe8', '#bfdbfe'] })
  /** @type {Record<string, any>} */
  const p = {
    _id: hexId(seed, 'product', i),
    sku: `KIT-${1000 + i}`,
    name,
    slug: uniqueSlug(slugs, name, i),
    keywords: ['kit', 'presente', 'combo', ...parts.flatMap((c) => c.keywords.slice(0, 1))],
    short_description: `Leve junto e economize: ${parts.map((c) => c.name).join(', ')}.`,
    currency_id: 'BRL',
    currency_symbol: 'R$',
    condition: 'new',
    price: listPrice,
    available: !f.unavailable,
    visible: !f.invisible,
    ad_relevance: rnd.int(0, 5),
    sales: rnd.int(0, 120),
    views: rnd.int(50, 3000),
    quantity: f.outOfStock ? 0 : rnd.int(2, 30),
    kit_composition: composition,
    categories: [catRef(kitCat)],
    brands: parts[0]?.brands ?? [],
    pictures: [pictureObject(picId, name)],
    specifications: { tipo: [{ text: 'Kit' }] },
    ...dates(ctx, i)
  }
  if (f.subscription) p.flags = ['subscription']
  return p
}

/**
 * SVG bytes for a picture URL of this catalogue, or null when the id is unknown.
 * @param {Catalogue} catalogue @param {string} pictureId @param {string} sizeName small|normal|big|zoom
 */
export function productPictureSvg (catalogue, pictureId, sizeName) {
  const spec = catalogue.pictureSpecs.get(pictureId)
  const px = PICTURE_SIZES[/** @type {keyof typeof PICTURE_SIZES} */ (sizeName)]
  if (!spec || !px) return null
  return pictureSvg(pictureId, px, spec)
}
