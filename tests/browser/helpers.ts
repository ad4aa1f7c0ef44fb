import { expect, type Page, type test } from '@playwright/test'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

const AXE_URL = '/__test/axe.min.js'
const axeRouted = new WeakSet<Page>()

/**
 * Runs axe-core on the page and returns its violations (impact and rule ids), for readable failures; `only` narrows it
 * to some rules over the elements a selector matches (a theme's own markup is the theme's business).
 */
export async function axeViolations(page: Page, only?: { rules: string[]; within: string }) {
  // Loaded as a file of the page's own origin: the demo's Content Security Policy refuses the inline script that
  // addScriptTag({ path }) would add.
  if (!axeRouted.has(page)) {
    axeRouted.add(page)
    await page.route(`**${AXE_URL}`, (route) =>
      route.fulfill({ path: require.resolve('axe-core/axe.min.js'), contentType: 'text/javascript; charset=utf-8' })
    )
  }
  await page.addScriptTag({ url: AXE_URL })
  return page.evaluate(async (only) => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            c: unknown,
            o?: unknown
          ): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>
        }
      }
    ).axe
    const r = await axe.run(only ? only.within : document, {
      resultTypes: ['violations'],
      ...(only && { runOnly: { type: 'rule', values: only.rules } })
    })
    return r.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  }, only)
}

/** Starts collecting layout shifts before any script of the page runs. */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number }
    w.__cls = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__cls += e.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return () => page.evaluate(() => (window as unknown as { __cls: number }).__cls)
}

export async function allReady(page: Page, selector = '[data-widget]') {
  await page.waitForFunction(
    (sel) =>
      [...document.querySelectorAll(sel)].every((el) =>
        ['ready', 'error', 'skipped'].includes(el.getAttribute('data-widget-state') ?? '')
      ),
    selector
  )
}

/**
 * Ready product cards with a buy button whose product is sold one unit at a time, n of them, distinct. The demo's
 * home page also holds products sold in pairs (min_quantity 2) and cards without a buy button (price on request),
 * so "the first card" adds an amount a test cannot know.
 */
export async function singleCards(page: Page, n = 1) {
  await page.waitForSelector('[data-widget="product-card"][data-widget-state="ready"] button.vt-card__buy')
  // Cards mount as they come near the viewport: scroll on until enough have. A script's scroll, not the shopper's
  // wheel: the demo's welcome popup opens on the shopper's first scroll and would cover the cards.
  let ids: string[] = []
  await expect
    .poll(
      async () => {
        ids = await page.evaluate(cardsSoldOneByOne, n)
        if (ids.length < n) await page.evaluate(() => window.scrollBy(0, 600))
        return ids.length
      },
      { message: `ready cards sold one by one on ${page.url()}`, timeout: 15_000 }
    )
    .toBeGreaterThanOrEqual(n)
  return ids.map((id) => page.locator(`[data-widget="product-card"][data-product-id="${id}"]`).first())
}

/**
 * For a test proving that something did NOT happen: resolves once the page has had no request in flight for `ms`,
 * then has painted twice. Whatever the last action set off (a debounced search, a vendor script, a lazy island, a
 * re-render) shows by then as a request or in the DOM. It waits as long as requests keep coming; pair it with
 * `page.clock.fastForward` when the cause is a timer longer than `ms`.
 */
export async function networkQuiet(page: Page, ms = 500, timeout = 20_000) {
  let inFlight = 0
  let last = Date.now()
  const start = () => {
    inFlight++
    last = Date.now()
  }
  const end = () => {
    inFlight = Math.max(0, inFlight - 1)
    last = Date.now()
  }
  page.on('request', start)
  page.on('requestfinished', end)
  page.on('requestfailed', end)
  try {
    await expect.poll(() => inFlight === 0 && Date.now() - last >= ms, { timeout, intervals: [50] }).toBe(true)
  } finally {
    page.off('request', start)
    page.off('requestfinished', end)
    page.off('requestfailed', end)
  }
  await painted(page)
}

/** Two animation frames: what the last task changed has been laid out and painted. */
export async function painted(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
  )
}

/**
 * Turns the wheel and resolves once the page has seen the wheel event and painted twice after it: a scroll it caused
 * has fired its scroll event by then (scroll events run before animation frames), and a page that cannot scroll (at
 * its end, or locked under a dialog) still settles.
 */
export async function wheelAndSettle(page: Page, dy: number) {
  await page.evaluate(() => {
    ;(window as unknown as { __wheeled: Promise<void> }).__wheeled = new Promise<void>((resolve) =>
      addEventListener('wheel', () => resolve(), { once: true, passive: true })
    )
  })
  await page.mouse.wheel(0, dy)
  await page.evaluate(() => (window as unknown as { __wheeled: Promise<void> }).__wheeled)
  await painted(page)
}

/** In the page: ids of ready cards with a buy button whose product has no minimum above 1. */
async function cardsSoldOneByOne(n: number) {
  const out: string[] = []
  for (const el of document.querySelectorAll('[data-widget="product-card"][data-widget-state="ready"]')) {
    const id = el.getAttribute('data-product-id')
    if (!id || out.includes(id) || !el.querySelector('button.vt-card__buy')) continue
    const p = await (await fetch(`/api/store/v1/products/${id}.json`, { headers: { 'X-Store-ID': '1011' } })).json()
    if (!(p.min_quantity > 1)) out.push(id)
    if (out.length === n) break
  }
  return out
}

/** Clicks a card's buy button, then closes the minicart drawer the demo opens on add (it covers the page). */
export async function buyFromCard(page: Page, card: ReturnType<Page['locator']>) {
  await card.locator('button.vt-card__buy').click()
  const drawer = page.locator('dialog.vt-drawer__panel')
  await drawer.waitFor({ state: 'visible', timeout: 5000 })
  await closeDrawer(page)
}

/** Closes an open drawer or dialog with Escape, as a shopper would, and waits for the page overlay to go. */
export async function closeDrawer(page: Page) {
  const dialog = page.locator('dialog[open]').last()
  if (await dialog.isVisible().catch(() => false)) {
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
  }
}

/** Consent given before the page loads, so the consent banner does not cover what a test clicks. */
export async function giveConsent(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('vitrine:consent_1011'))
      localStorage.setItem(
        'vitrine:consent_1011',
        JSON.stringify({ analytics: true, ads: true, functional: true, at: Date.now() })
      )
  })
}

/**
 * Fails each test of the file in which a widget asked for a label its labels module does not hold (the build finds a
 * chunk's labels by the keys written in its sources, so a key built at run time from a bad prefix is missed).
 */
export function failOnMissingLabels(t: typeof test) {
  const missing: string[] = []
  t.beforeEach(({ page }) => {
    missing.length = 0
    page.on('console', (m) => {
      if (m.text().includes('missing label')) missing.push(m.text())
    })
  })
  t.afterEach(() => expect([...new Set(missing)]).toEqual([]))
}

/**
 * Empties the worker's platform log before each test of the file: tests that count what reached the platform (one
 * order per e-mail, the retries of one key) then count only their own requests, also when run again
 * (`--repeat-each`, to hunt a flaky test) with the same e-mail on the same platform.
 */
export function freshPlatformLog(t: typeof test) {
  t.beforeEach(async ({ request }) => {
    expect((await request.delete('/__platform/log')).status()).toBe(204)
  })
}
