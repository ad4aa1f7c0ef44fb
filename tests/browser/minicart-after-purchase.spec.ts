import { expect, type Page, test } from '@playwright/test'
import { atReview, cartLine } from './checkout-helpers'
import { axeViolations, failOnMissingLabels, singleCards } from './helpers'

failOnMissingLabels(test)

// A phone, where the shopper reported it: after a finished purchase 'Comprar' no longer opened the minicart.
test.use({ viewport: { width: 375, height: 667 }, hasTouch: true })
// A whole purchase, then the store's pages: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 90_000 })

// Back from the purchase (through the history, everything cached) a page's cards are ready at once, while the minicart
// still waits for the page to be idle: a 'Comprar' in between was made before the minicart listened, and its drawer
// stayed shut. A phone whose idle comes late is played here by holding requestIdleCallback 1.5 s on the store's pages.
async function lateIdle(page: Page) {
  await page.addInitScript(() => {
    if (location.pathname.startsWith('/app/')) return
    window.requestIdleCallback = (fn) =>
      window.setTimeout(() => fn({ didTimeout: true, timeRemaining: () => 0 }), 1500) as unknown as number
  })
}

/** Taps the first card's 'Comprar' while the minicart has not mounted yet, and expects its drawer. */
async function buyBeforeTheMinicart(page: Page) {
  const [card] = await singleCards(page)
  await expect(page.locator('[data-widget="minicart"]')).toHaveAttribute('data-widget-state', 'pending')
  await card!.getByRole('button', { name: /Comprar/ }).tap()
  const drawer = page.getByRole('dialog', { name: 'Carrinho' })
  await expect(drawer).toBeVisible()
  await expect(page.locator('.vt-minicart__button')).toHaveAttribute('aria-expanded', 'true')
  return drawer
}

test("after a finished purchase, 'Comprar' opens the minicart on the store's pages, back through the history too", async ({
  page,
  context,
  request
}) => {
  await lateIdle(page)
  await atReview(page, context, request, await cartLine(request, 3, 1))
  await page.getByRole('radio', { name: /Boleto/ }).check()
  await page.getByRole('button', { name: 'Finalizar pedido' }).click()
  await expect(page.getByRole('heading', { name: 'Pedido realizado' })).toBeVisible({ timeout: 20_000 })
  // Back to the store as the confirmation offers: a product list, whose first 'Comprar' opens the drawer.
  await page.getByRole('link', { name: 'Voltar para a loja' }).click()
  await expect(page).toHaveURL(/:\d+\/$/)
  const drawer = await buyBeforeTheMinicart(page)
  expect(await axeViolations(page)).toEqual([])
  await drawer.locator('.vt-drawer__close').tap()
  await expect(drawer).toBeHidden()
  // Back to the confirmation and forward again, as a phone's back button does: the same.
  await page.goBack()
  await expect(page).toHaveURL(/#\/confirmation\//)
  await page.goForward()
  await expect(page).toHaveURL(/:\d+\/$/)
  await buyBeforeTheMinicart(page)
})
