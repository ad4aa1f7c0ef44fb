// `vitrine dev`: the local platform for a theme under development, on any origin. One server on 127.0.0.1 answers
// every platform API (the demo catalogue, customers, checkout) and serves this package's dist/ under /vitrine/, both
// with CORS for the theme's origin, so a theme adds the printed tags and its widgets work against it.
import { createServer } from 'node:http'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createPlatform } from '../dist/node/platform.mjs'

const DIST = fileURLToPath(new URL('../dist/', import.meta.url))
const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json'
}
const STORE_ID = 1011

/** The platform APIs by settings key, as paths on the dev server. */
const API_PATHS = {
  store: '/api/store/v1/',
  store_cache: '/api/store-cache/{store_id}/v1/',
  passport: '/api/passport/v1/',
  search: '/api/search/v1/',
  modules: '/api/modules/v1/',
  storefront: '/api/storefront/v1/',
  graphs: '/api/graphs/v1/',
  platform: '/api/platform/v1/',
  platform_cache: '/api/platform/v1/'
}

/** The `<head>` tags a theme pastes to use the dev platform at `base` (http://localhost:PORT). */
export function headTags(base) {
  const meta = {
    lang: 'pt_br',
    currency: 'BRL',
    currency_symbol: 'R$',
    country_code: 'BR',
    store_id: String(STORE_ID),
    store_object_id: '5b1abe30a4d4531b8fe40725',
    ...Object.fromEntries(Object.entries(API_PATHS).map(([k, path]) => [`api:${k}`, base + path]))
  }
  return [
    ...Object.entries(meta).map(([k, v]) => `<meta name="ecom:${k}" content="${v}">`),
    `<link rel="stylesheet" href="${base}/vitrine/storefront.css">`,
    `<script type="module" src="${base}/vitrine/storefront.js"></script>`
  ].join('\n')
}

/** Serves a file of dist/ (the loader, its chunks, the stylesheet), readable from the theme's origin. */
async function serveDist(res, rel) {
  const path = normalize(join(DIST, rel))
  if (!path.startsWith(DIST) || path.includes(`${sep}demo${sep}`)) return false
  const body = await readFile(path).catch(() => null)
  if (!body) return false
  res.writeHead(200, {
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
    // Module scripts from another origin are fetched with CORS; these files are public.
    'Access-Control-Allow-Origin': '*',
    // A rebuilt package shows on the next reload.
    'Cache-Control': 'no-cache'
  })
  res.end(body)
  return true
}

/**
 * Starts the dev platform. `origins`: theme origins besides http://localhost:* that may call the APIs.
 * @param {{ port?: number, origins?: string[], dataFile?: string, log?: (msg: string) => void }} [options]
 */
export async function startDev({ port = 8787, origins = [], dataFile, log = console.error } = {}) {
  const platform = createPlatform({ storeId: STORE_ID, origins, dataFile, log })
  await platform.ready
  const server = createServer(async (req, res) => {
    try {
      if (await platform.handle(req, res)) return
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)
      if (path.startsWith('/vitrine/') && (await serveDist(res, path.slice('/vitrine/'.length)))) return
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Not found. The widgets are under /vitrine/, the platform APIs under /api/.')
    } catch (e) {
      log(`vitrine dev: ${req.url} failed: ${e}`)
      if (!res.headersSent) res.writeHead(500)
      res.end()
    }
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(undefined))
  })
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  const url = `http://localhost:${address.port}`
  return {
    url,
    tags: headTags(url),
    async close() {
      await platform.close()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(() => resolve(undefined)))
    }
  }
}
