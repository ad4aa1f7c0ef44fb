// The second demo store's catalogue: a small American homeware shop (store 2022, en_us, USD), hand-written so its
// dozen products read like a real shop's. Ids come from their own seed, so no id is shared with store 1011's.
import { hexId } from './random.mjs'
import { pictureObject } from './pictures.mjs'
import { slugify } from './index.mjs'

const SEED = 2022

/** Departments and their products: [name, price, list price or 0, shape, colour, stock, keywords]. */
const DEPARTMENTS = [
  {
    name: 'Kitchen',
    products: [
      ['Stoneware Coffee Mug', 14.5, 0, 'cup', '#c7d2fe', 40, ['mug', 'coffee', 'tea']],
      ['Enamel Tea Kettle', 48, 56, 'cup', '#fecaca', 12, ['kettle', 'tea']],
      ['Walnut Cutting Board', 39.99, 0, 'bed', '#e7c9a9', 18, ['board', 'wood', 'chopping']],
      ['Glass Pour-Over Carafe', 32, 0, 'bottle', '#bae6fd', 0, ['coffee', 'carafe', 'glass']]
    ]
  },
  {
    name: 'Bedding',
    products: [
      ['Washed Linen Sheet Set', 129, 149, 'bed', '#d9f99d', 9, ['sheets', 'linen', 'bed']],
      ['Cotton Waffle Blanket', 89, 0, 'bed', '#fde68a', 14, ['blanket', 'throw', 'cotton']],
      ['Down Alternative Pillow', 45, 0, 'bed', '#e9d5ff', 30, ['pillow', 'sleep']],
      ['Wool Throw Blanket', 74.95, 0, 'bed', '#fed7aa', 6, ['throw', 'wool', 'blanket']]
    ]
  },
  {
    name: 'Decor',
    products: [
      ['Ceramic Bud Vase', 24, 0, 'vase', '#fbcfe8', 25, ['vase', 'flowers', 'ceramic']],
      ['Hand-Poured Soy Candle', 22, 26, 'bottle', '#fef3c7', 50, ['candle', 'soy', 'scent']],
      ['Woven Storage Basket', 36.5, 0, 'vase', '#e5e7eb', 11, ['basket', 'storage']],
      ['Brass Table Lamp', 119, 0, 'bolt', '#fde047', 4, ['lamp', 'light', 'brass']]
    ]
  }
]

const BRANDS = ['Maple & Pine', 'Harbor Home']

/** The homeware catalogue, in the same shape as createCatalogue's (products, categories, brands, pictures). */
export function createHomewareCatalogue () {
  /** @type {import('./index.mjs').Category[]} */
  const categories = DEPARTMENTS.map((d) => ({ _id: hexId(SEED, 'category', d.name), name: d.name, slug: slugify(d.name), path: d.name }))
  const brands = BRANDS.map((name) => ({ _id: hexId(SEED, 'brand', name), name, slug: slugify(name) }))
  /** @type {Map<string, import('./index.mjs').PictureSpec>} */
  const pictureSpecs = new Map()
  /** @type {Record<string, any>[]} */
  const products = []
  DEPARTMENTS.forEach((dep, d) => {
    const cat = /** @type {import('./index.mjs').Category} */ (categories[d])
    for (const [name, price, listPrice, shape, color, quantity, keywords] of dep.products) {
      products.push(homewareProduct(products.length, { name, price, listPrice, shape, color, quantity, keywords }, cat, brands[products.length % 2], pictureSpecs))
    }
  })
  // No variation grids: every product is sold as it is.
  return { products, categories, brands, grids: [], pictureSpecs, seed: SEED, now: Math.floor(Date.now() / 86_400_000) * 86_400_000, storeId: 2022 }
}

/**
 * @param {number} i @param {{ name: any, price: any, listPrice: any, shape: any, color: any, quantity: any, keywords: any }} spec
 * @param {import('./index.mjs').Category} cat @param {any} brand @param {Map<string, any>} pictureSpecs
 */
function homewareProduct (i, spec, cat, brand, pictureSpecs) {
  const pictures = [0, 1].map((k) => {
    const id = hexId(SEED, 'picture', i, k)
    pictureSpecs.set(id, { label: spec.name, shape: spec.shape, color: k ? undefined : spec.color, palette: [spec.color, '#f5f5f4'] })
    return pictureObject(id, k ? `${spec.name} (detail)` : spec.name)
  })
  return {
    _id: hexId(SEED, 'product', i),
    sku: `HW-${100 + i}`,
    name: spec.name,
    slug: slugify(spec.name),
    keywords: spec.keywords,
    short_description: `${spec.name} by ${brand.name}, made to last and easy to care for.`,
    body_html: `<p>${spec.name} by ${brand.name.replace("&", "&amp;")}.</p><p>Ships from our Portland, Oregon studio.</p>`,
    currency_id: 'USD',
    currency_symbol: '$',
    condition: 'new',
    price: spec.price,
    ...(spec.listPrice ? { base_price: spec.listPrice } : {}),
    available: true,
    visible: true,
    ad_relevance: 0,
    sales: 200 - i * 9,
    views: 1000 + i * 37,
    quantity: spec.quantity,
    categories: [{ _id: cat._id, name: cat.name, slug: cat.slug }],
    brands: [{ _id: brand._id, name: brand.name, slug: brand.slug }],
    pictures,
    specifications: { room: [{ text: cat.name }] },
    weight: { value: 400 + i * 60, unit: 'g' },
    created_at: new Date(Date.UTC(2024, 5, 1) + i * 86_400_000).toISOString(),
    updated_at: new Date(Date.UTC(2024, 5, 1) + i * 86_400_000).toISOString(),
    store_id: 2022
  }
}
