import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test, type Page } from '@playwright/test'
import { allReady, failOnMissingLabels, giveConsent, singleCards } from './helpers'
import { contrastOfIslands, coveredAtCentre, fontSizes, ownContrasts, underTheme } from './theme-helpers'

failOnMissingLabels(test)

// Bootstrap 4's compiled CSS (its reboot and its grid), as the platform's legacy themes load it, last on the page; the
// theme's own markup around our widgets: product slides as Bootstrap grid columns, the banner slider in a hero of a
// fixed height, the header's own icons kept as the islands' button content (data-icon).
const BOOTSTRAP = readFileSync(createRequire(import.meta.url).resolve('bootstrap/dist/css/bootstrap.min.css'), 'utf8')
const THEME = `${BOOTSTRAP}
.hero { height: 150px; }
.theme-icon--user::before { content: "\\263A"; font-size: 24px; }
.theme-icon--bars::before { content: "\\2261"; font-size: 24px; }
`

function legacyMarkup(html: string) {
  const best = html.indexOf('class="vt-carousel best-sellers"')
  const end = html.indexOf('</ul>', best)
  if (best > 0) {
    const slides = html
      .slice(best, end)
      .replace('class="vt-carousel__track"', 'class="vt-carousel__track row"')
      .replaceAll('<li>', '<li class="col-6 col-md-4 col-lg-3">')
    html = html.slice(0, best) + slides + html.slice(end)
  }
  const banners = html.indexOf('<div data-widget="banners"')
  if (banners > 0) {
    const close = html.indexOf('</div>', html.indexOf('</ul>', banners)) + '</div>'.length
    html = `${html.slice(0, banners)}<div class="hero">${html
      .slice(banners, close)
      .replaceAll('<li data-promotion-id', '<li class="carousel-item" data-promotion-id')}</div>${html.slice(close)}`
  }
  return html
    .replace(
      /(<div class="site-account" data-widget="user">\s*<a [^>]*>)Minha conta/,
      '$1<i class="theme-icon theme-icon--user" data-icon></i><span class="sr-only">Minha conta</span>'
    )
    .replace('<svg class="vt-minicart__icon"', '<svg class="vt-minicart__icon theme-cart-icon" data-icon')
    .replace('<span aria-hidden="true">☰</span>', '<i class="theme-icon theme-icon--bars" data-icon></i>')
}

/** Each slide of a carousel as a share of the width its per-view gives it (1 = whole, 0.25 = squashed to a quarter). */
const slideShares = (page: Page, carousel: string) =>
  page.locator(`${carousel} .vt-carousel__track`).evaluate((track) => {
    const perView = Number(getComputedStyle(track.closest('.vt-carousel')!).getPropertyValue('--vt-pv'))
    const gap = Number.parseFloat(getComputedStyle(track).columnGap)
    const width = (track.clientWidth - (perView - 1) * gap) / perView
    return [...track.children].map((li) => Math.round((li.getBoundingClientRect().width / width) * 100) / 100)
  })

