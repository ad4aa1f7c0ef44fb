import { expect, test, type Page } from '@playwright/test'
import { allReady, failOnMissingLabels, giveConsent } from './helpers'

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
  page.evaluate(() => JSON.parse(localStorage.getItem('ecomShoppingCart') ?? '{}').items ?? [])

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
