import { expect, test } from '@playwright/test'
import { axeViolations } from './helpers'

test('removing minicart lines moves focus to the next line, the previous one, then the close button', async ({
  page
}) => {
  await page.goto('/')
  await expect(page.locator('[data-widget="minicart"]')).toHaveAttribute('data-widget-state', 'ready')
  await page.evaluate(() => {
    const cart = (window as unknown as { storefront: { cart: { addItem(i: object): unknown } } }).storefront.cart
    for (const name of ['Um', 'Dois', 'Três']) cart.addItem({ product_id: `focus-${name}`, name, price: 10 })
  })
  // The demo's minicart opens on add (data-open-on-add): the drawer is already there.
  const dialog = page.getByRole('dialog', { name: 'Carrinho' })
  await expect(dialog).toBeVisible()
  const remove = (name: string) => dialog.getByRole('button', { name: `Remover: ${name}` })
  await remove('Dois').click()
  await expect(remove('Três')).toBeFocused()
  await remove('Três').press('Enter')
  await expect(remove('Um')).toBeFocused()
  await remove('Um').press('Enter')
  await expect(dialog.locator('.vt-drawer__close')).toBeFocused()
  expect(await axeViolations(page)).toEqual([])
})

test('the discount stamp is announced as a percentage', async ({ page }) => {
  await page.goto('/')
  const stamp = page.locator('.vt-price__stamp').first()
  await expect(stamp).toBeAttached()
  await expect(stamp.locator('.vt-sr-only')).toHaveText(/^\d+% de desconto$/)
})

test("the drawer's code loads as a finger comes down on 'Comprar', before the add", async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('[data-widget="minicart"]')).toHaveAttribute('data-widget-state', 'ready')
  const buy = page.locator('[data-widget="product-card"][data-widget-state="ready"] button.vt-card__buy').first()
  await buy.scrollIntoViewIfNeeded()
  const panel = page.waitForRequest(/\/chunks\/MinicartPanel-[^/]+\.js$/)
  // A pointerdown alone (no click follows): the shopper has not added yet, and nothing was added.
  await buy.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true })
  await panel
  expect(await page.evaluate(() => window.storefront.cart.data.items.length)).toBe(0)
  await buy.click()
  await expect(page.getByRole('dialog', { name: 'Carrinho' })).toBeVisible()
})
