// Account lists benchmark: time to first content of "Meus pedidos" (first row, first 10 numbered rows drawn from the
// customer record, 10 rows completed by the list) and "Assinaturas" loaded cold (the URL opened
// directly, a new page) for customers with 10, 50 and 200 orders, on a 390×844 phone viewport at 4× CPU throttling.
// Figures are printed, not asserted: a loaded machine moves them. Built dist/ required: run `node build.mjs` first.
// Usage: node bench/account-lists.mjs [counts=10,50,200] [--latency=MS] (each request's round trip lengthened by MS)
import { startDemo } from '../demo-theme/server.mjs'
import { addLatency, latencyArg, launchChromium, requireDist } from '../scripts/chromium.mjs'

const LATENCY = latencyArg()
const COUNTS = (process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '10,50,200')
  .split(',')
  .map(Number)
  .filter((n) => n > 0 && n <= 500)
requireDist()
const demo = await startDemo({ port: 0, dataFile: undefined, testMode: true })
const browser = await launchChromium()

/** @param {string} path @param {any} [data] @param {Record<string, string>} [headers] */
async function call(path, data, headers = {}) {
  const res = await fetch(`${demo.url}${path}`, {
    method: data ? 'POST' : 'GET',
    headers: { 'X-Store-ID': '1011', 'Content-Type': 'application/json', ...headers },
    body: data ? JSON.stringify(data) : undefined
  })
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return res.json()
}

/** A new customer with `count` one-off boleto orders and one subscription among them; their session. */
async function customerWith(count) {
  const email = `bench.${count}.${Date.now()}@example.com`
  const { auth } = await call('/__platform/customers', { email, like: 'maria@example.com', login: true })
  const headers = { 'X-My-ID': auth.id, 'X-Access-Token': auth.token.access_token }
  const { result } = await call('/api/store/v1/products.json?limit=72')
  const fits = (/** @type {any} */ p) =>
    p.price > 0 && p.available && p.visible && !p.variations?.length && p.quantity > 5
  const plain = result.find((/** @type {any} */ p) => fits(p) && !p.flags?.includes('subscription'))
  const sub = result.find((/** @type {any} */ p) => fits(p) && p.flags?.includes('subscription'))
  for (let n = 0; n < count; n++) {
    const item =
      n === 0
        ? { product_id: sub._id, quantity: 1, flags: ['subscription:monthly'] }
        : { product_id: plain._id, quantity: 1 }
    await call(
      '/api/modules/v1/@checkout.json',
      {
        items: [item],
        shipping: { to: { zip: '01310100' } },
        transaction: { payment_method: 'banking_billet' },
        customer: { main_email: email }
      },
      headers
    )
  }
  return auth
}

/**
 * Milliseconds from navigation start to `selector` first in the page, on the page's own clock (a mutation observer
 * notes the moment, so the test driver's polling neither counts nor delays it), on a new page of a new context logged
 * in as `auth`.
 */
async function firstContent(auth, hash, selector) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  await context.addCookies([
    { name: 'ecomPassportClient', value: encodeURIComponent(JSON.stringify({ auth })), url: demo.url }
  ])
  // `selector` then ' /digit/': the element must also show a digit (a row's number).
  const [css, digit] = selector.split(' /digit/')
  await context.addInitScript(
    ([sel, needsDigit]) => {
      const w = /** @type {any} */ (window)
      const seen = () => {
        const el = document.querySelector(sel)
        if (w.__shown || !el || (needsDigit && !/[0-9]/.test(el.textContent ?? ''))) return
        w.__shown = performance.now()
        watch.disconnect()
      }
      const watch = new MutationObserver(seen)
      watch.observe(document, { childList: true, subtree: true, characterData: true })
    },
    [css, digit !== undefined]
  )
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await addLatency(cdp, LATENCY)
  await page.goto(`${demo.url}/app/#/account/${hash}`)
  await page.waitForFunction(() => /** @type {any} */ (window).__shown, null, { timeout: 300_000, polling: 100 })
  const ms = await page.evaluate(() => Math.round(/** @type {any} */ (window).__shown))
  await context.close()
  return ms
}

/** The median of five cold loads: one alone says more about the machine than about the page. */
async function median5(auth, hash, selector) {
  const runs = []
  for (let i = 0; i < 5; i++) runs.push(await firstContent(auth, hash, selector))
  return runs.sort((a, b) => a - b)[2]
}

try {
  console.log(
    `cold load, 390×844, 4× CPU${LATENCY ? `, ${LATENCY} ms network latency` : ''}; indicative figures (first content, median of 5, ms)`
  )
  // One load unmeasured: the demo server's first answers (compression, catalogue) would count against the first figure.
  await firstContent(await customerWith(1), 'orders', '.vt-orders__row')
  for (const count of COUNTS) {
    const auth = await customerWith(count)
    const rows = await median5(auth, 'orders', '.vt-orders__row')
    // The first 10 rows with their numbers, drawn from the customer record (goal <= 1 s at 4x CPU).
    const ten = await median5(auth, 'orders', `.vt-orders__row:nth-child(${Math.min(10, count)}) a /digit/`)
    const read = await median5(auth, 'orders', `.vt-orders__row[data-read]:nth-child(${Math.min(10, count)})`)
    const subs = await median5(auth, 'subscriptions', '.vt-subscriptions > li')
    console.log(
      `${String(count).padStart(4)} orders: orders first row ${rows} ms, first 10 rows ${ten} ms (goal <= 1000), 10 rows complete ${read} ms; subscriptions ${subs} ms`
    )
  }
} finally {
  await browser.close()
  await demo.close()
}
