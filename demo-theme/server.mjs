// The demo store: server-rendered pages with data-widget markup, the built widgets from dist/, and the local
// platform (demo-theme/platform) answering every API on the same origin. Binds 127.0.0.1 only.
import { createServer } from 'node:http'
import { readdir, readFile } from 'node:fs/promises'
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createPlatform } from './platform/index.mjs'
import { appPage, brandPage, categoryPage, homePage, notFoundPage, privacyPage, productPage, searchPage } from './pages/pages.mjs'
import { buildQuery, stateFromUrl } from '../dist/node/core.mjs'
import { ADD_ROUTE } from './pages/product.mjs'
import { THEME_REACT } from '../scripts/theme-react.mjs'
import { setCatalogueMenu } from './pages/menu.mjs'
import { CONSENT_BANNER, INTEGRATION_BLOCKS } from './pages/layout.mjs'
import { contentSecurityPolicy, scriptHash } from './csp.mjs'
import { swatchCss } from './pages/swatches.mjs'
import { homewareSite } from './homeware/site.mjs'

const here = fileURLToPath(new URL('.', import.meta.url))
const TYPES = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.map': 'application/json' }

/** Compressed copies of static files, made once per file version (a production CDN does the same). */
const compressed = new Map()

/** The best encoding the browser accepts: brotli, then gzip, else none (''). */
function pickEncoding(req) {
  const accept = String(req.headers['accept-encoding'] ?? '')
  return /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : ''
}

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const brotliMax = (body) => ({ params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })

/** A file version's ETag: the hash of its bytes. */
const etagOf = (body) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`

/** A static file's body in that encoding, compressed at the highest level once per file version. */
function encode(req, key, body) {
  const kind = pickEncoding(req)
  if (!kind || body.length < 512) return { body }
  const cacheKey = `${kind}:${key}`
  if (!compressed.has(cacheKey)) compressed.set(cacheKey, kind === 'br' ? brotliCompressSync(body, brotliMax(body)) : gzipSync(body, { level: 9 }))
  return { body: compressed.get(cacheKey), encoding: kind }
}

/**
 * Compresses the scripts and stylesheets under a folder before the server listens, as a CDN's copies are ready before
 * the first shopper: compressing on the first request made the first visit after a start ~3 s instead of ~1 s.
 * Source maps are left to the first request (only developer tools fetch them).
 */
async function precompress(root) {
  const files = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((f) => f.isFile() && /\.(js|css|svg)$/.test(f.name))
    .map((f) => join(f.parentPath, f.name))
  await Promise.all(files.map(async (path) => {
    const body = await readFile(path)
    if (body.length < 512) return
    const key = `${path}:${etagOf(body)}`
    const [br, gz] = await Promise.all([brotliAsync(body, brotliMax(body)), gzipAsync(body, { level: 9 })])
    compressed.set(`br:${key}`, br)
    compressed.set(`gzip:${key}`, gz)
  }))
}

/**
 * Static files served as a CDN would: content-hashed chunks are immutable for a year (a new build has new names);
 * stable names (the loader, CSS, theme assets) are revalidated with an ETag, so a deploy shows at once and an
 * unchanged file costs a 304. Text is sent brotli- or gzip-compressed.
 */
async function serveFile(req, res, root, rel, immutable) {
  const path = normalize(join(root, rel))
  if (!path.startsWith(root)) return false
  let body
  try {
    body = await readFile(path)
  } catch {
    return false
  }
  const etag = etagOf(body)
  const headers = {
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ETag: etag,
    Vary: 'Accept-Encoding'
  }
  if (!immutable && req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers)
    res.end()
    return true
  }
  const out = encode(req, `${path}:${etag}`, body)
  res.writeHead(200, out.encoding ? { ...headers, 'Content-Encoding': out.encoding } : headers)
  res.end(req.method === 'HEAD' ? undefined : out.body)
  return true
}

/** A stylesheet the server writes (the swatch colours of the catalogue): revalidated with an ETag like theme files. */
function css(req, res, text) {
  const body = Buffer.from(text)
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`
  const headers = { 'Content-Type': TYPES['.css'], 'Cache-Control': 'no-cache', ETag: etag, Vary: 'Accept-Encoding' }
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers)
    return res.end()
  }
  const out = encode(req, `swatches:${etag}`, body)
  res.writeHead(200, out.encoding ? { ...headers, 'Content-Encoding': out.encoding } : headers)
  res.end(req.method === 'HEAD' ? undefined : out.body)
}

