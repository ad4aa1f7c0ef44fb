import { expect, test } from '@playwright/test'
import { axeViolations, failOnMissingLabels, giveConsent, painted } from './helpers'
import { floaterAside, hiddenByFloater } from './keep-clear-helpers'

failOnMissingLabels(test)

// The floating WhatsApp button never sits on a control while a product list scrolls under it: walked step by step
// from the top of the page to its end, on a phone and on a desktop. At each step no visible control has the button at
// its centre, and no point of a card's 'Comprar' is under it.

const STEP = 40

for (const viewport of [
  { name: 'phone', width: 375, height: 667 },
  { name: 'desktop', width: 1366, height: 768 }
]) {
  for (const path of ['/', '/camisetas']) {
    test(`${path} on a ${viewport.name}: scrolled ${STEP} px at a time, the button covers no 'Comprar' nor any control`, async ({
      page,
      context,
      baseURL
    }) => {
      // Walking a whole page a step at a time, with an axe run in each state the button takes.
      test.setTimeout(120_000)
      await giveConsent(page)
      // The welcome popup opens on the first scroll of the home page: closed already, as after a first visit.
      await context.addCookies([{ name: 'vitrinePopupClosed_bemvindo_1011', value: '1', url: baseURL! }])
      await page.setViewportSize(viewport)
      await page.goto(path)
      await expect(page.locator('[data-widget="whatsapp"]')).toHaveAttribute('data-widget-state', 'ready')
      await expect(page.locator('.vt-card__buy').first()).toBeVisible()
      expect(await axeViolations(page)).toEqual([])

      let steps = 0
      let aside = 0
      let axedAside = false
      for (let y = 0; ; y += STEP) {
        await page.evaluate((to) => window.scrollTo(0, to), y)
        await painted(page)
        await expect.poll(() => hiddenByFloater(page, '.vt-card__buy'), { message: `scrolled to ${y}` }).toEqual([])
        steps++
        if (await floaterAside(page)) {
          aside++
          if (!axedAside) {
            // Stood aside, the button is still a named link in the page: axe sees nothing wrong.
            expect(await axeViolations(page)).toEqual([])
            axedAside = true
          }
        }
        const end = await page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 1)
        if (end) break
      }
      expect(steps).toBeGreaterThan(10)
      // On a phone the walk put the rule to the test: somewhere on the way a control passed under the button (on a
      // desktop the lists may stay clear of its corner).
      if (viewport.name === 'phone') expect(aside).toBeGreaterThan(0)
      expect(await axeViolations(page)).toEqual([])
    })
  }
}

test('stood aside, the button comes back when reached by the keyboard, and stays a named link', async ({ page }) => {
  await giveConsent(page)
  await page.setViewportSize({ width: 375, height: 667 })
  await page.goto('/camisetas')
  const whatsapp = page.locator('.vt-whatsapp')
  await expect(page.locator('[data-widget="whatsapp"]')).toHaveAttribute('data-widget-state', 'ready')
  // Scroll until a control lies under the button.
  for (let y = 0; !(await floaterAside(page)); y += STEP) {
    await page.evaluate((to) => window.scrollTo(0, to), y)
    await painted(page)
    expect(y, 'no control passed under the button').toBeLessThan(20_000)
  }
  await expect(whatsapp).toHaveCSS('opacity', '0')
  await expect(page.getByRole('link', { name: 'Fale conosco pelo WhatsApp' })).toHaveCount(1)
  await whatsapp.focus()
  await expect(whatsapp).toBeFocused()
  await expect(whatsapp).toHaveCSS('opacity', '1')
  await expect(whatsapp).toHaveCSS('pointer-events', 'auto')
})

test("a carousel's cards sliding under the button on a phone: it steps aside as each one's middle passes", async ({
  page,
  context,
  baseURL
}) => {
  await giveConsent(page)
  await context.addCookies([{ name: 'vitrinePopupClosed_bemvindo_1011', value: '1', url: baseURL! }])
  await page.setViewportSize({ width: 375, height: 667 })
  await page.goto('/')
  await expect(page.locator('[data-widget="whatsapp"]')).toHaveAttribute('data-widget-state', 'ready')
  const track = page.locator('.vt-carousel__track:has(.vt-card__buy)').first()
  await expect(track.locator('.vt-card__buy').first()).toBeVisible()
  // The middle of the track's card links level with the middle of the button (16 px + 56 px / 2 from the bottom): as
  // the track slides, each card's centre passes under it (the page scrolls no more from here on).
  await track
    .locator('.vt-card__link')
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect()
      scrollBy(0, r.top + r.height / 2 - (innerHeight - 44))
    })
  await painted(page)
  // Snapping off: the positions a finger holds the track at mid-swipe.
  await track.evaluate((el) => {
    el.style.scrollSnapType = 'none'
  })
  const width = await track.evaluate((el) => el.scrollWidth - el.clientWidth)
  expect(width).toBeGreaterThan(0)
  const states = new Set<boolean>()
  for (let x = 0; x <= width; x += STEP / 2) {
    await track.evaluate((el, to) => el.scrollTo({ left: to, behavior: 'instant' }), x)
    await painted(page)
    await expect.poll(() => hiddenByFloater(page, '.vt-card__buy'), { message: `track scrolled to ${x}` }).toEqual([])
    states.add(await floaterAside(page))
  }
  // It stood aside and came back as the cards went by.
  expect([...states].sort()).toEqual([false, true])
})
