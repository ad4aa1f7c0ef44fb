import { expect, test } from '@playwright/test'
import { failOnMissingLabels, giveConsent } from './helpers'

failOnMissingLabels(test)

test.describe('banner schedule', () => {
  test('an ended banner is never painted: the page leaves it out, so nothing waits for the island', async ({
    page
  }) => {
    // The demo's banner list holds an ended campaign (Black Friday 2025).
    const html = await (await page.request.get('/')).text()
    expect(html).not.toContain('Black Friday')
    expect(html).not.toContain('data-promotion-id="banner-4"')
    // And none shows without any script of ours, nor once the island has mounted.
    await page.route('**/dist/storefront.js', (route) => route.fulfill({ body: '', contentType: 'text/javascript' }))
    await page.goto('/')
    await expect(page.locator('[data-widget="banners"] li')).toHaveCount(3)
    await page.unroute('**/dist/storefront.js')
    await giveConsent(page)
    await page.goto('/')
    await expect(page.locator('[data-widget="banners"]')).toHaveAttribute('data-widget-state', 'ready')
    await expect(page.locator('[data-widget="banners"] [aria-roledescription="slide"]').last()).toHaveAttribute(
      'aria-label',
      '3 de 3'
    )
  })

  test('a banner whose end passes while the page is open is taken away at that moment', async ({ page }) => {
    await giveConsent(page)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await page.evaluate(() => {
      const end = new Date(Date.now() + 2500).toISOString()
      const slide = (n: number, attrs = '') =>
        `<li${attrs}><a href="/b${n}"><img alt="Banner ${n}" src="/img/banners/${n}.svg" width="1200" height="400"></a></li>`
      document
        .querySelector('main')!
        .insertAdjacentHTML(
          'beforeend',
          `<div id="ending" class="vt-banners" data-widget="banners" data-autoplay="0" data-load="eager"><ul>${slide(1)}${slide(2, ` data-end="${end}"`)}${slide(3)}</ul></div>`
        )
    })
    const slides = page.locator('#ending li')
    await expect(page.locator('#ending')).toHaveAttribute('data-widget-state', 'ready')
    await expect(slides).toHaveCount(3)
    await expect(slides).toHaveCount(2, { timeout: 5000 })
    await expect(page.getByRole('img', { name: 'Banner 2' })).toHaveCount(0)
    await expect(slides.nth(1)).toHaveAttribute('aria-label', '2 de 2')
  })
})