// The results a shopper without JavaScript sees, and what the results island replaces: the platform's own search,
// asked over HTTP like any client, with the query the island builds from the same URL (so the two agree).
async function searchItems(port, params, scope) {
  // With the aggregations: the page's filters (a GET form without JavaScript) list the facets.
  const query = buildQuery({ ...stateFromUrl(params), scope, pageSize: 24 })
  const r = await fetch(`http://127.0.0.1:${port}/api/search/v1/items.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Store-ID': '1011' },
    body: JSON.stringify(query)
  })
  if (!r.ok) throw new Error(`search answered ${r.status}`)
  // The platform names its pictures absolute to the address asked (127.0.0.1); the pages are on that same server,
  // under whatever name the shopper used, so their pictures go site-relative (the policy allows 'self' only).
  return JSON.parse((await r.text()).replaceAll(`http://127.0.0.1:${port}/img/`, '/img/'))
}

// Pages carry the shopper's current prices and stock: never cached. Compressed like the static files. Every page
// carries the strict Content Security Policy (csp.mjs).
function html(req, res, status, page, csp = contentSecurityPolicy()) {
  const kind = pickEncoding(req)
  const body = Buffer.from(page)
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    Vary: 'Accept-Encoding',
    'Content-Security-Policy': csp
  }
  if (!kind) {
    res.writeHead(status, headers)
    return res.end(body)
  }
  res.writeHead(status, { ...headers, 'Content-Encoding': kind })
  // Fast settings: a page is compressed on every request.
  res.end(kind === 'br' ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body, { level: 6 }))
}

/**
 * testMode: the platform honours fault injection and the test controls (see platform/README.md); never for a shop.
 * recordFile (test mode): where the platform records the API payloads for the contract check (tests/contract).
 * homewarePort: where store 2022 (the American homeware shop) is served by the same process and platform; null
 * serves store 1011 alone.
 * @param {{ port?: number, homewarePort?: number | null, host?: string, dataFile?: string, catalogueSize?: number, distDir?: string, testMode?: boolean, recordFile?: string }} [options]
 */
export async function startDemo({ port = 8080, homewarePort = null, host = '127.0.0.1', dataFile, catalogueSize, distDir = join(here, '..', 'dist'), testMode = false, recordFile } = {}) {
  const platform = createPlatform({ storeId: 1011, dataFile, catalogueSize, testMode, recordFile })
  await platform.ready
  const catalogue = platform.state.catalogue
  setCatalogueMenu(catalogue)
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

  // The React flavour on the theme's own React: an import map gives the bare names one copy (dist/demo/react/).
  const LOADER_TAG = '<script type="module" src="/dist/storefront.js"></script>'
  const importMap = Object.fromEntries(Object.entries(THEME_REACT).map(([name, file]) => [name, `/dist/demo/react/${file}`]))
  const IMPORT_MAP = JSON.stringify({ imports: importMap })
  const REACT_FLAVOUR_TAGS = `<script type="importmap">${IMPORT_MAP}</script>\n    ${LOADER_TAG.replace('/dist/', '/dist/react/')}`
  // An import map can only be inline: the policy allows this one by its hash, on the pages that carry it.
  const REACT_FLAVOUR_CSP = contentSecurityPolicy([scriptHash(IMPORT_MAP)])

  const server = createServer(async (req, res) => {
    try {
      if (await platform.handle(req, res)) return
      const url = new URL(req.url ?? '/', 'http://localhost')
      const path = decodePath(url.pathname)
      // ?flavour=react serves the islands built against real React (dist/react/) instead of preact/compat.
      // ?integrations=off serves the page as a store without third-party integrations (no consent banner either).
      const page = (status, body) => {
        const react = url.searchParams.get('flavour') === 'react'
        if (react) body = body.replace(LOADER_TAG, REACT_FLAVOUR_TAGS)
        if (url.searchParams.get('integrations') === 'off') for (const block of INTEGRATION_BLOCKS) body = body.replace(block, '')
        // A shopper who has chosen (the consent widget's cookie) gets no banner with the page.
        if (/(?:^|;\s*)vitrineConsent(?:_1011)?=1(?:;|$)/.test(req.headers.cookie ?? '')) body = body.replace(CONSENT_BANNER, '')
        return html(req, res, status, body, react ? REACT_FLAVOUR_CSP : undefined)
      }
      // A broken %-escape (/%zz) is the client's error: 400, nothing logged.
      if (path === null) return page(400, notFoundPage())
      if (req.method !== 'GET' && req.method !== 'HEAD') return page(405, notFoundPage())
      if (path.startsWith('/dist/') && (await serveFile(req, res, distDir, path.slice(6), path.includes('/chunks/')))) return
      if (path.startsWith('/assets/') && (await serveFile(req, res, join(here, 'assets'), path.slice(8), false))) return
      if (path === '/assets/swatches.css') return css(req, res, swatchCss(catalogue))
      if (path === '/favicon.ico' && (await serveFile(req, res, join(here, 'assets'), 'favicon.svg', false))) return
      if (path === '/') return page(200, homePage(catalogue))
      if (path === '/search') {
        const state = stateFromUrl(url.searchParams)
        const answer = await searchItems(address.port, url.searchParams, {}).catch(() => null)
        return page(200, searchPage(state.term ?? '', answer, state))
      }
      if (path === '/app' || path === '/app/') return page(200, appPage())
      // The product page's no-JavaScript form: the cart lives in the browser, so the server can only pass the line on
      // to the cart page (which needs JavaScript) in its query; unknown ids go back to the home page.
      if (path === ADD_ROUTE) {
        const id = url.searchParams.get('product_id') ?? ''
        const known = catalogue.products.some((p) => p._id === id)
        const q = new URLSearchParams({ product_id: id, variation_id: url.searchParams.get('variation_id') ?? '', quantity: url.searchParams.get('quantity') ?? '1' })
        // A kit's open parts, in the kit's order.
        for (const v of url.searchParams.getAll('kit_variation')) q.append('kit_variation', v)
        res.writeHead(303, { Location: known ? `/app/?${q}#/cart` : '/' })
        return res.end()
      }
      if (path === '/pages/privacidade') return page(200, privacyPage())
      const product = bySlug.get(path.slice(1))
      if (product && product.visible !== false) return page(200, productPage(catalogue, product))
      // The platform's resource-type routing: a slug that is not a product may be a category or a brand.
      const category = categoriesBySlug.get(path.slice(1))
      if (category) {
        const answer = await searchItems(address.port, url.searchParams, { categories: [category.name] }).catch(() => null)
        return page(200, categoryPage(category, answer, stateFromUrl(url.searchParams)))
      }
      const brand = brandsBySlug.get(path.slice(1))
      if (brand) {
        const answer = await searchItems(address.port, url.searchParams, { brands: [brand.name] }).catch(() => null)
        return page(200, brandPage(brand, answer, stateFromUrl(url.searchParams)))
      }
      page(404, notFoundPage())
    } catch (e) {
      console.error('[demo] request failed', e)
      if (!res.headersSent) html(req, res, 500, notFoundPage())
      else res.end()
    }
  })
  // Node closes an idle kept-alive socket after 5 s; a client reusing it at that moment gets ECONNRESET. Idle sockets
  // live longer here than clients keep them (browsers and Playwright drop theirs first).
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  await Promise.all([precompress(normalize(distDir)), precompress(join(here, 'assets'))])
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)))
  var address = /** @type {import('node:net').AddressInfo} */ (server.address())
  const second = homewarePort === null ? null : await listenHomeware(homewarePort, host, platform, distDir)
  return {
    url: `http://localhost:${address.port}`,
    port: address.port,
    homewareUrl: second?.url,
    catalogueSize: catalogue.products.length,
    close: () => new Promise((resolve) => {
      second?.server.closeAllConnections?.()
      second?.server.close()
      server.closeAllConnections?.()
      server.close(() => resolve(undefined))
      platform.close?.()
    })
  }
}

