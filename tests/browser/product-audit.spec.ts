import { expect, test, type Page } from '@playwright/test'
import {
  allReady,
  axeViolations,
  closeDrawer,
  failOnMissingLabels,
  giveConsent,
  networkQuiet,
  watchLayoutShift
} from './helpers'

failOnMissingLabels(test)

// Demo catalogue (seed 1): a coffee maker sold 2 to 10 at a time (no variations).
const PAIRS = '/cafeteira-italiana-classica'
const island = (page: Page) => page.locator('[data-widget="product"]')

async function open(page: Page, path: string) {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await giveConsent(page)
  await page.goto(path)
  await allReady(page, '[data-widget="product"]')
  await expect(island(page)).toHaveAttribute('data-widget-state', 'ready')
  return errors
}

const storedItems = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('ecomShoppingCart_1011') ?? '{}').items ?? [])

test('a quantity typed below the minimum or above the maximum is corrected to it; the field can be cleared while typing', async ({
  page
}) => {
  const errors = await open(page, PAIRS)
  const field = island(page).getByRole('spinbutton', { name: 'Quantidade' })
  await expect(field).toHaveValue('2')
  await field.fill('')
  await expect(field).toHaveValue('')
  await field.fill('1')
  await field.press('Tab')
  await expect(field).toHaveValue('2')
  await field.fill('50')
  await field.press('Enter')
  await expect(field).toHaveValue('10')
  // Typed and bought at once: the cart gets the clamped amount, and the field says so.
  await field.fill('1')
  await island(page).getByRole('button', { name: 'Comprar', exact: true }).click()
  await expect(field).toHaveValue('2')
  await expect.poll(async () => (await storedItems(page))[0]?.quantity).toBe(2)
  expect(errors).toEqual([])
})

test('the zoom view fits a 900 px high viewport; a click on the backdrop and Escape close it, focus back on the picture', async ({
  page
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await open(page, '/camiseta-basica-linho')
  const main = island(page).locator('.vt-product__main')
  await main.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('img')).toHaveJSProperty('complete', true)
  const box = (await dialog.boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(900)
  // The whole picture and the arrows are inside the dialog: nothing scrolls or is cut off.
  expect(await dialog.evaluate((d) => d.scrollHeight <= d.clientHeight)).toBe(true)
  const img = (await dialog.locator('img').boundingBox())!
  expect(img.y + img.height).toBeLessThanOrEqual(box.y + box.height)
  await expect(dialog.getByRole('button', { name: 'Próxima foto' })).toBeInViewport({ ratio: 1 })
  // The page behind does not scroll while it is open.
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')
  await page.mouse.click(5, 5)
  await expect(dialog).toBeHidden()
  await expect(main).toBeFocused()
  // The browser sends the close event a task after closing: the page scrolls again once it has.
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('')
  await main.press('Enter')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(main).toBeFocused()
})

test('the freight is asked again when the quantity or the variation changes, never left for the old choice', async ({
  page
}) => {
  const asked: { quantity: number; variation_id?: string }[] = []
  page.on('request', (r) => {
    if (r.url().includes('/calculate_shipping.json')) asked.push(r.postDataJSON().items[0])
  })
  const shirt = await (
    await page.request.get('/api/store/v1/products.json?limit=72', { headers: { 'X-Store-ID': '1011' } })
  ).json()
  const product = shirt.result.find((p: { slug: string }) => p.slug === 'camiseta-basica-linho')
  const plenty = product.variations.find((v: { quantity: number }) => v.quantity > 5)
  await page.clock.install()
  await open(page, `/camiseta-basica-linho?variation_id=${plenty._id}`)
  const box = island(page)
  const form = box.locator('.vt-product__shipping')
  await form.getByLabel('CEP').fill('01310100')
  await form.getByRole('button', { name: 'Calcular frete' }).click()
  const rows = form.locator('.vt-product__quotes li')
  await expect(rows.first()).toBeVisible()
  expect(asked).toHaveLength(1)
  // Three steps up while time stands still, then the pause passes once: one new question, for the quantity reached.
  const more = box.getByRole('button', { name: 'Aumentar quantidade' })
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  for (let i = 0; i < 3; i++) await more.click()
  await page.clock.runFor(1000)
  await page.clock.resume()
  await expect.poll(() => asked.length).toBe(2)
  expect(asked[0]).toMatchObject({ quantity: 1, variation_id: plenty._id })
  expect(asked[1]).toMatchObject({ quantity: 4, variation_id: plenty._id })
  await expect(rows.first()).toBeVisible()
  // Another size: asked again for that variation.
  const sizes = box.getByRole('radiogroup').first()
  await sizes.locator('[role="radio"]:not([aria-checked="true"]):not([aria-disabled])').first().click()
  await expect.poll(() => asked.length).toBe(3)
  expect(asked[2]!.variation_id).not.toBe(plenty._id)
  await expect(rows.first()).toBeVisible()
  await networkQuiet(page)
  expect(asked).toHaveLength(3)
})

test('a kit page takes over its server markup without moving anything (CLS 0 at 1280 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const cls = await watchLayoutShift(page)
  const errors = await open(page, '/kit-bota-cano-curto-sandalia-plataforma-tenis-slip-on')
  const parts = island(page).locator('.vt-product__kit li a')
  await expect(parts).toHaveCount(3)
  await expect(island(page).locator('.vt-product__kit-choice')).toHaveCount(1)
  // The parts' refresh and the payment options arrive after mount: give them time to land.
  await networkQuiet(page)
  expect(await cls()).toBe(0)
  expect(errors).toEqual([])
})

