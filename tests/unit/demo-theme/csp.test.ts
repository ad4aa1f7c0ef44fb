// @vitest-environment node
// The demo store's pages carry the strict policy; its swatch colours come from a stylesheet, never a style attribute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSecurityPolicy, scriptHash } from '../../../demo-theme/csp.mjs'
import { swatchColor, swatchCss } from '../../../demo-theme/pages/swatches.mjs'
import { startDemo } from '../../../demo-theme/server.mjs'

describe('the policy', () => {
  it('allows nothing inline and nothing from another origin', () => {
    const policy = contentSecurityPolicy()
    expect(policy).toContain("default-src 'self'")
    expect(policy).toContain("script-src 'self';")
    expect(policy).toContain("style-src 'self';")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toMatch(/unsafe|\*|https?:/)
  })

  it("adds an inline script's hash to script-src only", () => {
    const hash = scriptHash('{"imports":{}}')
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
    expect(contentSecurityPolicy([hash])).toContain(`script-src 'self' ${hash};`)
    expect(contentSecurityPolicy([hash]).match(/sha256/g)).toHaveLength(1)
  })
})

describe('swatch colours', () => {
  it('keeps hex colours and colour names, drops anything that could leave the rule', () => {
    expect(swatchColor('#1D2B4F')).toBe('#1d2b4f')
    expect(swatchColor('navy')).toBe('navy')
    expect(swatchColor('red;} body{display:none')).toBe('')
    expect(swatchColor('"]{}')).toBe('')
    expect(swatchColor(undefined)).toBe('')
  })

  it("writes one rule per colour of the store's grids", () => {
    const option = (c: string) => ({ text: c, colors: [c] })
    const css = swatchCss({
      grids: [
        { grid_id: 'colors', options: [option('#222222'), option('x"y')] },
        { grid_id: 'cores', options: [option('#222222'), option('#c0392b')] },
        { grid_id: 'size', options: [{ text: 'P' }] }
      ]
    })
    expect(css).toBe(
      '.vt-product__swatch[data-color="#222222"] { background: #222222; }\n' +
        '.vt-product__swatch[data-color="#c0392b"] { background: #c0392b; }\n'
    )
  })
})

describe('the demo server', () => {
  let demo: Awaited<ReturnType<typeof startDemo>>
  beforeAll(async () => {
    demo = await startDemo({ port: 0 })
  })
  afterAll(() => demo.close())

  it.each(['/', '/search?term=camiseta', '/app/', '/pages/privacidade', '/nao-existe'])(
    '%s is sent with the policy and has no style attribute, inline style or inline script',
    async (path) => {
      const res = await fetch(`${demo.url}${path}`)
      expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy())
      const body = await res.text()
      expect(body).not.toMatch(/\sstyle=|<style|\son[a-z]+=/)
      // Only data blocks (JSON, JSON-LD) are inline: the browser does not run them and the policy does not check them.
      for (const [, type] of body.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g))
        expect(type).toMatch(/type="application\/(ld\+)?json"/)
    }
  )

  it('serves the swatch colours as a stylesheet', async () => {
    const res = await fetch(`${demo.url}/assets/swatches.css`)
    expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect(await res.text()).toMatch(
      /^\.vt-product__swatch\[data-color="#[0-9a-f]{6}"\] \{ background: #[0-9a-f]{6}; \}$/m
    )
  })
})
