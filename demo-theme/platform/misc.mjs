// Storefront (slug resolver), Graphs (recommendations) and Platform (store info) APIs,
// plus the demo boleto page linked from checkout answers.
import { HttpError } from './http.mjs'
import { Reply } from './router.mjs'
import { escapeXml } from '../catalogue/pictures.mjs'

/** @param {import('./state.mjs').State} state @param {string} resource @param {string} key */
function findResource (state, resource, key) {
  const maps = /** @type {Record<string, [Map<string, any>, Map<string, any>]>} */ ({
    products: [state.productsBySlug, state.productsById],
    categories: [state.categoriesBySlug, state.categoriesById],
    brands: [state.brandsBySlug, state.brandsById]
  })
  const pair = maps[resource]
  if (!pair) return undefined
  return pair[0].get(key) ?? pair[1].get(key)
}

/** @type {import('./router.mjs').RouteDef[]} */
export const storefrontRoutes = [
  // `{store_id}@{path with / replaced by $}.json`, e.g. 1011@products$camiseta-basica-linho.json
  ['GET', '/:key.json', ({ state, params }) => {
    const m = /^(\d+)@(.+)$/.exec(params.key)
    if (!m) throw new HttpError(400, 'invalid_path', 'Expected {store_id}@{path}.json')
    if (m[1] !== String(state.storeId)) throw new HttpError(404, 'store_not_found', `Unknown store ${m[1]}`)
    const parts = /** @type {string} */ (m[2]).split('$').filter(Boolean)
    let doc
    if (parts.length === 2) doc = findResource(state, /** @type {string} */ (parts[0]), /** @type {string} */ (parts[1]))
    else if (parts.length === 1) {
      // A bare slug is what a storefront URL like /camiseta-basica resolves through.
      const slug = /** @type {string} */ (parts[0])
      for (const resource of ['products', 'categories', 'brands']) {
        doc = findResource(state, resource, slug)
        if (doc) { doc = { resource, ...doc }; break }
      }
    }
    if (!doc) throw new HttpError(404, 'not_found', `Nothing at ${parts.join('/')}`)
    return doc
  }]
]

/**
 * Neo4j-style answer, as the platform's graphs API gives: results[0].data[].row[0] is a product id.
 * @param {string[]} ids
 */
const graphAnswer = (ids) => ({ results: [{ columns: ['product'], data: ids.map((id) => ({ row: [id], meta: [null] })) }], errors: [] })

/** @param {any} p */
const sellable = (p) => p.visible && p.available && p.quantity > 0 && p.price > 0

/** @type {import('./router.mjs').RouteDef[]} */
export const graphsRoutes = [
  ['GET', '/products/:id/related.json', ({ state, params }) => {
    const p = state.productsById.get(params.id)
    if (!p) throw new HttpError(404, 'not_found', `Product ${params.id} not found`)
    const cat = p.categories?.[0]?._id
    const ids = state.catalogue.products
      .filter((o) => o._id !== p._id && sellable(o) && o.categories?.[0]?._id === cat)
      .slice(0, 8).map((o) => o._id)
    return graphAnswer(ids)
  }],
  ['GET', '/products/:id/recommended.json', ({ state, params }) => {
    const p = state.productsById.get(params.id)
    if (!p) throw new HttpError(404, 'not_found', `Product ${params.id} not found`)
    // "Bought together": best sellers from other categories, deterministic for a product.
    const cat = p.categories?.[0]?._id
    const ids = state.catalogue.products.slice(0, 2000)
      .filter((o) => o._id !== p._id && sellable(o) && o.categories?.[0]?._id !== cat)
      .sort((a, b) => b.sales - a.sales).slice(0, 6).map((o) => o._id)
    return graphAnswer(ids)
  }]
]

/** @param {import('./state.mjs').State} state @param {string} origin */
export function storeInfo (state, origin) {
  return {
    store_id: state.storeId,
    _id: '5e1f0a0b0c0d0e0f10111213',
    name: 'Vitrine Demo',
    domain: new URL(origin).host,
    homepage: origin + '/',
    currency: 'BRL',
    currency_symbol: 'R$',
    lang: 'pt_br',
    country_code: 'BR',
    logo: { url: '/img/banners/1.svg', size: '1200x400' },
    contact_email: 'contato@vitrine.example',
    contact_phone: '+55 11 4000-0000',
    corporate_name: 'Vitrine Demo Comércio Ltda.',
    doc_number: '12345678000195',
    address: 'Avenida Paulista, 1000 - Bela Vista, São Paulo - SP, 01310-100',
    financial_email: 'financeiro@vitrine.example',
    ...state.info
  }
}

/** @type {import('./router.mjs').RouteDef[]} */
export const platformRoutes = [
  ['GET', '/stores/:id.json', ({ state, params, origin }) => {
    if (params.id !== String(state.storeId) && params.id !== 'me') throw new HttpError(404, 'store_not_found', `Unknown store ${params.id}`)
    return storeInfo(state, origin)
  }]
]

/** The boleto "PDF" of an order, as a printable page. @type {import('./router.mjs').RouteDef} */
export const boletoRoute = ['GET', '/boleto/:id.html', ({ state, params }) => {
  const order = state.data.orders.find((o) => o._id === params.id)
  const billet = /** @type {any} */ (order?.transactions?.[0])?.banking_billet
  if (!order || !billet) throw new HttpError(404, 'not_found', 'Boleto not found')
  const html = '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Boleto (demo)</title></head><body style="font:16px system-ui;padding:24px">' +
    `<h1>Boleto bancário (demonstração)</h1><p>Pedido nº ${order.number} — total R$ ${order.amount.total.toFixed(2).replace('.', ',')}</p>` +
    `<p>Linha digitável:</p><p><code>${escapeXml(billet.code)}</code></p><p>Este boleto não tem valor real.</p></body></html>`
  return new Reply(200, html, { raw: true, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}]