test("a kit page's extra-discount and boleto prices are what the cart and the checkout charge", async ({ page }) => {
  const errors = await open(page, '/kit-bota-cano-curto-sandalia-plataforma-tenis-slip-on')
  // R$ 1.016,90 less the automatic 5 % (R$ 50,85, as apply_discount answers it), then 5 % off by boleto.
  await expect(island(page).locator('.vt-product__extra')).toContainText('R$ 966,05')
  await expect(island(page).locator('.vt-product__cash')).toContainText('R$ 917,75')
  expect(errors).toEqual([])
})

test('a kit page whose JSON leaves out the parts reads them before taking over, and still moves nothing', async ({
  page
}) => {
  const KIT = '/kit-bota-cano-curto-sandalia-plataforma-tenis-slip-on'
  await page.route(KIT, async (route) => {
    const res = await route.fetch()
    await route.fulfill({ response: res, body: (await res.text()).replace('"kitParts":', '"ignored":') })
  })
  await page.setViewportSize({ width: 1280, height: 800 })
  const cls = await watchLayoutShift(page)
  const errors = await open(page, KIT)
  await expect(island(page).locator('.vt-product__kit li a')).toHaveCount(3)
  await page.waitForLoadState('networkidle')
  expect(await cls()).toBe(0)
  expect(errors).toEqual([])
})

/** Serves `path` with its product (embedded and from the Store API) stripped of the given fields. */
async function sparseProduct(page: Page, path: string, drop: string[]) {
  const strip = (p: Record<string, unknown>) => Object.fromEntries(Object.entries(p).filter(([k]) => !drop.includes(k)))
  await page.route(path, async (route) => {
    const res = await route.fetch()
    const body = (await res.text()).replace(
      /(<div data-widget="product"[^>]*><script type="application\/json">)(.*?)(<\/script>)/s,
      (_, open: string, json: string, close: string) => {
        const data = JSON.parse(json)
        const out = JSON.stringify({ ...data, product: strip(data.product) }).replace(/</g, '\\u003c')
        return open + out + close
      }
    )
    await route.fulfill({ response: res, body })
  })
  await page.route(/\/api\/store(-cache)?\/.*\/products\/[0-9a-f]{24}\.json/, async (route) => {
    const res = await route.fetch()
    await route.fulfill({ response: res, json: strip(await res.json()) })
  })
}

test('a product without a name or pictures gets the generic load-error alert, not the connection one; the page stays', async ({
  page
}) => {
  await sparseProduct(page, PAIRS, ['name', 'i18n', 'pictures'])
  await giveConsent(page)
  await page.goto(PAIRS)
  const box = island(page)
  await expect(box).toHaveAttribute('data-widget-state', 'error')
  // Trying again cannot give the product a name: the generic message, and no retry button.
  await expect(box.getByRole('alert')).toHaveText('Ocorreu um erro, tente novamente ou entre em contato conosco.')
  await expect(box.getByText(/verifique sua conexão/)).toHaveCount(0)
  await expect(box.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0)
  // The server's page is still there to read.
  await expect(page.locator('h1')).toHaveCount(1)
  expect(await axeViolations(page)).toEqual([])
})

test('the minicart tells personalised lines of one product apart by what was personalised', async ({ page }) => {
  await open(page, '/camiseta-basica-linho')
  const box = island(page)
  for (const group of await box.getByRole('radiogroup').all())
    await group.locator('[role="radio"]:not([aria-disabled])').first().click()
  const drawer = page.getByRole('dialog', { name: 'Carrinho' })
  for (const name of ['Ana', 'Bia']) {
    await box.getByLabel(/Nome personalizado/).fill(name)
    await box.getByRole('button', { name: 'Comprar', exact: true }).click()
    await expect(drawer).toBeVisible()
    await closeDrawer(page)
  }
  await page.getByRole('button', { name: /^Abrir carrinho/ }).click()
  const lines = drawer.locator('.vt-line')
  await expect(lines).toHaveCount(2)
  await expect(lines.nth(0)).toContainText('Nome personalizado: Ana')
  await expect(lines.nth(1)).toContainText('Nome personalizado: Bia')
  expect(await axeViolations(page)).toEqual([])
})
