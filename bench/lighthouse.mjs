// Lighthouse (mobile emulation, simulated slow 4G) on the demo's home, product and search pages and the /app/ cart and
// checkout routes, in Debian's Chromium. Prints each category's score and the metrics behind performance. Needs dist/
// (run `node build.mjs`).
// Lighthouse 12 is pinned: 13 needs Node 22. Usage: node bench/lighthouse.mjs [runs=1]
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startDemo } from '../demo-theme/server.mjs'
import { resolvePaths } from './page-weight-lib.mjs'
import { CHROME_FLAGS, CHROME_PATH, requireDist } from '../scripts/chromium.mjs'

requireDist()
const RUNS = Math.min(5, Math.max(1, Number(process.argv[2]) || 1))

const demo = await startDemo({ port: 0, dataFile: undefined })
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: CHROME_FLAGS
})
const pct = (x) => String(Math.round((x ?? 0) * 100)).padStart(4)
try {
  // The storefront pages, and the /app/ cart and checkout routes (an empty cart's checkout route shows the
  // identification step's e-mail form over the cart summary).
  const pages = [
    ...(await resolvePaths(demo.url)).filter((p) => ['home', 'product', 'search', 'cart'].includes(p.name)),
    { name: 'checkout', path: '/app/#/checkout' }
  ]
  console.log(`${'page'.padEnd(9)} perf a11y best  seo   LCP ms  TBT ms    CLS`)
  for (const p of pages) {
    for (let run = 0; run < RUNS; run++) {
      const { lhr } = await lighthouse(`${demo.url}${p.path}`, { port: chrome.port, output: 'json', logLevel: 'error' })
      const c = lhr.categories
      const a = lhr.audits
      console.log(
        `${p.name.padEnd(9)} ${pct(c.performance.score)} ${pct(c.accessibility.score)} ${pct(c['best-practices'].score)} ${pct(c.seo.score)} ${String(Math.round(a['largest-contentful-paint'].numericValue)).padStart(8)} ${String(Math.round(a['total-blocking-time'].numericValue)).padStart(7)} ${a['cumulative-layout-shift'].numericValue.toFixed(3).padStart(6)}`
      )
    }
  }
} finally {
  await chrome.kill()
  await demo.close()
}
