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

test('on a product page a few Tabs reach the first banner; after Aceitar todos focus is back where it was', async ({
  page
}) => {
  await page.goto('/camiseta-basica-linho')
  await expect(page.locator('[data-widget="consent"]')).toHaveAttribute('data-widget-state', 'ready')
  await expect(page.locator('[data-widget="product"]')).toHaveAttribute('data-widget-state', 'ready')
  const banner = page.getByRole('region', { name: /cookies/i })
  const inBanner = () => banner.evaluate((b) => b.contains(document.activeElement))
  let tabs = 0
  while (!(await inBanner()) && tabs < 10) {
    await page.keyboard.press('Tab')
    tabs++
  }
  // Right after the skip link, before the header's links: not after every link of the page.
  expect(tabs).toBeLessThanOrEqual(3)
  const accept = banner.getByRole('button', { name: 'Aceitar todos' })
  for (let i = 0; i < 5 && !(await accept.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(accept).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(banner).toHaveCount(0)
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true)
  await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused()
})

test('a shopper already on the sent banner when the widget takes it over keeps focus there, then not on the body', async ({
  page
}) => {
  // The widgets' chunk waits until the shopper is on the server-rendered 'Aceitar todos'.
  let release!: () => void
  const held = new Promise<void>((r) => (release = r))
  await page.route('**/dist/chunks/site-*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/camiseta-basica-linho')
  const accept = page.locator('[data-widget="consent"] .vt-consent__accept')
  await accept.focus()
  await expect(page.locator('[data-widget="consent"]')).not.toHaveAttribute('data-widget-state', 'ready')
  release()
  await expect(page.locator('[data-widget="consent"]')).toHaveAttribute('data-widget-state', 'ready')
  await expect(
    page.getByRole('region', { name: /cookies/i }).getByRole('button', { name: 'Aceitar todos' })
  ).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('region', { name: /cookies/i })).toHaveCount(0)
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true)
})

test('a product page reached by keyboard: Aceitar todos pressed before the widget is ready never leaves focus on the body', async ({
  page
}) => {
  await page.goto('/')
  await expect(page.locator('[data-widget="consent"]')).toHaveAttribute('data-widget-state', 'ready')
  // The shopper goes on by keyboard without answering the banner: a product's link, then Enter.
  const link = page.locator('a[href="/camiseta-basica-linho"]').first()
  await link.focus()
  // The product page's widgets' chunk waits until the shopper has pressed its server-rendered 'Aceitar todos'.
  let release!: () => void
  const held = new Promise<void>((r) => (release = r))
  await page.route('**/dist/chunks/site-*.js', async (route) => {
    await held
    await route.continue()
  })
  await Promise.all([page.waitForURL(/\/camiseta-basica-linho$/), page.keyboard.press('Enter')])
  const accept = page.locator('[data-widget="consent"] .vt-consent__accept')
  for (let i = 0; i < 10 && !(await accept.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(accept).toBeFocused()
  await page.keyboard.press('Enter')
  release()
  await expect(page.locator('[data-widget="consent"]')).toHaveAttribute('data-widget-state', 'ready')
  await expect(page.getByRole('region', { name: /cookies/i })).toHaveCount(0)
  expect(await page.evaluate(() => (window as any).storefront.consent.get())).toMatchObject({ analytics: true })
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY')
})