for (const width of [390, 1280]) {
  test.describe(`under Bootstrap 4 at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } })
    test.beforeEach(async ({ page }) => {
      await giveConsent(page)
      await underTheme(page, THEME, legacyMarkup)
    })

    test('home: readable, our sizes, whole slides, buttons over no section, the theme icons kept', async ({ page }) => {
      await page.goto('/')
      await allReady(
        page,
        '[data-widget="carousel"], [data-widget="banners"], [data-widget="user"], [data-widget="minicart"]'
      )
      const [card] = await singleCards(page)
      expect(await contrastOfIslands(page)).toEqual([])
      for (const ratio of await ownContrasts(page, '.vt-card__buy')) expect(ratio).toBeGreaterThanOrEqual(4.5)
      for (const size of await fontSizes(page, '.vt-card__name')) expect(size.own).toBe(16)
      // Slides keep their share whatever the theme's column classes; a label stays inside its button.
      for (const share of await slideShares(page, '.best-sellers')) expect(share).toBeCloseTo(1, 1)
      // Banners marked as Bootstrap's carousel items (hidden unless .active) each fill the view.
      for (const share of await slideShares(page, '.hero')) expect(share).toBeCloseTo(1, 1)
      await expect(page.locator('.hero img').first()).toBeVisible()
      const spilling = await page
        .locator('.best-sellers .vt-card__buy')
        .evaluateAll((els) => els.filter((b) => b.scrollWidth > b.clientWidth + 1).length)
      expect(spilling).toBe(0)
      // The banners' buttons stay inside the theme's fixed-height hero: the next section starts below them.
      const controls = page.locator('.hero .vt-carousel__controls button')
      await expect(controls.first()).toBeVisible()
      const heroBottom = await page.locator('.hero').evaluate((el) => el.getBoundingClientRect().bottom)
      for (const box of await controls.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().bottom)))
        expect(box).toBeLessThanOrEqual(heroBottom + 0.5)
      expect(await coveredAtCentre(page, '.vt-carousel__controls button')).toEqual(
        Array((await page.locator('.vt-carousel__controls button').count()) as number).fill('')
      )
      expect(await coveredAtCentre(page, '.section-title')).toEqual(['', ''])
      // The header's buttons show the theme's icons, named as before.
      await expect(page.locator('[data-widget="user"] button .theme-icon--user')).toBeVisible()
      await expect(page.locator('[data-widget="user"] button')).toHaveAccessibleName('Entrar')
      await expect(page.locator('[data-widget="minicart"] button .theme-cart-icon')).toBeVisible()
      // The open minicart, its checkout link drawn as a button.
      await card!.locator('.vt-card__buy').click()
      const checkout = page.locator('dialog.vt-drawer__panel[open]').getByRole('link', { name: 'Finalizar compra' })
      await expect(checkout).toBeVisible()
      expect(await contrastOfIslands(page)).toEqual([])
      expect((await ownContrasts(page, 'dialog[open] .vt-button--primary'))[0]).toBeGreaterThanOrEqual(4.5)
      // Under the pointer too: Bootstrap's a:hover (an element and a state) does not recolour it.
      await checkout.hover()
      expect((await ownContrasts(page, 'dialog[open] .vt-button--primary'))[0]).toBeGreaterThanOrEqual(4.5)
    })

    test('search page: readable, facet legends at their own size', async ({ page }) => {
      await page.goto('/search?term=camiseta')
      await expect(page.locator('[data-widget="search-page"]')).toHaveAttribute('data-widget-state', 'ready')
      await allReady(page, '[data-widget="search-page"] [data-widget]')
      expect(await contrastOfIslands(page)).toEqual([])
      const legends = await fontSizes(page, '.vt-facet legend')
      expect(legends.length).toBeGreaterThan(0)
      for (const size of legends) expect(size.own).toBe(size.parent)
    })

    test('product page: readable, its name and customization legend at our sizes', async ({ page }) => {
      await page.goto('/camiseta-basica-linho')
      await allReady(page, '[data-widget="product"]')
      expect(await contrastOfIslands(page)).toEqual([])
      for (const ratio of await ownContrasts(page, '.vt-product__buy-button')) expect(ratio).toBeGreaterThanOrEqual(4.5)
      expect((await fontSizes(page, '.vt-product__name'))[0]?.own).toBe(24)
      const legends = await fontSizes(page, '[data-widget="product"] legend')
      expect(legends.length).toBeGreaterThan(0)
      for (const size of legends) expect(size.own).toBe(size.parent)
    })
  })
}

test.describe('under Bootstrap 4 on a phone, the side menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('keeps the theme’s icon on its button and its drawer stays readable', async ({ page }) => {
    await giveConsent(page)
    await underTheme(page, THEME, legacyMarkup)
    await page.goto('/')
    await allReady(page, '[data-widget="side-menu"]')
    const toggle = page.locator('[data-widget="side-menu"] button.vt-side-menu__toggle')
    await expect(toggle.locator('.theme-icon--bars')).toBeVisible()
    await expect(toggle).toHaveAccessibleName('Abrir Menu')
    await toggle.click()
    await expect(page.locator('dialog.vt-drawer__panel[open]').getByRole('link').first()).toBeVisible()
    expect(await contrastOfIslands(page)).toEqual([])
  })
})

test.describe('under Bootstrap 4, a banner slider whose own height the theme fixes', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('keeps its buttons inside that height, over no part of the next section', async ({ page }) => {
    await giveConsent(page)
    await underTheme(page, `${THEME}\n.home-banners { height: 120px; }`)
    await page.goto('/')
    await allReady(page, '[data-widget="banners"]')
    const banners = page.locator('[data-widget="banners"]')
    await expect(banners.locator('.vt-carousel__controls button').first()).toBeVisible()
    const bottom = await banners.evaluate((el) => el.getBoundingClientRect().bottom)
    const buttons = await banners
      .locator('.vt-carousel__controls button')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().bottom))
    for (const b of buttons) expect(b).toBeLessThanOrEqual(bottom + 0.5)
    expect(await coveredAtCentre(page, '[data-widget="banners"] .vt-carousel__controls button')).toEqual(
      buttons.map(() => '')
    )
    expect(await coveredAtCentre(page, '.section-title')).toEqual(['', ''])
  })
})
