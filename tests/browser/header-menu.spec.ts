import { expect, test } from '@playwright/test'
import { axeViolations, failOnMissingLabels, giveConsent } from './helpers'

failOnMissingLabels(test)

test.describe('desktop header menu', () => {
  test.beforeEach(async ({ page }) => {
    await giveConsent(page)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
  })

  test('a department list the pointer opened closes 800 ms after the pointer leaves, not at once', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Categorias', exact: true })
    const moda = nav.getByRole('link', { name: 'Moda', exact: true })
    // By its address: once hidden it leaves the accessibility tree, where a role locator looks.
    const camisetas = nav.locator('a[href="/camisetas"]')
    // The page's transitions at half speed (the close takes 1.6 s): the look right after the pointer leaves is then no
    // race with a loaded test machine. The 750 ms floor below holds either way.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Animation.enable')
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.5 })
    await moda.hover()
    await expect(camisetas).toBeVisible()
    // The pointer slips off, down into the page.
    const box = (await moda.boundingBox())!
    await page.mouse.move(box.x, box.y + 400)
    const left = Date.now()
    // Still there right after the pointer left: the close is the stylesheet's delayed transition, not a timer.
    expect(await camisetas.isVisible()).toBe(true)
    await expect(camisetas).toBeHidden()
    expect(Date.now() - left).toBeGreaterThanOrEqual(750)
    // Hidden, its links are out of the tab order as before.
    expect(await camisetas.evaluate((a) => getComputedStyle(a).visibility)).toBe('hidden')
    expect(await axeViolations(page)).toEqual([])
  })

  test('moving on to another department closes the first list at once: two lists never overlap', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Categorias', exact: true })
    const camisetas = nav.locator('a[href="/camisetas"]')
    await nav.getByRole('link', { name: 'Moda', exact: true }).hover()
    await expect(camisetas).toBeVisible()
    await nav.getByRole('link', { name: 'Casa', exact: true }).hover()
    await expect(camisetas).toBeHidden({ timeout: 200 })
  })

  test('the hidden lists never widen the page, at the narrowest desktop width either', async ({ page }) => {
    await page.setViewportSize({ width: 992, height: 800 })
    const nav = page.getByRole('navigation', { name: 'Categorias', exact: true })
    await nav.getByRole('link', { name: 'Marcas' }).hover()
    await expect(nav.getByRole('link', { name: 'Aurora Têxtil' })).toBeVisible()
    await page.mouse.move(10, 700)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(992)
  })
})
