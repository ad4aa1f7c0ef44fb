// Page-weight bench: every demo page in Chromium, before any scroll and after a full scroll with first interactions.
// Prints the gzip JS bytes and files actually fetched and the API requests made, against the page budgets in
// budgets.json (`pages`). Needs dist/ (run `node build.mjs` first). Exits 1 when a page leaves less than 5 % room.
// Then a visit (home, category, product, cart) and what each next page fetches. Usage: node bench/page-weight.mjs [--verbose]
import { readFileSync } from 'node:fs'
import { startDemo } from '../demo-theme/server.mjs'
import { cardRequests, measurePage, measureVisit, nextPageOver, overBudget, resolvePaths } from './page-weight-lib.mjs'
import { launchChromium, requireDist } from '../scripts/chromium.mjs'

requireDist()
const all = JSON.parse(readFileSync(new URL('../budgets.json', import.meta.url), 'utf8'))
const budgets = all.pages
const verbose = process.argv.includes('--verbose')
const demo = await startDemo({ port: 0, dataFile: undefined })
const browser = await launchChromium()
const over = []
try {
  const pages = await resolvePaths(demo.url)
  const kb = (n) => (n / 1024).toFixed(1).padStart(6)
  console.log(
    `${'page'.padEnd(9)} ${'before scroll'.padStart(22)} ${'after scroll + use'.padStart(22)} ${'API'.padStart(5)} ${'cards'.padStart(6)}  budget`
  )
  for (const p of pages) {
    const m = await measurePage(browser, demo.url, p)
    const b = budgets[p.name]
    const cards = cardRequests(m.after.api).length
    console.log(
      `${p.name.padEnd(9)} ${kb(m.before.bytes)} KB in ${String(m.before.files).padStart(2)} files ${kb(m.after.bytes)} KB in ${String(m.after.files).padStart(2)} files ${String(m.after.api.length).padStart(5)} ${String(cards).padStart(6)}  ${b ? `${kb(b.after)} KB${b.before ? ` (before scroll ${kb(b.before)} KB, ${b.files} files)` : ''}` : ''}`
    )
    if (verbose)
      console.log(
        `  ${m.before.bytes} B before scroll, ${m.after.bytes} B after\n  ${[...m.after.scripts, ...m.after.vendors.map((v) => `${v} (third party, not counted)`), ...m.after.api].join('\n  ')}`
      )
    if (b) over.push(...overBudget(p.name, m, b))
  }
  // A shopper's visit: each next page should fetch little, the chunks it shares with the pages before being cached.
  const visit = ['home', 'category', 'product', 'cart'].map((n) => pages.find((p) => p.name === n))
  console.log(
    `\nvisit ${visit.map((p) => p.name).join(' -> ')}: what each next page fetches (ceiling ${kb(all.nextPage)} KB)`
  )
  for (const n of await measureVisit(browser, demo.url, visit)) {
    console.log(`${n.name.padEnd(9)} ${kb(n.bytes)} KB in ${String(n.files).padStart(2)} files (${n.bytes} B)`)
    const tooMuch = nextPageOver(n, all.nextPage)
    if (tooMuch) over.push(tooMuch)
  }
} finally {
  await browser.close()
  await demo.close()
}
if (over.length) {
  console.error(`\nOver budget:\n  ${over.join('\n  ')}`)
  process.exit(1)
}
