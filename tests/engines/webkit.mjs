// WebKitGTK (Debian's webkit2gtk-driver) through selenium-webdriver: WebKitWebDriver drives MiniBrowser, the GTK port's
// test browser, under Xvfb (its --headless mode hangs). One session for every journey; each journey starts with the
// cookies deleted and the origin's storage cleared.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { locate, makeDriver } from './driver.mjs'

const DRIVER = '/usr/bin/WebKitWebDriver'
const XVFB_RUN = '/usr/bin/xvfb-run'
// MiniBrowser ships in libwebkit2gtk-4.1-0, which webkit2gtk-driver depends on.
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/** Why this engine cannot run here, or null. */
export function webkitMissing() {
  if (!existsSync(DRIVER)) return `WebKitWebDriver is missing (${DRIVER}): install the Debian package webkit2gtk-driver`
  if (!existsSync(MINIBROWSER))
    return `MiniBrowser is missing (${MINIBROWSER}): install the Debian package webkit2gtk-driver (libwebkit2gtk-4.1-0)`
  if (!existsSync(XVFB_RUN)) return `xvfb-run is missing (${XVFB_RUN}): install the Debian package xvfb`
  return null
}

/** Resolves once the driver answers /status, or fails with what it printed. */
async function driverReady(url, child, output) {
  const end = Date.now() + 15_000
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode}): ${output.join('')}`)
    try {
      if ((await fetch(`${url}/status`)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`WebKitWebDriver did not answer on ${url}: ${output.join('')}`)
}

/**
 * @param {string} origin
 * @param {number} port the driver's port
 */
export async function startWebKit(origin, port) {
  const { Builder, Key } = await import('selenium-webdriver')
  // Its own process group, so closing ends Xvfb and the driver with xvfb-run.
  const child = spawn(XVFB_RUN, ['-a', '-s', '-screen 0 1280x1024x24', DRIVER, `--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  const output = []
  child.stdout.on('data', (d) => output.push(String(d)))
  child.stderr.on('data', (d) => output.push(String(d)))
  const stop = () => {
    try {
      process.kill(-child.pid)
    } catch {}
  }
  let driver
  try {
    await driverReady(`http://127.0.0.1:${port}`, child, output)
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] }
      })
      .build()
    await driver.manage().window().setRect({ width: 1280, height: 900 })
  } catch (e) {
    stop()
    throw e
  }
  const run = (fn, arg) => driver.executeScript(`return (${fn})(arguments[0])`, arg)
  return makeDriver('WebKitGTK', origin, {
    goto: (url) => driver.get(url),
    run,
    element: (target) => run(locate, target),
    runOn: (el, fn) => driver.executeScript(`return (${fn})(arguments[0])`, el),
    click: (el) => el.click(),
    type: (el, text) => el.sendKeys(text),
    enter: (el) => el.sendKeys(Key.ENTER),
    async fresh() {
      // A file of the origin that runs no script, so nothing writes the storage back while it is cleared (a JSON file
      // would be downloaded, not shown).
      await driver.get(new URL('/dist/storefront.css', origin).href)
      await driver.manage().deleteAllCookies()
      await driver.executeScript('localStorage.clear(); sessionStorage.clear()')
    },
    async close() {
      try {
        await driver.quit()
      } finally {
        stop()
      }
    }
  })
}
