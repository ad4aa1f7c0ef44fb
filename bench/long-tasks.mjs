// Main-thread blocking on the demo pages, measured directly: each page loaded 3 times in Chromium at 4x CPU
// throttling (Lighthouse's mobile factor), its long tasks (> 50 ms) recorded by a PerformanceObserver, and their
// blocking time after first paint summed (a TBT estimate without Lighthouse's simulation, which varies a lot from run
// to run on a shared machine). Prints each run's estimate and its long tasks (start:duration, ms). Needs dist/.
// Usage: node bench/long-tasks.mjs [pages=home,product,search] [runs=3]
import { startDemo } from '../demo-theme/server.mjs'
import { resolvePaths } from './page-weight-lib.mjs'
import { launchChromium, requireDist } from '../scripts/chromium.mjs'

requireDist()
const names = (process.argv[2] ?? 'home,product,search').split(',')
const runs = Math.max(1, Number(process.argv[3]) || 3)
const demo = await startDemo({ port: 0, dataFile: undefined })
const browser = await launchChromium()

/** One load: the long tasks after first paint, and their blocking time (the part of each beyond 50 ms). */
async function measure(path) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true })
  const page = await ctx.newPage()
  const cdp = await ctx.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.addInitScript(() => {
    const long = (window.__longTasks = [])
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) long.push([Math.round(e.startTime), Math.round(e.duration)])
    }).observe({ type: 'longtask', buffered: true })
  })
  await page.goto(`${demo.url}${path}`, { waitUntil: 'load' })
  await page.waitForTimeout(4000)
  const { long, fcp } = await page.evaluate(() => ({
    long: window.__longTasks,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
  }))
  await ctx.close()
  const after = long.filter(([start]) => start > fcp)
  return { fcp: Math.round(fcp), tbt: after.reduce((n, [, d]) => n + Math.max(0, d - 50), 0), after }
}

try {
  const pages = await resolvePaths(demo.url)
  for (const name of names) {
    const p = pages.find((x) => x.name === name)
    if (!p) continue
    for (let i = 0; i < runs; i++) {
      const r = await measure(p.path)
      console.log(
        `${name.padEnd(8)} blocking ${String(r.tbt).padStart(4)} ms  FCP ${String(r.fcp).padStart(5)} ms  long tasks ${r.after.map(([s, d]) => `${s}:${d}`).join(' ')}`
      )
    }
  }
} finally {
  await browser.close()
  await demo.close()
}