/** Store 2022's origin, on the same platform (homeware/site.mjs). */
async function listenHomeware(port, host, platform, distDir) {
  const handle = homewareSite({ platform, distDir, serveFile, html })
  const server = createServer((req, res) => {
    handle(req, res).catch((e) => {
      console.error('[demo] request failed', e)
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)))
  return { server, url: `http://localhost:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}` }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = Number(process.env.PORT ?? 8080)
  // VITRINE_TEST_MODE=1 is set by the browser tests' config only; `npm start` runs the shop without fault injection.
  const testMode = process.env.VITRINE_TEST_MODE === '1'
  const recordFile = process.env.CONTRACT_RECORD_FILE || undefined
  // VITRINE_CATALOGUE=10000 seeds that many products (the same first 72, then generated alike) to measure at scale.
  const sized = process.env.VITRINE_CATALOGUE
  const catalogueSize = sized ? Number(sized) : undefined
  if (catalogueSize !== undefined && !(Number.isInteger(catalogueSize) && catalogueSize > 0)) {
    console.error(`VITRINE_CATALOGUE must be a whole number of products above 0, not "${sized}"`)
    process.exit(1)
  }
  // The second store, Maple Row Home (store 2022), on its own origin: HOMEWARE_PORT, else the port after PORT.
  const homewarePort = Number(process.env.HOMEWARE_PORT ?? port + 1)
  const demo = await startDemo({ port, homewarePort, dataFile: (process.env.DATA_FILE ?? join(here, '..', '.data', 'platform.json')) || undefined, catalogueSize, testMode, recordFile })
  const count = demo.catalogueSize === 72 ? '' : `, ${demo.catalogueSize} products`
  console.log(`Vitrine demo store: ${demo.url}  (platform APIs under ${demo.url}/api/)${count}${testMode ? ' in test mode' : ''}`)
  console.log(`Second store (Maple Row Home, en_us, USD): ${demo.homewareUrl}`)
}
