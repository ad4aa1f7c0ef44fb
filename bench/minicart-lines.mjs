// Minicart benchmark: interaction latency (pointerdown to the next paint, as the Event Timing API reports it) of
// opening the drawer, reopening it and adding to the cart with 'Comprar' (which opens it), with 1, 10, 50 and 100
// lines in the cart, on a 390x844 phone viewport at 4x CPU throttling. Prints figures only (no budget: a loaded
// machine makes them indicative). Built dist/ required: run `node build.mjs` first.
// Usage: node bench/minicart-lines.mjs [rounds=3]
import { loadavg } from 'node:os'
import { startDemo } from '../demo-theme/server.mjs'
import { launchChromium, requireDist } from '../scripts/chromium.mjs'

const ROUNDS = Math.min(10, Math.max(1, Number(process.argv[2]) || 3))
const SIZES = [1, 10, 50, 100]
requireDist()
const demo = await startDemo({ port: 0, dataFile: undefined })
const browser = await launchChromium()

/** @param {number} n */
const lines = (n) =>
  Array.from({ length: n }, (_, i) => ({
    _id: `line${i}`.padEnd(24, '0'),
    product_id: `prod${i}`.padEnd(24, '0'),
    name: `Linha ${i + 1}`,
    quantity: 1,
    price: 10
  }))

/**
 * Clicks `target` with the mouse and returns the longest interaction the page recorded for it (ms), once `done`
 * has resolved and two more frames have passed (so the entry is in).
 * @param {import('playwright-core').Page} page @param {import('playwright-core').Locator} target
 * @param {() => Promise<unknown>} done
 */
async function interaction(page, target, done) {
  await page.evaluate(() => {
    const w = /** @type {any} */ (window)
    w.__latency = 0
  })
  await target.click()
  await done()
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
  // Event Timing entries arrive a little after the frame they measure.
  await page.waitForTimeout(300)
  return page.evaluate(() => /** @type {any} */ (window).__latency)
}

/** @param {number} n */
async function measure(n) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.addInitScript((items) => {
    if (!localStorage.getItem('ecomShoppingCart'))
      localStorage.setItem(
        'ecomShoppingCart',
        JSON.stringify({ _id: 'c'.repeat(24), items, subtotal: items.length * 10 })
      )
    const w = /** @type {any} */ (window)
    w.__latency = 0
    new PerformanceObserver((list) => {
      for (const e of /** @type {any[]} */ (list.getEntries()))
        if (e.interactionId) w.__latency = Math.max(w.__latency, e.duration)
    }).observe(/** @type {any} */ ({ type: 'event', durationThreshold: 16, buffered: true }))
  }, lines(n))
  await page.goto(`${demo.url}/`)
  await page.locator('[data-widget="minicart"][data-widget-state="ready"]').waitFor()
  const button = page.locator('.vt-minicart__button')
  const dialog = page.locator('dialog.vt-drawer__panel')
  const drawn = () => page.waitForFunction(() => !document.querySelector('dialog [data-cart-lines] .vt-line--later'))
  /** The drawer is open and every line drawn. */
  const shown = async () => {
    await dialog.waitFor()
    await drawn()
  }
  const close = async () => {
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
  }
  // The drawer's code is fetched on hover: the first open measured is the shopper's first tap after that.
  await button.hover()
  await page.waitForLoadState('networkidle')
  const out = { open: 0, reopen: /** @type {number[]} */ ([]), add: /** @type {number[]} */ ([]) }
  out.open = await interaction(page, button, shown)
  await close()
  for (let r = 0; r < ROUNDS; r++) {
    out.reopen.push(await interaction(page, button, shown))
    await close()
    // The home page holds a few cards with a one-click buy: round after round they are used in turn.
    const buys = page.locator('button.vt-card__buy')
    const buy = buys.nth(r % (await buys.count()))
    await buy.scrollIntoViewIfNeeded()
    out.add.push(await interaction(page, buy, shown))
    await close()
  }
  await context.close()
  return out
}

const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
try {
  console.log(`minicart interaction latency, 390x844, CPU 4x, ${ROUNDS} round(s); indicative on a shared machine`)
  for (const n of SIZES) {
    const r = await measure(n)
    // A shared machine's load makes every figure longer: each size says how loaded it was (1-minute load average).
    console.log(
      `${String(n).padStart(3)} lines (load ${loadavg()[0]?.toFixed(2)}): open ${r.open.toFixed(0)} ms, reopen median ${median(r.reopen).toFixed(0)} ms (max ${Math.max(...r.reopen).toFixed(0)}), 'Comprar' median ${median(r.add).toFixed(0)} ms (max ${Math.max(...r.add).toFixed(0)})`
    )
  }
} finally {
  await browser.close()
  await demo.close()
}
