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
