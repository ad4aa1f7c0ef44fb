import { expect, type Page, test } from '@playwright/test'
import { axeViolations, failOnMissingLabels } from './helpers'
import { asMaria, asOwnCustomer, cartLine, fillVisitor, openWithCart } from './checkout-helpers'

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
  let fault = ''
  await page.route(url, async (route) => {
    seen()
    await gate
    await (fault ? route.continue({ headers: { ...route.request().headers(), 'x-fault': fault } }) : route.continue())
  })
  return {
    release,
    arrived,
    /** Lets the held requests go on with this platform fault (500, 503…). */
    fail(kind: string) {
      fault = kind
      release()
    }
  }
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

test.describe("'Finalizar pedido' before the freight quote", () => {
  test.describe.configure({ timeout: 90_000 })

  test('is kept: the button says it waits for the freight, and the order goes on once the quote arrives', async ({
    page,
    context,
    request
  }) => {
    // The order goes through: placed as a customer of the test's own, not on Maria's record.
    await asOwnCustomer(context, request)
    const held = await hold(page, '**/api/modules/v1/calculate_shipping.json')
    await openWithCart(page, [await cartLine(request, 5, 1)])
    await page.getByRole('button', { name: 'Finalizar compra' }).click()
    await expect(page).toHaveURL(/#\/checkout\/payment$/)
    await held.arrived
    await page.getByRole('radio', { name: /Boleto/ }).click()
    const place = page.locator('.vt-checkout__step button[type="submit"]')
    await place.click()
    await expect(place).toHaveText('Calculando o frete…')
    await expect(place).toHaveAttribute('aria-disabled', 'true')
    await expect(place).toBeFocused()
    expect(await axeViolations(page)).toEqual([])
    held.release()
    await expect(page).toHaveURL(/#\/confirmation\//, { timeout: 30_000 })
  })

  test('a quote that fails meanwhile says why the order cannot go on, focus on the retry', async ({
    page,
    context,
    request
  }) => {
    await asMaria(context, request)
    const held = await hold(page, '**/api/modules/v1/calculate_shipping.json')
    await openWithCart(page, [await cartLine(request, 5, 1)])
    await page.getByRole('button', { name: 'Finalizar compra' }).click()
    await held.arrived
    await page.getByRole('radio', { name: /Boleto/ }).click()
    await page.locator('.vt-checkout__step button[type="submit"]').click()
    held.fail('500')
    await expect(
      page.getByText('Sem uma forma de envio o pedido não pode ser finalizado: escolha uma acima ou altere o endereço.')
    ).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeFocused()
    expect(await axeViolations(page)).toEqual([])
    await expect(page).toHaveURL(/#\/checkout\/payment$/)
  })
})

test("'Continuar' on the address step before the freight quote is kept, then goes on to payment", async ({
  page,
  request
}) => {
  test.setTimeout(90_000)
  await openWithCart(page, [await cartLine(request, 4, 1)], '#/checkout')
  await fillVisitor(page, 'pressa@example.com')
  const held = await hold(page, '**/api/modules/v1/calculate_shipping.json')
  await page.getByLabel('CEP').fill('01310-100')
  await expect(page.getByLabel('Endereço')).toHaveValue(/.+/)
  await page.getByLabel('Número').fill('1000')
  await held.arrived
  const go = page.locator('.vt-checkout__step button[type="submit"]')
  await go.click()
  await expect(go).toHaveText('Calculando o frete…')
  await expect(go).toHaveAttribute('aria-disabled', 'true')
  await expect(go).toBeFocused()
  expect(await axeViolations(page)).toEqual([])
  held.release()
  await expect(page).toHaveURL(/#\/checkout\/payment$/, { timeout: 20_000 })
})

test('a CEP lookup that answers after the number was typed fills the street and keeps the number', async ({
  page,
  request
}) => {
  await openWithCart(page, [await cartLine(request, 4, 1)], '#/checkout')
  await fillVisitor(page, 'cep.lento@example.com')
  const lookup = await hold(page, '**/api/cep/v1/*')
  await page.getByLabel('CEP').fill('01310-100')
  await lookup.arrived
  await page.getByLabel('Número').fill('1000')
  await page.getByLabel('Complemento').fill('apto 12')
  lookup.release()
  await expect(page.getByLabel('Endereço')).toHaveValue('Avenida Paulista')
  await expect(page.getByLabel('Número')).toHaveValue('1000')
  await expect(page.getByLabel('Complemento')).toHaveValue('apto 12')
})

test('a field focused the moment the next step appears keeps focus: the heading takes it when the step is drawn, not a frame later', async ({
  page,
  request
}) => {
  await openWithCart(page, [await cartLine(request, 1, 1)])
  await page.getByRole('button', { name: 'Finalizar compra' }).click()
  await page.getByLabel('E-mail').fill('rapida@example.com')
  // A fast typist (or a phone that paints late): the name field is focused in the very task that shows it.
  const kept = page.evaluate(
    () =>
      new Promise<string>((done) => {
        const seen = new MutationObserver(() => {
          const name = document.querySelector<HTMLInputElement>('.vt-checkout input[autocomplete="name"]')
          if (!name) return
          seen.disconnect()
          name.focus()
          // Two frames and a timer: past any effect the shell runs after paint.
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              setTimeout(() => done(document.activeElement?.getAttribute('autocomplete') ?? ''), 150)
            )
          )
        })
        seen.observe(document.body, { childList: true, subtree: true })
      })
  )
  await page.getByLabel('E-mail').press('Enter')
  expect(await kept).toBe('name')
  await expect(page).toHaveURL(/#\/checkout\/customer$/)
})
