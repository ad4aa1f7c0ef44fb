import { expect, type Page, test } from '@playwright/test'
import { axeViolations, failOnMissingLabels } from './helpers'
import { cartLine, openWithCart } from './checkout-helpers'

failOnMissingLabels(test)

/** Holds every request matching `url` until `release()`; `seen` resolves at the first one. */
async function hold(page: Page, url: string) {
  let release!: () => void
  const gate = new Promise<void>((r) => {
    release = r
  })
  let seen!: () => void
  const arrived = new Promise<void>((r) => {
    seen = r
  })
  await page.route(url, async (route) => {
    seen()
    await gate
    await route.continue()
  })
  return { release, arrived }
}

test('a refused coupon sent with Aplicar leaves focus on the field to fix; the busy button keeps focus', async ({
  page,
  request
}) => {
  await openWithCart(page, [await cartLine(request, 2, 1)])
  const held = await hold(page, '**/api/modules/v1/apply_discount.json')
  const field = page.getByLabel('Cupom de desconto')
  const apply = page.getByRole('button', { name: 'Aplicar' })
  await field.fill('NAOEXISTE')
  await apply.click()
  await held.arrived
  // While the code is checked the button says so and keeps the focus the click gave it.
  await expect(apply).toHaveAttribute('aria-disabled', 'true')
  await expect(apply).toBeFocused()
  expect(await axeViolations(page)).toEqual([])
  held.release()
  await expect(page.getByText('O cupom de desconto inserido é inválido.').first()).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toBeFocused()
  await expect(apply).not.toHaveAttribute('aria-disabled', 'true')
  expect(await axeViolations(page)).toEqual([])
})

test('an invalid CEP sent with Calcular frete leaves focus on the CEP field', async ({ page, request }) => {
  await openWithCart(page, [await cartLine(request, 2, 1)])
  const zip = page.getByLabel('CEP')
  await zip.fill('123')
  await page.getByRole('button', { name: 'Calcular frete' }).click()
  await expect(zip).toHaveAttribute('aria-invalid', 'true')
  await expect(zip).toBeFocused()
})
