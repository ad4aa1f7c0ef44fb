// The demo store: server-rendered pages with data-widget markup, the built widgets from dist/, and the local
// platform (demo-theme/platform) answering every API on the same origin. Binds 127.0.0.1 only.
import { createServer } from 'node:http'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createPlatform } from './platform/index.mjs'
import { appPage, brandPage, categoryPage, homePage, notFoundPage, privacyPage, productPage, searchPage } from './pages/pages.mjs'
import { buildQuery, stateFromUrl } from '../dist/node/core.mjs'

const here = fileURLToPath(new URL('.', import.meta.url))
const TYPES = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.map': 'application/json' }

async function serveFile(res, root, rel, immutable) {
  const path = normalize(join(root, rel))
  if (!path.startsWith(root)) return false
  try {
    const body = await readFile(path)
    res.writeHead(200, {
      'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
      // Chunks are content-hashed; the loader and CSS keep stable names and are revalidated.
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache'
    })
    res.end(body)
    return true
  } catch {
    return false
  }
}

// The results a shopper without JavaScript sees, and what the results island replaces: the platform's own search,
// asked over HTTP like any client, with the query the island builds from the same URL (so the two agree).
async function searchItems(port, params, scope) {
  const { aggs, ...query } = buildQuery({ ...stateFromUrl(params), scope, pageSize: 24 })
  const r = await fetch(`http://127.0.0.1:${port}/api/search/v1/items.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Store-ID': '1011' },
    body: JSON.stringify(query)
  })
  if (!r.ok) throw new Error(`search answered ${r.status}`)
  return r.json()
}

function html(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
  res.end(body)
}

export async function startDemo({ port = 8080, host = '127.0.0.1', dataFile, catalogueSize, distDir = join(here, '..', 'dist') } = {}) {
  const platform = createPlatform({ storeId: 1011, dataFile, catalogueSize })
  await platform.ready
  const catalogue = platform.state.catalogue
  const bySlug = new Map(catalogue.products.map((p) => [p.slug, p]))
  const categoriesBySlug = new Map(catalogue.categories.map((c) => [c.slug, c]))
  const brandsBySlug = new Map(catalogue.brands.map((b) => [b.slug, b]))

  /** @param {string} pathname @returns {string | null} */
  const decodePath = (pathname) => {
    try {
      return decodeURIComponent(pathname)
    } catch {
      return null
    }
  }

  const server = createServer(async (req, res) => {
    try {
      if (await platform.handle(req, res)) return
      const url = new URL(req.url ?? '/', 'http://localhost')
      const path = decodePath(url.pathname)
      // A broken %-escape (/%zz) is the client's error: 400, nothing logged.
      if (path === null) return html(res, 400, notFoundPage())
      if (req.method !== 'GET' && req.method !== 'HEAD') return html(res, 405, notFoundPage())
      if (path.startsWith('/dist/') && (await serveFile(res, distDir, path.slice(6), path.includes('/chunks/')))) return
      if (path.startsWith('/assets/') && (await serveFile(res, join(here, 'assets'), path.slice(8), false))) return
      if (path === '/favicon.ico' && (await serveFile(res, join(here, 'assets'), 'favicon.svg', false))) return
      if (path === '/') return html(res, 200, homePage(catalogue))
      if (path === '/search') {
        const term = stateFromUrl(url.searchParams).term ?? ''
        const answer = await searchItems(address.port, url.searchParams, {}).catch(() => null)
        return html(res, 200, searchPage(term, answer))
      }
      if (path === '/app' || path === '/app/') return html(res, 200, appPage())
      if (path === '/pages/privacidade') return html(res, 200, privacyPage())
      const product = bySlug.get(path.slice(1))
      if (product && product.visible !== false) return html(res, 200, productPage(catalogue, product))
      // The platform's resource-type routing: a slug that is not a product may be a category or a brand.
      const category = categoriesBySlug.get(path.slice(1))
      if (category) {
        const answer = await searchItems(address.port, url.searchParams, { categories: [category.name] }).catch(() => null)
        return html(res, 200, categoryPage(category, answer))
      }
      const brand = brandsBySlug.get(path.slice(1))
      if (brand) {
        const answer = await searchItems(address.port, url.searchParams, { brands: [brand.name] }).catch(() => null)
        return html(res, 200, brandPage(brand, answer))
      }
      html(res, 404, notFoundPage())
    } catch (e) {
      console.error('[demo] request failed', e)
      if (!res.headersSent) html(res, 500, notFoundPage())
      else res.end()
    }
  })
  await new Promise((resolve) => server.listen(port, host, resolve))
  var address = server.address()
  return {
    url: `http://localhost:${address.port}`,
    port: address.port,
    close: () => new Promise((resolve) => { server.closeAllConnections?.(); server.close(() => resolve()); platform.close?.() })
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = Number(process.env.PORT ?? 8080)
  const demo = await startDemo({ port, dataFile: (process.env.DATA_FILE ?? join(here, '..', '.data', 'platform.json')) || undefined })
  console.log(`Vitrine demo store: ${demo.url}  (platform APIs under ${demo.url}/api/)`)
}
