import { expect, test } from '@playwright/test'
import { axeViolations, giveConsent } from './helpers'

// The home page with every widget: axe on it takes long on a shared machine.
test.describe.configure({ timeout: 120_000 })

test('consent reopened from the footer shows the current choice, is changed there and hands focus back', async ({
  page
}) => {
  await giveConsent(page)
  await page.goto('/')
  await expect(page.locator('[data-widget="consent"]')).toHaveAttribute('data-widget-state', 'ready')
  await expect(page.getByRole('region', { name: /cookies/i })).toHaveCount(0)
  const opener = page.getByRole('button', { name: 'Preferências de cookies' })
  await opener.focus()
  await opener.press('Enter')
  const banner = page.getByRole('region', { name: /cookies/i })
  await expect(banner).toBeVisible()
  const boxes = banner.getByRole('checkbox')
  await expect(boxes).toHaveCount(3)
  for (const box of await boxes.all()) await expect(box).toBeChecked()
  await expect(boxes.first()).toBeFocused()
  expect(await axeViolations(page)).toEqual([])
  await banner.getByRole('checkbox', { name: /anúncios|ads/i }).uncheck()
  await banner.getByRole('button', { name: 'Salvar escolhas' }).click()
  await expect(banner).toHaveCount(0)
  expect(await page.evaluate(() => (window as any).storefront.consent.get())).toMatchObject({
    analytics: true,
    ads: false,
    functional: true
  })
  await expect(opener).toBeFocused()
  // The theme's script can reopen it too.
  await page.evaluate(() => (window as any).storefront.consent.open())
  await expect(
    page.getByRole('region', { name: /cookies/i }).getByRole('checkbox', { name: /anúncios|ads/i })
  ).not.toBeChecked()
})

test('on a phone the first banner covers at most a third of the screen, its buttons in view', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 })
  await page.goto('/')
  await expect(page.locator('[data-widget="consent"]')).toHaveAttribute('data-widget-state', 'ready')
  const banner = page.getByRole('region', { name: /cookies/i })
  const box = (await banner.boundingBox())!
  expect(box.height).toBeLessThanOrEqual(667 / 3)
  await expect(banner.getByRole('button', { name: 'Aceitar todos' })).toBeInViewport()
  expect(await axeViolations(page)).toEqual([])
})
