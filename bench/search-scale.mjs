// Search at catalogue sizes: the search page's load (navigation to its results ready, and how many searches the page
// sends after the server rendered them: 0 expected) and instant search's keystroke-to-results, with 72, 1,000 and
// 10,000 products in the local platform (VITRINE_CATALOGUE does the same for `npm start`). 390x844 phone viewport at
// 4x CPU throttling. Prints figures only (a loaded machine makes them indicative). Built dist/ required.
// Usage: node bench/search-scale.mjs [rounds=2]
import { startDemo } from '../demo-theme/server.mjs'
import { launchChromium, requireDist } from '../scripts/chromium.mjs'

const ROUNDS = Math.min(10, Math.max(1, Number(process.argv[2]) || 2))
const SIZES = [72, 1000, 10_000]
const PAGE_TERMS = ['camiseta', 'vestido', 'kit']
const TYPED_TERMS = ['calça', 'moletom', 'tênis', 'lençol', 'bota']
const KEY_DELAY_MS = 60
const SEARCH_API = '/api/search/v1/items.json'

requireDist()
const browser = await launchChromium()
const median = (/** @type {number[]} */ v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0

/** @param {import('playwright-core').BrowserContext} context */
async function throttled(context) {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return page
}

/** Navigation start to the results page ready, and the searches sent after the HTML arrived. @param {string} url */
async function searchPage(url, term) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await throttled(context)
  let searches = 0
  page.on('request', (r) => {
    if (r.url().includes(SEARCH_API)) searches++
  })
  await page.goto(`${url}/search?term=${encodeURIComponent(term)}`)
  await page.locator('[data-widget="search-page"][data-widget-state="ready"]').waitFor()
  const ms = await page.evaluate(() => performance.now())
  await page.waitForLoadState('networkidle')
  await context.close()
  return { ms, searches }
}

/** Last keystroke to the frame that shows the term's results in the header's instant search. @param {string} url */
async function instant(url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await throttled(context)
  await page.goto(`${url}/`)
  const box = page.locator('#busca')
  await box.click()
  await box.pressSequentially('aquecer', { delay: KEY_DELAY_MS })
  await page.waitForSelector('[role="listbox"][data-term="aquecer"]', { state: 'attached' })
  /** @type {number[]} */
  const times = []
  for (const term of TYPED_TERMS) {
    await box.fill('')
    const shown = page.evaluate(
      (t) =>
        new Promise((resolve) => {
          let last = 0
          document.addEventListener('keydown', (e) => void (last = e.timeStamp), true)
          const check = () => {
            if (document.querySelector('[role="listbox"][data-term]')?.getAttribute('data-term') !== t) return
            observer.disconnect()
            requestAnimationFrame(() => resolve(performance.now() - last))
          }
          const observer = new MutationObserver(check)
          observer.observe(document.body, { subtree: true, childList: true, attributes: true })
        }),
      term
    )
    await box.pressSequentially(term, { delay: KEY_DELAY_MS })
    times.push(/** @type {number} */ (await shown))
  }
  await context.close()
  return times
}

const rows = []
try {
  for (const size of SIZES) {
    const started = performance.now()
    const demo = await startDemo({ port: 0, catalogueSize: size, dataFile: undefined })
    const startMs = performance.now() - started
    /** @type {number[]} */
    const pageMs = []
    let searches = 0
    /** @type {number[]} */
    const typed = []
    try {
      for (let round = 0; round < ROUNDS; round++) {
        for (const term of PAGE_TERMS) {
          const r = await searchPage(demo.url, term)
          pageMs.push(r.ms)
          searches += r.searches
        }
        typed.push(...(await instant(demo.url)))
      }
    } finally {
      await demo.close()
    }
    rows.push({ size, startMs, page: median(pageMs), searches, typed: median(typed), typedMax: Math.max(...typed) })
  }
} finally {
  await browser.close()
}

const f = (/** @type {number} */ v) => v.toFixed(0).padStart(6)
console.log(
  `search at catalogue sizes, 4x CPU, 390x844, ${ROUNDS} rounds (medians; instant search includes its debounce)`
)
console.log('products  demo start ms  search page ready ms  searches after load  instant p50 ms  instant max ms')
for (const r of rows)
  console.log(
    `${String(r.size).padStart(8)}  ${f(r.startMs)}         ${f(r.page)}                ${String(r.searches).padStart(3)}               ${f(r.typed)}          ${f(r.typedMax)}`
  )
