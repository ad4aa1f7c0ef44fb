// Store 2022's site on its own origin: its pages, the shared dist/ and theme assets, and the same local platform as
// store 1011 (one process serves both stores, so the tests start one server per worker, not two).
import { fileURLToPath } from 'node:url'
import { HOMEWARE_STORE_ID } from '../platform/stores.mjs'
import { homewareApp, homewareHome, homewareListing, homewareNotFound, homewarePrivacy, homewareProduct, PRIVACY_PATH } from './pages.mjs'

const assets = fileURLToPath(new URL('../assets/', import.meta.url))

/** @param {any} p @param {string} term */
const matches = (p, term) => {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean)
  const text = [p.name, ...(p.keywords ?? []), ...(p.categories ?? []).map((c) => c.name)].join(' ').toLowerCase()
  return words.every((w) => text.includes(w))
}

/**
 * The request handler of store 2022's origin.
 * @param {{ platform: any, distDir: string, serveFile: Function, html: Function }} deps
 */
export function homewareSite({ platform, distDir, serveFile, html }) {
  const catalogue = platform.stores.get(String(HOMEWARE_STORE_ID)).state.catalogue
  const bySlug = new Map(catalogue.products.map((p) => [p.slug, p]))
  const categoriesBySlug = new Map(catalogue.categories.map((c) => [c.slug, c]))
  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  return async function handle(req, res) {
    if (await platform.handle(req, res)) return
    const url = new URL(req.url ?? '/', 'http://localhost')
    let path
    try {
      path = decodeURIComponent(url.pathname)
    } catch {
      return html(req, res, 400, homewareNotFound(catalogue))
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return html(req, res, 405, homewareNotFound(catalogue))
    if (path.startsWith('/dist/') && (await serveFile(req, res, distDir, path.slice(6), path.includes('/chunks/')))) return
    if (path.startsWith('/assets/') && (await serveFile(req, res, assets, path.slice(8), false))) return
    if (path === '/favicon.ico' && (await serveFile(req, res, assets, 'favicon.svg', false))) return
    if (path === '/') return html(req, res, 200, homewareHome(catalogue))
    if (path === '/app' || path === '/app/') return html(req, res, 200, homewareApp(catalogue))
    if (path === PRIVACY_PATH) return html(req, res, 200, homewarePrivacy(catalogue))
    if (path === '/search') {
      const term = (url.searchParams.get('term') ?? '').slice(0, 100)
      const products = catalogue.products.filter((p) => p.visible !== false && matches(p, term))
      return html(req, res, 200, homewareListing(catalogue, { heading: term ? `Results for "${term}"` : 'All products', term, products }))
    }
    const product = bySlug.get(path.slice(1))
    if (product) return html(req, res, 200, homewareProduct(catalogue, product))
    const category = categoriesBySlug.get(path.slice(1))
    if (category) {
      const products = catalogue.products.filter((p) => p.categories?.some((c) => c._id === category._id))
      return html(req, res, 200, homewareListing(catalogue, { heading: category.name, products, category }))
    }
    html(req, res, 404, homewareNotFound(catalogue))
  }
}
