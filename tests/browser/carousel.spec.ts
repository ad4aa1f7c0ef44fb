import { expect, test, type Page } from '@playwright/test'
import { failOnMissingLabels, giveConsent } from './helpers'

failOnMissingLabels(test)

/** Three banners rotating every 2 s, between two buttons, so Tab can be followed into and out of the carousel. */
async function addRotatingBanners(page: Page) {
  await page.evaluate(() => {
    const slides = [1, 2, 3]
      .map(
        (n) =>
          `<li><a href="/b${n}"><img alt="Banner ${n}" src="/img/banners/${n}.svg" width="1200" height="400"></a></li>`
      )
      .join('')
    document
      .querySelector('main')!
      .insertAdjacentHTML(
        'beforeend',
        `<button id="before">antes</button><div id="rot" class="vt-banners" data-widget="banners" data-autoplay="2000" data-label="Rotação" data-load="eager"><ul>${slides}</ul></div><button id="after">depois</button>`
      )
  })
  const rot = page.locator('#rot')
  await expect(rot).toHaveAttribute('data-widget-state', 'ready')
  return { rot, track: rot.locator('.vt-carousel__track') }
}

test.describe('carousel and banners', () => {
  test('banners without the theme’s per-view style show one banner per view at every width', async ({ page }) => {
    await giveConsent(page)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    const { track } = await addRotatingBanners(page)
    const widths = await track.evaluate((t) => [t.clientWidth, t.firstElementChild!.getBoundingClientRect().width])
    expect(Math.round(widths[1]!)).toBe(widths[0])
  })
})
