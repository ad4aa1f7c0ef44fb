// Debian's Chromium as the browser tests and benches start it: one path, one set of flags, so a bench measures the
// browser the tests check. Headless, no sandbox (containers), no background traffic that would pollute a request count.
import { existsSync } from 'node:fs'

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/** The one line that installs every browser the tests and benches use, from Debian's packages (.ci/run runs it). */
export const BROWSERS_SETUP =
  'sudo apt-get install -y chromium chromium-headless-shell firefox-esr webkit2gtk-driver xvfb (see the README)'

/**
 * The browser tests run in Chromium's headless shell (Debian's `chromium-headless-shell`, the same Blink and V8 as
 * `chromium`, without the full browser's UI process work): on two cores the suite takes about half the time. Benches
 * and Lighthouse keep the full browser, the one a shopper has. $TEST_CHROME_PATH chooses another; without the shell
 * the tests use the full browser.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const TEST_CHROME_PATH =
  process.env.TEST_CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROME_PATH)

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage'
]

/** Playwright's Chromium with those flags. */
export async function launchChromium() {
  const { chromium } = await import('playwright-core')
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
}

/** Benches measure the built suite: stop with a clear message when dist/ is missing. */
export function requireDist() {
  if (existsSync(new URL('../dist/storefront.js', import.meta.url))) return
  console.error('dist/ is missing: run `node build.mjs` first')
  process.exit(1)
}

/**
 * `--latency=MS` on a bench's command line: each request's round trip lengthened by MS (a phone's mobile network is
 * 50–150 ms away; the demo server is not), or 0.
 */
export const latencyArg = () => {
  const arg = process.argv.find((a) => a.startsWith('--latency='))
  return arg ? Math.min(2000, Math.max(0, Number(arg.slice('--latency='.length)) || 0)) : 0
}

/** Lengthens every request's round trip in the page `cdp` drives by `ms` (DevTools network emulation); 0: none. */
export async function addLatency(cdp, ms) {
  if (!ms) return
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: ms,
    downloadThroughput: -1,
    uploadThroughput: -1
  })
}
