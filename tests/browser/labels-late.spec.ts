import { expect, type Page, test } from '@playwright/test'
import { failOnMissingLabels, giveConsent } from './helpers'

// Each widget's labels are a module of their own, asked for beside its chunk. On a busy network they may come after
// it: an island must never draw (or name a button) before its labels are in. failOnMissingLabels fails a test in
// which any label was read too early.
failOnMissingLabels(test)

const LATE_MS = 600

/** Every labels module answers LATE_MS after it is asked for, well after the chunks. */
async function labelsLate(page: Page) {
  await page.route(/\/chunks\/labels-[^/]*\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, LATE_MS))
    await route.continue()
  })
}

/**
 * Every island the page mounts (those waiting for a scroll are brought into view) is drawn, none failed; the ones
 * waiting for a media query or an interaction stay pending.
 */
async function settled(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 50))
    }
  })
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('[data-widget]')].filter((el) =>
            ['loading', 'error'].includes(el.getAttribute('data-widget-state') ?? '')
          ).length
      )
    )
    .toBe(0)
}

test.beforeEach(async ({ page }) => {
  await giveConsent(page)
  await labelsLate(page)
})

for (const [name, width] of [
  ['phone', 390],
  ['desktop', 1280]
] as const)
  test(`home page on a ${name}: every island drawn with its labels when they come after its chunk`, async ({
    page
  }) => {
    await page.setViewportSize({ width, height: 844 })
    await page.goto('/')
    await settled(page)
    if (width < 992)
      await expect(page.locator('[data-widget="side-menu"] button').first()).toHaveAccessibleName(/^Abrir /)
    await expect(page.locator('.vt-minicart__button')).toHaveAccessibleName(/^Abrir carrinho/)
  })

test('product page and search page, labels after the chunks', async ({ page }) => {
  await page.goto('/camiseta-basica-linho')
  await settled(page)
  await expect(page.locator('[data-widget="product"]')).toHaveAttribute('data-widget-state', 'ready')
  await page.goto('/search?q=camiseta')
  await settled(page)
  await expect(page.locator('[data-widget="search-page"]')).toHaveAttribute('data-widget-state', 'ready')
})

test('a product island whose product cannot be read says so in words when its labels come late', async ({ page }) => {
  await page.route('**/products/*.json*', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-fault': '500' } })
  )
  await page.route('/camiseta-basica-linho', async (route) => {
    const res = await route.fetch()
    const body = (await res.text()).replace(
      /(<div data-widget="product"[^>]*><script type="application\/json">)\{/,
      '$1{broken'
    )
    await route.fulfill({ response: res, body })
  })
  await page.goto('/camiseta-basica-linho')
  const alert = page.locator('[data-widget="product"]').getByRole('alert')
  await expect(alert).toContainText('Não foi possível carregar informações do produto')
  await expect(alert.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
})

test('the /app/ cart and checkout, labels after the chunks', async ({ page }) => {
  await page.goto('/app/#/cart')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await settled(page)
})
