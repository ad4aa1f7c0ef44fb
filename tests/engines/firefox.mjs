// Firefox ESR (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi. One browser for every journey; each
// journey gets a fresh browser context (its own cookies and storage).
import { existsSync } from 'node:fs'
import { locate, makeDriver } from './driver.mjs'

export const FIREFOX_PATH = process.env.TEST_FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/** Why this engine cannot run here, or null. */
export function firefoxMissing() {
  return existsSync(FIREFOX_PATH)
    ? null
    : `Firefox ESR is missing (${FIREFOX_PATH}): install the Debian package firefox-esr`
}

/** @param {string} origin */
export async function startFirefox(origin) {
  const { default: puppeteer } = await import('puppeteer-core')
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true })
  let context
  let page
  const fresh = async () => {
    await context?.close()
    context = await browser.createBrowserContext()
    page = await context.newPage()
    page.on('pageerror', (e) => console.error(`  [Firefox ESR page error] ${e.message}`))
    page.on('console', (m) => m.type() === 'error' && console.error(`  [Firefox ESR console] ${m.text()}`))
    await page.setViewport({ width: 1280, height: 900 })
  }
  await fresh()
  return makeDriver('Firefox ESR', origin, {
    goto: async (url) => void (await page.goto(url)),
    run: (fn, arg) => page.evaluate(fn, arg),
    async element(target) {
      const handle = await page.evaluateHandle(locate, target)
      const el = handle.asElement()
      if (!el) await handle.dispose()
      return el
    },
    runOn: (el, fn) => el.evaluate(fn),
    click: (el) => el.click(),
    clickAt: ({ x, y }) => page.mouse.click(x, y),
    type: (_el, text) => page.keyboard.type(text),
    enter: () => page.keyboard.press('Enter'),
    fresh,
    close: () => browser.close()
  })
}
