// Lighthouse (mobile emulation, simulated slow 4G) on the demo's home, product and search pages and the /app/ cart and
// checkout routes, in Debian's Chromium. Prints each category's score and the metrics behind performance. Needs dist/
// (run `node build.mjs`).
// Lighthouse 12 is pinned: 13 needs Node 22. Usage: node bench/lighthouse.mjs [runs=1] [--consent]
// --consent: the home page only, with the shopper's consent to everything already given (every integration runs:
// tag manager, GA4, both pixels, reviews and seals), the integrations issue's measure.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from '@playwright/test'
import { startDemo } from '../demo-theme/server.mjs'
import { resolvePaths } from './page-weight-lib.mjs'
import { CHROME_FLAGS, CHROME_PATH, requireDist } from '../scripts/chromium.mjs'

requireDist()
const RUNS = Math.min(5, Math.max(1, Number(process.argv[2]) || 1))
const CONSENT = process.argv.includes('--consent')

const demo = await startDemo({ port: 0, dataFile: undefined })
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: CHROME_FLAGS
})
/**
 * Stores consent to every purpose in the demo's origin, in Lighthouse's Chrome, as the consent banner would, then
 * empties the HTTP cache: Lighthouse keeps storage (and so the cache) for these runs, and a warm cache would flatter.
 */
async function giveConsent(port, url) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  const page = await browser.contexts()[0].newPage()
  await page.goto(url)
  await page.evaluate(() =>
    localStorage.setItem(
      'vitrine:consent',
      JSON.stringify({ analytics: true, ads: true, functional: true, at: Date.now() })
    )
  )
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.clearBrowserCache')
  await page.close()
}

const pct = (x) => String(Math.round((x ?? 0) * 100)).padStart(4)
try {
  // The storefront pages, and the /app/ cart and checkout routes (with the fresh browser's empty cart, the checkout
  // route says so and links back to the cart: the app shell and that route's chunk, not the steps' forms).
  const pages = CONSENT
    ? [{ name: 'home+cons', path: '/' }]
    : [
        ...(await resolvePaths(demo.url)).filter((p) => ['home', 'product', 'search', 'cart'].includes(p.name)),
        { name: 'checkout', path: '/app/#/checkout' }
      ]
  console.log(`${'page'.padEnd(9)} perf a11y best  seo   LCP ms  TBT ms    CLS`)
  for (const p of pages) {
    for (let run = 0; run < RUNS; run++) {
      if (CONSENT) await giveConsent(chrome.port, demo.url)
      const { lhr } = await lighthouse(`${demo.url}${p.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        // Keeps the consent stored in the demo's origin (Lighthouse clears storage before a run by default).
        disableStorageReset: CONSENT
      })
      const c = lhr.categories
      const a = lhr.audits
      // With --consent, the vendors' stand-ins that loaded (so the run shows consent took effect).
      const vendors = a['network-requests'].details.items.filter((r) => r.url.includes('/vendors/')).length
      console.log(
        `${p.name.padEnd(9)} ${pct(c.performance.score)} ${pct(c.accessibility.score)} ${pct(c['best-practices'].score)} ${pct(c.seo.score)} ${String(Math.round(a['largest-contentful-paint'].numericValue)).padStart(8)} ${String(Math.round(a['total-blocking-time'].numericValue)).padStart(7)} ${a['cumulative-layout-shift'].numericValue.toFixed(3).padStart(6)}${CONSENT ? `  vendor scripts ${vendors}` : ''}`
      )
    }
  }
} finally {
  await chrome.kill()
  await demo.close()
}
