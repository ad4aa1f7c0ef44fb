import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startDemo } from './demo-theme/server.mjs'
import { resolvePaths } from './bench/page-weight-lib.mjs'
import { CHROME_FLAGS, CHROME_PATH } from './scripts/chromium.mjs'
const demo = await startDemo({ port: 0 })
const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS })
const pages = await resolvePaths(demo.url)
const p = pages.find((x) => x.name === (process.argv[2] ?? 'home'))
const { lhr } = await lighthouse(`${demo.url}${p.path}`, { port: chrome.port, output: 'json', logLevel: 'error' })
const a = lhr.audits
console.log(
  'perf',
  lhr.categories.performance.score,
  'FCP',
  a['first-contentful-paint'].numericValue,
  'LCP',
  a['largest-contentful-paint'].numericValue,
  'TBT',
  a['total-blocking-time'].numericValue,
  'SI',
  a['speed-index'].numericValue
)
for (const k of [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
  'cumulative-layout-shift'
])
  console.log(k, a[k].score)
console.log(
  JSON.stringify(
    a['largest-contentful-paint-element']?.details ??
      a['largest-contentful-paint-element'] ??
      Object.keys(a).filter((k) => k.includes('lcp') || k.includes('largest'))
  ).slice(0, 1500)
)
console.log(JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[1]?.items))
const reqs = a['network-requests'].details.items
console.log(
  'requests',
  reqs.length,
  'bytes',
  reqs.reduce((n, r) => n + r.transferSize, 0)
)
for (const r of reqs.slice(0, 200))
  console.log(
    Math.round(r.networkRequestTime),
    Math.round(r.networkEndTime),
    r.transferSize,
    r.resourceType,
    r.url.replace(demo.url, '')
  )
console.log(JSON.stringify(a['mainthread-work-breakdown'].details.items.map((i) => [i.group, Math.round(i.duration)])))
console.log(
  JSON.stringify(
    a['bootup-time'].details.items.map((i) => [
      i.url.replace(demo.url, ''),
      Math.round(i.total),
      Math.round(i.scripting)
    ])
  )
)
await chrome.kill()
await demo.close()
