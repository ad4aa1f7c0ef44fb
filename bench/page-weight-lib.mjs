// What a shopper downloads per demo page: the JavaScript actually fetched (gzip bytes, as a CDN would send it, and the
// number of files) and the API requests made, before any scroll and after a full scroll plus first interactions.
// Shared by `npm run bench` (prints the table) and the browser test that holds each page to its budget.
import { roomOf, tooTight } from '../scripts/size-report.mjs'
import { gzipSync } from 'node:zlib'

/** The demo pages measured, with the page budget's name in budgets.json (`pages`). */
export const PAGES = [
  { name: 'home', path: '/' },
  { name: 'product', path: null },
  { name: 'search', path: '/search?term=camiseta' },
  { name: 'category', path: null },
  { name: 'cart', path: '/app/#/cart' }
]

const settle = (page, ms) => page.waitForTimeout(ms)

/** Fills the product and category paths from the demo platform (the catalogue decides the slugs). */
export async function resolvePaths(baseUrl) {
  const get = (path) =>
    fetch(`${baseUrl}/api/store/v1/${path}`, { headers: { 'X-Store-ID': '1011' } }).then((r) => r.json())
  const products = await get('products.json?limit=20')
  const categories = await get('categories.json')
  const product = (products.result ?? products).find((p) => p.visible !== false && p.available !== false && p.slug)
  const paths = { product: `/${product.slug}`, category: `/${(categories.result ?? categories)[0].slug}` }
  return PAGES.map((p) => ({ ...p, path: p.path ?? paths[p.name] }))
}

/**
 * Third-party scripts: the demo's stand-ins for Google's, Meta's, TikTok's and the seals' scripts. A store does not
 * choose their size (the real gtm.js is about 100 KB), so they are outside our budgets: listed, never counted.
 */
const VENDOR = /^\/vendors\//

/** Starts recording a page's JS and API traffic; `snapshot()` returns the figures so far. */
export function record(page) {
  const js = new Map()
  const vendors = new Set()
  const api = []
  page.on('response', async (res) => {
    const url = new URL(res.url())
    if (url.pathname.includes('/api/')) api.push(`${res.request().method()} ${url.pathname}${url.search}`)
    else if (VENDOR.test(url.pathname)) vendors.add(url.pathname)
    else if (url.pathname.endsWith('.js') && !js.has(url.pathname)) {
      js.set(url.pathname, 0)
      const body = await res.body().catch(() => Buffer.alloc(0))
      js.set(url.pathname, gzipSync(body, { level: 9 }).length)
    }
  })
  return {
    snapshot: () => ({
      bytes: [...js.values()].reduce((a, b) => a + b, 0),
      files: js.size,
      api: [...api],
      scripts: [...js.keys()],
      sizes: new Map(js),
      vendors: [...vendors]
    })
  }
}

/** Scrolls to the bottom a screen at a time, as a shopper would, letting lazy widgets mount. */
export async function scrollThrough(page) {
  for (let i = 0; i < 40; i++) {
    const done = await page.evaluate(() => {
      scrollBy(0, innerHeight * 0.9)
      return innerHeight + scrollY >= document.documentElement.scrollHeight - 2
    })
    await settle(page, 250)
    if (done) break
  }
}

/** First interactions: focus the header search box (its island loads on interaction) and tap the cart button. */
export async function interact(page) {
  const search = page.locator('[data-widget="search"] input').first()
  if (await search.count()) await search.focus()
  await settle(page, 600)
}

/** Measures one page: figures before scroll (after load and the idle window) and after scroll + interactions. */
export async function measurePage(browser, baseUrl, { name, path }) {
  const page = await browser.newPage()
  const rec = record(page)
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' })
  // Idle strategies start 200–800 ms after load; anything the page fetches on its own comes within this window.
  await settle(page, 3000)
  const before = rec.snapshot()
  await scrollThrough(page)
  await interact(page)
  await settle(page, 1500)
  const after = rec.snapshot()
  await page.close()
  return { name, path, before, after }
}

/** Requests the page made for its product cards (single product reads and searches by ids). */
export const cardRequests = (apiLog) => apiLog.filter((l) => /\/products\/[0-9a-f]{24}\.json|items\.json\?q=/.test(l))

/**
 * A visit, page after page in `pages`' order: what each next page fetches beyond what the earlier ones did. Chunks
 * (/chunks/) carry their content hash and are cached for good, so a chunk fetched once is not fetched again. The
 * loader keeps its name and is served `no-cache` with an ETag: a next page revalidates it and gets a 304 without a
 * body, so it is counted once too (tests/unit/demo-theme/caching.test.ts checks that answer). Returns
 * [{ name, bytes, files }] for the pages after the first.
 */
export async function measureVisit(browser, baseUrl, pages) {
  const seen = new Set()
  const next = []
  for (const [i, p] of pages.entries()) {
    const m = await measurePage(browser, baseUrl, p)
    const fetched = [...m.after.sizes].filter(([url]) => !seen.has(url))
    for (const [url] of fetched) seen.add(url)
    if (i > 0) next.push({ name: p.name, bytes: fetched.reduce((n, [, b]) => n + b, 0), files: fetched.length })
  }
  return next
}

/**
 * What breaks a page's budget (`budgets.json` `pages`): its bytes leaving less than the build's 5 % room under their
 * ceiling, or more files before scroll or card requests than allowed. The bench and the page-weight spec share it.
 */
export function overBudget(name, { before, after }, budget) {
  const over = []
  const bytes = (what, n, ceiling) =>
    tooTight(n, ceiling) && over.push(`${name} ${what}: ${n} B leaves ${roomOf(n, ceiling)} % under ${ceiling} B`)
  bytes('after scroll', after.bytes, budget.after)
  if (budget.before !== undefined) bytes('before scroll', before.bytes, budget.before)
  if (budget.files !== undefined && before.files > budget.files)
    over.push(`${name} before scroll: ${before.files} files > ${budget.files}`)
  const cards = cardRequests(after.api).length
  if (budget.cards !== undefined && cards > budget.cards) over.push(`${name}: ${cards} card requests > ${budget.cards}`)
  return over
}

/** A next page in a visit over the `nextPage` ceiling (with the same room), as a message; null when it fits. */
export const nextPageOver = ({ name, bytes }, ceiling) =>
  tooTight(bytes, ceiling)
    ? `next page ${name}: ${bytes} B leaves ${roomOf(bytes, ceiling)} % under ${ceiling} B`
    : null
