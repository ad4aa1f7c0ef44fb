// The platform's published checkout app (@ecomplus/storefront-app, the one the platform's storefront serves at /app/),
// served in a test at /app/ of the demo's origin in place of Vitrine's checkout, as a legacy store runs it beside
// Vitrine's widgets. Its clients call the hosted API hosts unless the page sets their base URLs
// (window.ECOMCLIENT_API_*, read by @ecomplus/client's src/lib/constants.js): the page points them at the local
// platform. Nothing outside the test's origin is reached (the app's CEP look-ups go to outside services).
import type { Page, Route } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, join } from 'node:path'

const require = createRequire(import.meta.url)
const APP = dirname(require.resolve('@ecomplus/storefront-app/package.json'))
const VERSION = (require('@ecomplus/storefront-app/package.json') as { version: string }).version
// The theme's compiled Bootstrap 4 CSS, installed with the app (one of its dependencies), and its fonts.
const TWBS = dirname(
  createRequire(join(APP, 'package.json')).resolve('@ecomplus/storefront-twbs/dist/storefront-twbs.min.css')
)
// Where app.js loads its chunks from (webpack's public path, written into the file at build time).
const CDN_PATH = `https://cdn.jsdelivr.net/npm/@ecomplus/storefront-app@${VERSION}/dist/lib/`
// The app's requests and their answers are another storefront's, not Vitrine's payloads: marked so the contract
// recorder leaves them out (demo-theme/platform/index.mjs, clientOf; the modules echo a request in their `meta`).
const APP_AGENT = `ecomplus-storefront-app/${VERSION} (Vitrine legacy test)`

const API_BASES: Record<string, string> = {
  STORE: '/api/store/v1/',
  STORE_CACHE: '/api/store-cache/:id/v1/',
  PASSPORT: '/api/passport/v1/',
  SEARCH: '/api/search/v1/',
  MODULES: '/api/modules/v1/',
  STOREFRONT: '/api/storefront/v1/',
  GRAPHS: '/api/graphs/v1/',
  PLATFORM: '/api/platform/v1/'
}

/** The legacy theme's /app/ page: the app's settings as meta tags, API bases, a `window.storefront` of its own. */
function appPage(origin: string) {
  const bases = Object.entries(API_BASES)
    .map(([api, path]) => `window.ECOMCLIENT_API_${api} = ${JSON.stringify(origin + path)}`)
    .join('\n')
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Loja</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="ecom-store-id" content="1011">
<meta name="ecom-store-object-id" content="5b1abe30a4d4531b8fe40725">
<meta name="ecom-lang" content="pt_br">
<meta name="ecom-currency" content="BRL">
<meta name="ecom-currency-symbol" content="R$">
<meta name="ecom-country-code" content="BR">
<link rel="stylesheet" href="/app/css/storefront-twbs.min.css">
<script>
${bases}
// The legacy template's event emitter; the app reads settings.domain from it on localhost.
window.storefront = { settings: { domain: 'localhost' }, on() {}, off() {}, once() {}, emit() {} }
</script>
</head><body><main><div id="storefront-app"></div></main><script src="/app/js/app.js"></script></body></html>`
}

/**
 * Serves the published app at /app/ for this page. Vitrine's own pages are the demo's, with the cart key the app reads
 * named in `ecom:cart_key`: a store keeping the platform's checkout names the key both share (docs/agencies.md).
 */
export async function servePlatformApp(page: Page) {
  await page.route(
    (url) => !url.pathname.startsWith('/app/') && !url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const res = await route.fetch()
      const html = (await res.text()).replace(
        '<meta name="ecom:store_id"',
        '<meta name="ecom:cart_key" content="ecomShoppingCart">\n    <meta name="ecom:store_id"'
      )
      return route.fulfill({ response: res, body: html })
    }
  )
  const chunk = (route: Route) => {
    const name = basename(new URL(route.request().url()).pathname)
    let body = readFileSync(join(APP, 'dist/lib/js', name), 'utf8')
    if (name === 'app.js') {
      if (!body.includes(CDN_PATH)) throw new Error(`app.js no longer loads its chunks from ${CDN_PATH}`)
      body = body.replace(CDN_PATH, '/app/')
    }
    return route.fulfill({ body, contentType: 'text/javascript; charset=utf-8' })
  }
  await page.route(/\/app\/(\?[^#]*)?$/, (route) =>
    route.fulfill({
      body: appPage(new URL(route.request().url()).origin),
      contentType: 'text/html; charset=utf-8',
      headers: { 'Cache-Control': 'no-store' }
    })
  )
  await page.route(/\/app\/js\/[\w-]+\.js$/, chunk)
  await page.route(/\/app\/css\/[\w.-]+$/, (route) =>
    route.fulfill({ path: join(TWBS, basename(new URL(route.request().url()).pathname)) })
  )
  await page.route(/\/api\//, (route) => {
    const request = route.request()
    const fromApp = /^https?:\/\/[^/]+\/app\//.test(request.headers().referer ?? '')
    return fromApp ? route.continue({ headers: { ...request.headers(), 'user-agent': APP_AGENT } }) : route.fallback()
  })
  await page.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort('blockedbyclient'))
}
