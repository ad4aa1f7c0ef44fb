// @vitest-environment node
// Both demo stores, served from one dist/ by one process: every link of every page (pages, stylesheets, pictures)
// answers on its own store's origin, and each origin's pages are its own store's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hexId } from '../../../demo-theme/catalogue/random.mjs'
import { startDemo } from '../../../demo-theme/server.mjs'

// Store 1011's catalogue breaks one picture on purpose (a product page must survive it): its URLs are the only 404s.
const BROKEN = `/img/products/${hexId(1, 'picture', 27, 'missing')}-`

let demo: Awaited<ReturnType<typeof startDemo>>
beforeAll(async () => {
  demo = await startDemo({ port: 0, homewarePort: 0 })
}, 60_000)
afterAll(() => demo?.close())

/** Every same-origin link reachable from the home page (query strings and fragments dropped), with its status. */
async function crawl(origin: string, limit = 400) {
  const seen = new Map<string, number>()
  const queue = ['/']
  while (queue.length && seen.size < limit) {
    const path = queue.shift()!
    if (seen.has(path)) continue
    const res = await fetch(origin + path)
    seen.set(path, res.status)
    if (!(res.headers.get('content-type') ?? '').startsWith('text/html')) {
      await res.arrayBuffer()
      continue
    }
    const html = await res.text()
    for (const [, href] of html.matchAll(/(?:href|src)="([^"]+)"/g)) {
      const url = new URL(href!.replace(/&amp;/g, '&'), origin + path)
      if (url.origin !== origin || url.pathname.startsWith('/api/')) continue
      if (!seen.has(url.pathname)) queue.push(url.pathname)
    }
  }
  return seen
}

describe('two stores, one dist/', () => {
  it('every link of store 2022 works, on its own pages in English', async () => {
    const links = await crawl(demo.homewareUrl!)
    expect(links.size).toBeGreaterThan(20)
    expect([...links].filter(([, status]) => status !== 200)).toEqual([])
    const home = await (await fetch(`${demo.homewareUrl}/`)).text()
    expect(home).toContain('<meta name="ecom:store_id" content="2022">')
    expect(home).toContain('<html lang="en-US">')
    expect(home).toContain('/assets/homeware.css')
  }, 60_000)

  it('every link of store 1011 works, and its pages stay its own', async () => {
    const links = await crawl(demo.url)
    expect(links.size).toBeGreaterThan(50)
    expect([...links].filter(([path, status]) => status !== 200 && !path.startsWith(BROKEN))).toEqual([])
    const home = await (await fetch(`${demo.url}/`)).text()
    expect(home).toContain('<meta name="ecom:store_id" content="1011">')
    expect(home).not.toContain('homeware.css')
  }, 120_000)
})
