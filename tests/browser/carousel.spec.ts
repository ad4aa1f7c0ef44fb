import { expect, test, type Page } from '@playwright/test'
import { axeViolations, failOnMissingLabels, giveConsent, painted } from './helpers'

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
  for (const width of [375, 600, 1280]) {
    test(`at ${width} px the buttons sit beside no slide: below them, 44 px or more, inside the page`, async ({
      page
    }) => {
      await giveConsent(page)
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/')
      for (const name of ['Promoções', 'Mais vendidos']) {
        const region = page.getByRole('region', { name })
        await region.scrollIntoViewIfNeeded()
        await expect(region.getByRole('button', { name: 'Próximo' })).toBeVisible()
        const slides = (await region.locator('.vt-carousel__track').boundingBox())!
        const buttons = await region.locator('.vt-carousel__controls button').all()
        expect(buttons.length).toBeGreaterThanOrEqual(2)
        for (const button of buttons) {
          const box = (await button.boundingBox())!
          expect(box.width, name).toBeGreaterThanOrEqual(44)
          expect(box.height, name).toBeGreaterThanOrEqual(44)
          expect(box.y, `${name}: ${await button.getAttribute('aria-label')} over the slides`).toBeGreaterThanOrEqual(
            slides.y + slides.height
          )
          expect(box.x + box.width).toBeLessThanOrEqual(width)
        }
      }
    })
  }

  test('banners without the theme’s per-view style show one banner per view at every width', async ({ page }) => {
    await giveConsent(page)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    const { track } = await addRotatingBanners(page)
    const widths = await track.evaluate((t) => [t.clientWidth, t.firstElementChild!.getBoundingClientRect().width])
    expect(Math.round(widths[1]!)).toBe(widths[0])
  })

  test('a move the shopper makes is announced in a polite live region; while rotating the region is off', async ({
    page
  }) => {
    await giveConsent(page)
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    const best = page.getByRole('region', { name: 'Mais vendidos' })
    await best.scrollIntoViewIfNeeded()
    await expect(page.locator('[data-widget="carousel"]')).toHaveAttribute('data-widget-state', 'ready')
    const live = best.locator('[aria-live]')
    await expect(live).toHaveAttribute('aria-live', 'polite')
    await best.getByRole('button', { name: 'Próximo' }).press('Enter')
    // Two cards per view at 375 px.
    await expect(live).toHaveText('Itens 3 a 4 de 10')
    await best.getByRole('button', { name: 'Anterior' }).press('Enter')
    await expect(live).toHaveText('Itens 1 a 2 de 10')
    // The home page's banners rotate: their region is off until the rotation stops.
    const banners = page.getByRole('region', { name: 'Promoções' })
    const bannerLive = banners.locator('[aria-live]')
    await expect(bannerLive).toHaveAttribute('aria-live', 'off')
    await banners.getByRole('button', { name: 'Pausar rotação automática' }).click()
    await page.mouse.move(0, 700)
    await expect(bannerLive).toHaveAttribute('aria-live', 'polite')
    await banners.getByRole('button', { name: 'Próximo' }).click()
    // Wherever the rotation had got to: one banner per view.
    await expect(bannerLive).toHaveText(/^[1-3] de 3$/)
    expect(await axeViolations(page)).toEqual([])
  })

  test('the rotation button comes first in tab order; keyboard focus stops the rotation and leaving does not restart it', async ({
    page
  }) => {
    await giveConsent(page)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.clock.install()
    await page.goto('/')
    const { rot, track } = await addRotatingBanners(page)
    // It rotates on its own first.
    await expect.poll(() => track.evaluate((t) => t.scrollLeft), { timeout: 6000 }).toBeGreaterThan(0)
    await page.locator('#before').focus()
    await page.keyboard.press('Tab')
    await expect(rot.locator('.vt-carousel__pause')).toBeFocused()
    await expect(rot.getByRole('button', { name: 'Retomar rotação automática' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(rot.getByRole('button', { name: 'Anterior' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(rot.getByRole('button', { name: 'Próximo' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(rot.getByRole('link', { name: 'Banner 1' })).toBeFocused()
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab')
    await expect(page.locator('#after')).toBeFocused()
    // Focus has left: the rotation stays stopped until the shopper asks for it.
    const stoppedAt = await track.evaluate((t) => t.scrollLeft)
    // Two rotation periods and more.
    await page.clock.fastForward(6000)
    await painted(page)
    expect(await track.evaluate((t) => t.scrollLeft)).toBe(stoppedAt)
    const play = rot.getByRole('button', { name: 'Retomar rotação automática' })
    await play.press('Enter')
    await expect(rot.getByRole('button', { name: 'Pausar rotação automática' })).toBeFocused()
    await expect.poll(() => track.evaluate((t) => t.scrollLeft), { timeout: 6000 }).not.toBe(stoppedAt)
  })
})
