import { expect, type Page, test } from '@playwright/test'
import { axeViolations } from './helpers'

const LINES = 100

/** A stored cart of LINES lines, put there once per page (a reload keeps what the test did to it). */
const seedCart = (page: Page) =>
  page.addInitScript((n) => {
    if (sessionStorage.getItem('__seeded')) return
    sessionStorage.setItem('__seeded', '1')
    const items = Array.from({ length: n }, (_, i) => ({
      _id: `line${i}`.padEnd(24, '0'),
      product_id: `prod${i}`.padEnd(24, '0'),
      name: `Linha ${i + 1}`,
      quantity: 1,
      price: 10
    }))
    localStorage.setItem('ecomShoppingCart_1011', JSON.stringify({ _id: 'c'.repeat(24), items, subtotal: n * 10 }))
  }, LINES)

test('a cart of 100 lines opens the drawer on its first lines, then lists all 100; focus and axe as with a few', async ({
  page
}) => {
  test.setTimeout(60_000)
  await seedCart(page)
  // What the drawer holds as it first appears on each opening (a mutation callback runs before any later task).
  await page.addInitScript(() => {
    const w = window as unknown as { __firstDraws: { full: number; later: number }[] }
    w.__firstDraws = []
    let shown = false
    new MutationObserver(() => {
      const list = document.querySelector('dialog [data-cart-lines]')
      if (list && !shown)
        w.__firstDraws.push({
          full: list.querySelectorAll('[data-remove]').length,
          later: list.querySelectorAll('.vt-line--later').length
        })
      shown = Boolean(list)
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto('/')
  await expect(page.locator('[data-widget="minicart"]')).toHaveAttribute('data-widget-state', 'ready')
  const button = page.locator('.vt-minicart__button')
  const dialog = page.getByRole('dialog', { name: 'Carrinho' })
  const lines = dialog.locator('[data-cart-lines] > li')
  for (const round of ['open', 'reopen']) {
    await button.click()
    await expect(dialog, round).toBeVisible()
    // The list counts every line from the start (the later ones by name), so a screen reader hears 100 items.
    await expect(lines).toHaveCount(LINES)
    await expect(dialog.getByRole('button', { name: 'Remover: Linha 1', exact: true })).toBeVisible()
    await expect(dialog.locator('.vt-drawer__close')).toBeFocused()
    // Then every line is drawn in full: each has its remove button, the last one too.
    await expect(dialog.locator('[data-remove]')).toHaveCount(LINES)
    await expect(dialog.locator('.vt-line--later')).toHaveCount(0)
    await dialog.getByRole('button', { name: `Remover: Linha ${LINES}`, exact: true }).focus()
    await expect(dialog.getByRole('button', { name: `Remover: Linha ${LINES}`, exact: true })).toBeFocused()
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
  }
  // Each opening drew only the first lines in the tap; the rest came after.
  const draws = await page.evaluate(() => (window as unknown as { __firstDraws: unknown[] }).__firstDraws)
  expect(draws).toEqual([
    { full: 8, later: LINES - 8 },
    { full: 8, later: LINES - 8 }
  ])
})

test('an add to a cart of 100 lines opens the drawer drawn where it scrolls: the new line and the lines above it', async ({
  page
}) => {
  test.setTimeout(60_000)
  await seedCart(page)
  await page.addInitScript(() => {
    const w = window as unknown as { __first?: { full: number; lastFull: boolean; firstFull: boolean } }
    new MutationObserver(() => {
      const list = document.querySelector('dialog [data-cart-lines]')
      if (!list || w.__first) return
      w.__first = {
        full: list.querySelectorAll('[data-remove]').length,
        lastFull: !list.lastElementChild?.classList.contains('vt-line--later'),
        firstFull: !list.firstElementChild?.classList.contains('vt-line--later')
      }
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto('/')
  await expect(page.locator('[data-widget="minicart"]')).toHaveAttribute('data-widget-state', 'ready')
  const buy = page.locator('[data-widget="product-card"][data-widget-state="ready"] button.vt-card__buy').first()
  await buy.click()
  const dialog = page.getByRole('dialog', { name: 'Carrinho' })
  await expect(dialog).toBeVisible()
  const first = await page.evaluate(() => (window as unknown as { __first: unknown }).__first)
  expect(first).toEqual({ full: 8, lastFull: true, firstFull: false })
  await expect(dialog.locator('[data-cart-lines] > li')).toHaveCount(LINES + 1)
  await expect(dialog.locator('.vt-line--later')).toHaveCount(0)
  await expect(dialog.locator('[data-added]')).toBeInViewport()
  expect(await axeViolations(page)).toEqual([])
})
