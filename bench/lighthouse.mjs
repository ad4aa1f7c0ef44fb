// Lighthouse (mobile emulation, simulated slow 4G) on the demo's home, product and search pages and the /app/ cart and
// checkout routes, in Debian's Chromium. Prints each category's score and the metrics behind performance. Needs dist/
// (run `node build.mjs`).
// Lighthouse 12 is pinned: 13 needs Node 22.
// Usage: node bench/lighthouse.mjs [runs=1] [--consent | --no-integrations] [--tasks]
// --consent: the home page only, with the shopper's consent to everything already given (every integration runs:
// tag manager, GA4, both pixels, reviews and seals): the worst case a store with every integration can reach.
// --no-integrations: every page served as a store without third-party integrations (the demo's ?integrations=off: no
// consent banner, no vendors): our own code alone, so a score change is ours and not a vendor's. By default they are on and consent is not given: the
// consent banner shows, and being the largest text it paints, it is often the page's LCP.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from '@playwright/test'
import { startDemo } from '../demo-theme/server.mjs'
import { resolvePaths } from './page-weight-lib.mjs'
import { CHROME_FLAGS, CHROME_PATH, requireDist } from '../scripts/chromium.mjs'

requireDist()
const RUNS = Math.min(5, Math.max(1, Number(process.argv[2]) || 1))
const CONSENT = process.argv.includes('--consent')
const OFF = process.argv.includes('--no-integrations')
// --tasks: after each run, the long tasks Lighthouse saw (script, start and duration in ms as simulated), which is
// where a non-zero TBT comes from.
const TASKS = process.argv.includes('--tasks')

const demo = await startDemo({ port: 0, dataFile: undefined })
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: CHROME_FLAGS
})
/**
 * Puts `entries` in the demo origin's localStorage, in Lighthouse's Chrome, then empties the HTTP cache: such runs
 * keep storage (Lighthouse would clear it), and with it the cache, which would flatter the page.
 */
async function prepare(port, url, entries) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  const page = await browser.contexts()[0].newPage()
  await page.goto(url)
  await page.evaluate((e) => {
    localStorage.clear()
    for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v)
  }, entries)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.clearBrowserCache')
  await page.close()
}

/** Consent to every purpose, as the consent banner stores it. */
const CONSENT_ENTRY = {
  'vitrine:consent': JSON.stringify({ analytics: true, ads: true, functional: true, at: Date.now() })
}

/** A cart with two units of one simple product of the demo catalogue, as the cart store writes it. */
async function cartEntry(url) {
  const res = await fetch(`${url}/api/store/v1/products.json?limit=40`, { headers: { 'X-Store-ID': '1011' } })
  const p = (await res.json()).result.find((x) => x.available && x.price > 0 && !x.variations?.length && x.quantity > 5)
  const item = { _id: 'bench1', product_id: p._id, sku: p.sku, name: p.name, slug: p.slug, quantity: 2, price: p.price }
  return { ecomShoppingCart: JSON.stringify({ _id: 'benchcart', items: [item], subtotal: p.price * 2 }) }
}

const pct = (x) => String(Math.round((x ?? 0) * 100)).padStart(4)
try {
  // The /app/ routes are measured with a filled cart (the checkout route then shows its first step, e-mail first).
  const filled = await cartEntry(demo.url)
  const pages = CONSENT
    ? [{ name: 'home+cons', path: '/', storage: CONSENT_ENTRY }]
    : [
        ...(await resolvePaths(demo.url)).filter((p) => ['home', 'product', 'search'].includes(p.name)),
        { name: 'cart', path: '/app/#/cart', storage: filled },
        { name: 'checkout', path: '/app/#/checkout', storage: filled }
      ]
  console.log(`${'page'.padEnd(9)} perf a11y best  seo   LCP ms  TBT ms    CLS`)
  for (const p of pages) {
    for (let run = 0; run < RUNS; run++) {
      if (p.storage) await prepare(chrome.port, demo.url, p.storage)
      const path = OFF
        ? p.path.replace(/^([^#?]*)(\?[^#]*)?/, (_, a, q) => `${a}${q ? `${q}&` : '?'}integrations=off`)
        : p.path
      const { lhr } = await lighthouse(`${demo.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        // Keeps what prepare() stored in the demo's origin (Lighthouse clears storage before a run by default).
        disableStorageReset: Boolean(p.storage)
      })
      const c = lhr.categories
      const a = lhr.audits
      // With --consent, the vendors' stand-ins that loaded (so the run shows consent took effect).
      const vendors = a['network-requests'].details.items.filter((r) => r.url.includes('/vendors/')).length
      console.log(
        `${p.name.padEnd(9)} ${pct(c.performance.score)} ${pct(c.accessibility.score)} ${pct(c['best-practices'].score)} ${pct(c.seo.score)} ${String(Math.round(a['largest-contentful-paint'].numericValue)).padStart(8)} ${String(Math.round(a['total-blocking-time'].numericValue)).padStart(7)} ${a['cumulative-layout-shift'].numericValue.toFixed(3).padStart(6)}${CONSENT ? `  vendor scripts ${vendors}` : ''}`
      )
      if (TASKS)
        for (const t of a['long-tasks'].details?.items ?? [])
          console.log(`    ${Math.round(t.startTime)}+${Math.round(t.duration)} ms ${t.url.split('/').pop()}`)
    }
  }
} finally {
  await chrome.kill()
  await demo.close()
}
