// @vitest-environment node
// What a shopper's next page downloads again: chunks carry their content hash and are cached for a year; the loader and
// the stylesheet keep their names, so they are revalidated with their ETag and come back as a 304 without a body. The
// page-weight bench counts the loader once per visit on the strength of this.
import { readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemo } from '../../../demo-theme/server.mjs'

let demo: Awaited<ReturnType<typeof startDemo>>
beforeAll(async () => {
  demo = await startDemo({ port: 0 })
})
afterAll(() => demo.close())

describe('the demo serves the build as a CDN should', () => {
  it.each(['storefront.js', 'storefront.css'])(
    '%s: no-cache with an ETag, a 304 without a body when unchanged',
    async (file) => {
      const first = await fetch(`${demo.url}/dist/${file}`)
      expect(first.status).toBe(200)
      expect(first.headers.get('cache-control')).toBe('no-cache')
      const etag = first.headers.get('etag')!
      expect(etag).toBeTruthy()
      const again = await fetch(`${demo.url}/dist/${file}`, { headers: { 'If-None-Match': etag } })
      expect(again.status).toBe(304)
      expect(await again.text()).toBe('')
    }
  )

  it('chunks are immutable for a year', async () => {
    const chunk = readdirSync(new URL('../../../dist/chunks/', import.meta.url)).find((f) => f.endsWith('.js'))
    expect(chunk).toBeTruthy()
    const res = await fetch(`${demo.url}/dist/chunks/${chunk}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })
})
