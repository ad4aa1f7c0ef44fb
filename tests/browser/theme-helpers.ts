import { expect, type Page } from '@playwright/test'
import { axeViolations } from './helpers'

const THEME_URL = '/__test/theme.css'
const DEMO_THEME = '<link rel="stylesheet" href="/assets/theme.css">'

/**
 * Loads `css` as one more theme stylesheet on every page of the demo, last (after storefront.css and the demo's own
 * theme, the order in which a rule at our specificity wins), as a file of the page's origin: the demo's Content
 * Security Policy refuses inline styles. `markup` rewrites each page's HTML, as a theme renders its own classes.
 */
export async function underTheme(page: Page, css: string, markup: (html: string) => string = (html) => html) {
  await page.route(`**${THEME_URL}`, (route) => route.fulfill({ body: css, contentType: 'text/css; charset=utf-8' }))
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback()
    const response = await route.fetch()
    const html = await response.text()
    expect(html, 'the demo layout links its theme').toContain(DEMO_THEME)
    const themed = html.replace(DEMO_THEME, `${DEMO_THEME}\n    <link rel="stylesheet" href="${THEME_URL}">`)
    await route.fulfill({ response, body: markup(themed) })
  })
}

/** axe's colour contrast over the islands only: every [data-widget], and the drawers they open on the page's body. */
export const contrastOfIslands = (page: Page) =>
  axeViolations(page, { rules: ['color-contrast'], within: '[data-widget], .vt-drawer__panel' })

/** Computed font sizes (px) of what `selector` matches, with those of their parents: ours is the parent's or set. */
export const fontSizes = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els.map((el) => ({
      own: Number.parseFloat(getComputedStyle(el).fontSize),
      parent: Number.parseFloat(getComputedStyle(el.parentElement!).fontSize)
    }))
  )

/** WCAG contrast ratios of each element's text colour on its own opaque background (buttons and links-as-buttons). */
export const ownContrasts = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => {
    const luminance = (css: string) => {
      const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
        const c = Number(v) / 255
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
    }
    return els.map((el) => {
      const s = getComputedStyle(el)
      const [a, b] = [luminance(s.color), luminance(s.backgroundColor)].sort((x, y) => y - x)
      return Math.round(((a! + 0.05) / (b! + 0.05)) * 100) / 100
    })
  })

/**
 * What the shopper would tap at the centre of each element matched, scrolled to the middle of the screen: '' when it
 * is the element itself (or inside it), else a short name of what covers it.
 */
export async function coveredAtCentre(page: Page, selector: string) {
  const found: string[] = []
  for (const el of await page.locator(selector).all()) {
    await el.evaluate((e) => e.scrollIntoView({ block: 'center' }))
    found.push(
      await el.evaluate((e) => {
        const r = e.getBoundingClientRect()
        const top = document.elementsFromPoint(r.left + r.width / 2, r.top + r.height / 2)[0]
        return !top || e.contains(top) ? '' : `${e.className} under ${top.tagName.toLowerCase()}.${top.className}`
      })
    )
  }
  return found
}
