import { expect, type Page, test } from '@playwright/test'
import { axeViolations, failOnMissingLabels, giveConsent } from './helpers'

failOnMissingLabels(test)

// A kit bought from its page shows in the minicart as one group: its name, its total, its parts under it, and one
// 'Remover kit' that asks first and takes all its lines. The demo's minicart opens on add (data-open-on-add).
const KIT_PAGE = '/kit-bota-cano-curto-sandalia-plataforma-tenis-slip-on'

async function addKit(page: Page) {
  await page.goto(KIT_PAGE)
  await giveConsent(page)
  await expect(page.locator('[data-widget="product"]')).toHaveAttribute('data-widget-state', 'ready')
  await expect(page.locator('[data-widget="minicart"]')).toHaveAttribute('data-widget-state', 'ready')
  const choice = page.locator('select.vt-product__kit-choice')
  const values = await choice
    .locator('option:not([disabled])')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
  await choice.selectOption(values.find(Boolean)!)
  await page.locator('.vt-product__buy-button').click()
  const dialog = page.getByRole('dialog', { name: 'Carrinho' })
  await expect(dialog).toBeVisible()
  return dialog
}

const kitName = (page: Page) =>
  page.evaluate(() => {
    const items = (window as any).storefront.cart.data.items as { kit_product?: { name: string; price: number } }[]
    return { name: items[0]!.kit_product!.name, lines: items.length, kits: items.filter((i) => i.kit_product).length }
  })

test('a kit in the minicart is one group: its name, its total, its parts, one remove', async ({ page }) => {
  const dialog = await addKit(page)
  const { name, lines, kits } = await kitName(page)
  expect(kits).toBe(lines)
  const group = dialog.locator('.vt-kit')
  await expect(group).toHaveCount(1)
  await expect(group.locator('.vt-kit__name')).toHaveText(`Kit: ${name}`)
  await expect(group.locator('.vt-kit__parts .vt-line')).toHaveCount(lines)
  // The kit's total is the subtotal (nothing else in the cart), and no part has a remove of its own.
  const subtotal = await dialog.locator('.vt-minicart__subtotal strong').textContent()
  await expect(group.locator('.vt-kit__total')).toContainText(subtotal!)
  await expect(group.getByRole('button', { name: /^Remover:/ })).toHaveCount(0)
  await expect(group.getByRole('button', { name: `Remover kit: ${name}` })).toBeVisible()
  // Just added: shown and marked.
  await expect(group).toHaveAttribute('data-added', '')
  expect(await axeViolations(page)).toEqual([])
})

test('removing a kit from the minicart asks, removes every line as one and says so; focus stays in the drawer', async ({
  page
}) => {
  const dialog = await addKit(page)
  const { name, lines } = await kitName(page)
  const removes: number[] = []
  await page.exposeFunction('countRemove', () => removes.push(1))
  await page.evaluate(() => window.addEventListener('ecom:cart:removeItem', () => (window as any).countRemove()))
  const ask = dialog.getByRole('group', { name: new RegExp(`Remover o kit .* e seus ${lines} itens`) })

  // 'Manter kit' keeps it, and focus goes back to the kit's button.
  await dialog.getByRole('button', { name: `Remover kit: ${name}` }).click()
  await expect(ask.getByRole('button', { name: 'Manter kit' })).toBeFocused()
  expect(await axeViolations(page)).toEqual([])
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('button', { name: `Remover kit: ${name}` })).toBeFocused()
  expect((await kitName(page)).lines).toBe(lines)

  await dialog.getByRole('button', { name: `Remover kit: ${name}` }).click()
  await ask.getByRole('button', { name: 'Remover kit' }).click()
  await expect(dialog.getByRole('status').filter({ hasText: `Kit ${name} removido do carrinho.` })).toBeAttached()
  expect(await page.evaluate(() => (window as any).storefront.cart.data.items.length)).toBe(0)
  // One removal for the whole kit, not one per part.
  expect(removes).toHaveLength(1)
  await expect(dialog.getByText('Seu carrinho está vazio')).toBeVisible()
  await expect(dialog.locator('.vt-drawer__close')).toBeFocused()
  expect(await axeViolations(page)).toEqual([])
})

test('after an add the drawer scrolls to the added line and marks it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 })
  await page.goto('/')
  await giveConsent(page)
  await expect(page.locator('[data-widget="minicart"]')).toHaveAttribute('data-widget-state', 'ready')
  await page.evaluate(() => {
    const cart = (window as any).storefront.cart
    for (let i = 0; i < 8; i++) cart.addItem({ product_id: `line-${i}`, name: `Produto ${i}`, price: 10 + i })
  })
  const dialog = page.getByRole('dialog', { name: 'Carrinho' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  // The first line, already in the cart, added again: the drawer opens on it, far down the list.
  await page.evaluate(() =>
    (window as any).storefront.cart.addItem({ product_id: 'line-0', name: 'Produto 0', price: 10 })
  )
  const line = dialog.locator('.vt-line', { hasText: 'Produto 0' })
  await expect(line).toHaveAttribute('data-added', '')
  await expect(line).toBeInViewport()
  await expect(dialog.locator('[data-added]')).toHaveCount(1)
  expect(await axeViolations(page)).toEqual([])
})
