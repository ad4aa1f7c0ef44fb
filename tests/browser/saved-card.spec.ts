import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { axeViolations, failOnMissingLabels } from './helpers'
import { cardLeaks, cartLine, loginByCode, openWithCart, ownCustomer } from './checkout-helpers'

failOnMissingLabels(test)
test.describe.configure({ timeout: 90_000 })

const MASTERCARD = '5555555555554444'
type LogEntry = { api: string; method: string; path: string; status: number; body?: string }
const log = async (request: APIRequestContext) => (await (await request.get('/__platform/log')).json()) as LogEntry[]
const year = String(new Date().getFullYear() + 3).slice(2)

async function login(page: Page, email: string) {
  await loginByCode(page, email)
  await expect(page).toHaveURL(/#\/checkout\/payment$/)
}

/** A first purchase by card, typed in full, the shopper asking the gateway to keep it. */
async function buyAndSave(page: Page, request: APIRequestContext, email: string) {
  await openWithCart(page, [await cartLine(request, 3, 1)], '#/checkout')
  await login(page, email)
  await page.getByRole('radio', { name: /Cartão de crédito/ }).check()
  // A customer without cards on file types the card; asking to keep it is theirs to tick.
  const save = page.getByRole('checkbox', { name: 'Salvar este cartão para as próximas compras' })
  await expect(save).not.toBeChecked()
  await page.getByLabel('Nome impresso no cartão').fill('MARIA A SILVA')
  await page.getByLabel('Número do cartão').fill(MASTERCARD)
  await page.getByLabel('Validade (MM/AA)').pressSequentially(`12${year}`)
  await page.getByLabel('Código de segurança').fill('123')
  await save.check()
  await page.getByRole('button', { name: 'Finalizar pedido' }).click()
  await expect(page).toHaveURL(/#\/confirmation\//)
}

test('a returning customer pays with the card on file by typing only its security code; the number never travels again', async ({
  browser,
  request
}) => {
  const email = await ownCustomer(request)
  const context = await browser.newContext()
  const first = await context.newPage()
  await buyAndSave(first, request, email)

  // The next purchase, logged in: the review has the card on file chosen, and only its security code to type.
  const page = await context.newPage()
  await openWithCart(page, [await cartLine(request, 4, 1)], '#/checkout')
  await expect(page).toHaveURL(/#\/checkout\/payment$/)
  await expect(page.getByRole('radio', { name: /Cartão de crédito/ })).toBeChecked()
  // The customer record keeps no expiry for a card on file: brand and last digits name it.
  const onFile = page.getByRole('radio', { name: 'Mastercard final 4444', exact: true })
  await expect(onFile).toBeChecked()
  await expect(page.getByRole('group', { name: 'Cartões salvos' })).toBeVisible()
  await expect(page.getByLabel('Número do cartão')).toHaveCount(0)
  await expect(page.getByLabel('Nome impresso no cartão')).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])

  // Pressed without the code: said on the code's field, which gets the focus.
  await page.getByRole('button', { name: 'Finalizar pedido' }).click()
  await expect(page.getByLabel('Código de segurança')).toBeFocused()
  await expect(page.getByLabel('Código de segurança')).toHaveAttribute('aria-invalid', 'true')
  expect(await axeViolations(page)).toEqual([])
  await page.getByLabel('Código de segurança').fill('321')
  await page.getByRole('button', { name: 'Finalizar pedido' }).click()
  await expect(page).toHaveURL(/#\/confirmation\//)

  const entries = await log(request)
  const order = entries
    .filter((e) => e.path.endsWith('@checkout.json') && e.status === 200 && e.body?.includes(email))
    .at(-1)!
  expect(JSON.parse(order.body!).transaction.credit_card).toMatchObject({
    hash: expect.stringMatching(/^tok_/),
    last_digits: '4444',
    company: 'mastercard'
  })
  // The gateway got the card's reference and the code, in the customer's session; nobody got the number.
  const reuse = entries.filter((e) => e.api === 'gateway' && /\/cards\/card_\w+\/tokens\.json$/.test(e.path)).at(-1)!
  expect(JSON.parse(reuse.body!)).toEqual({ cvc: '321' })
  expect(await cardLeaks(request, [MASTERCARD])).toEqual([])
  await context.close()
})

test("'Usar outro cartão' brings the card's fields back, and the choice comes back to the card on file", async ({
  browser,
  request
}) => {
  const email = await ownCustomer(request)
  const context = await browser.newContext()
  await buyAndSave(await context.newPage(), request, email)
  const page = await context.newPage()
  await openWithCart(page, [await cartLine(request, 4, 1)], '#/checkout')
  await expect(page.getByRole('radio', { name: /Mastercard final 4444/ })).toBeChecked()
  await page.getByRole('radio', { name: 'Usar outro cartão' }).check()
  await expect(page.getByLabel('Número do cartão')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Salvar este cartão para as próximas compras' })).toBeVisible()
  // Keyboard only: the radio group keeps its place, the fields follow it in tab order.
  await expect(page.getByRole('radio', { name: 'Usar outro cartão' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Nome impresso no cartão')).toBeFocused()
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('radio', { name: /Mastercard final 4444/ }).check()
  await expect(page.getByLabel('Número do cartão')).toHaveCount(0)
  await expect(page.getByLabel('Código de segurança')).toHaveValue('')
  await context.close()
})

test('a visitor is offered no card on file and no saving; a customer record that cannot be read leaves the card fields', async ({
  page,
  browser,
  request
}) => {
  await openWithCart(page, [await cartLine(request, 2, 1)], '#/checkout')
  await page.getByLabel('E-mail').fill('visitante.cartao@example.com')
  await page.getByRole('button', { name: 'Continuar como visitante' }).click()
  await page.getByLabel('Nome completo').fill('Ana Souza')
  await page.getByLabel('CPF').fill('529.982.247-25')
  await page.getByLabel('Telefone').fill('(11) 98765-4321')
  await page.getByRole('button', { name: 'Continuar' }).click()
  await page.getByLabel('CEP').fill('01310-100')
  await expect(page.getByLabel('Endereço')).toHaveValue(/.+/)
  await page.getByLabel('Número').fill('1000')
  await page.getByRole('button', { name: 'Continuar' }).click()
  await page.getByRole('radio', { name: /Cartão de crédito/ }).check()
  await expect(page.getByLabel('Número do cartão')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: /Salvar este cartão/ })).toHaveCount(0)
  await expect(page.getByRole('group', { name: 'Cartões salvos' })).toHaveCount(0)

  // A customer whose record cannot be read again right now (where the cards on file are) still pays by typing the card.
  const email = await ownCustomer(request)
  const context = await browser.newContext()
  const other = await context.newPage()
  await other.route('**/api/passport/v1/**/api/me.json', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 503, body: '{}' }) : route.continue()
  )
  await openWithCart(other, [await cartLine(request, 2, 1)], '#/checkout')
  await login(other, email)
  await other.getByRole('radio', { name: /Cartão de crédito/ }).check()
  await expect(other.getByLabel('Número do cartão')).toBeVisible()
  await expect(other.getByRole('group', { name: 'Cartões salvos' })).toHaveCount(0)
  await context.close()
})

test('a payment change in the account pays with the card on file, only its security code typed', async ({
  browser,
  request
}) => {
  test.setTimeout(150_000)
  const email = await ownCustomer(request)
  const context = await browser.newContext()
  await buyAndSave(await context.newPage(), request, email)
  // An order left to pay by boleto, then changed to the card on file.
  const page = await context.newPage()
  await openWithCart(page, [await cartLine(request, 5, 1)], '#/checkout')
  await page.getByRole('radio', { name: /Boleto/ }).check()
  await page.getByRole('button', { name: 'Finalizar pedido' }).click()
  await expect(page).toHaveURL(/#\/confirmation\/[0-9a-f]{24}\/\d+$/, { timeout: 30_000 })
  const id = /confirmation\/([0-9a-f]{24})/.exec(page.url())![1]
  await page.goto(`/app/#/account/orders/${id}`)
  await expect(page.getByText('Status do pagamento: Pendente').first()).toBeVisible({ timeout: 30_000 })
  await page.getByRole('button', { name: 'Alterar forma de pagamento' }).click()
  const dialog = page.getByRole('alertdialog')
  await dialog.getByRole('radio', { name: 'Cartão de crédito' }).check()
  await expect(dialog.getByRole('radio', { name: /Mastercard final 4444/ })).toBeChecked()
  await expect(dialog.getByLabel('Número do cartão')).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])
  // Confirmar without the code: said on its field.
  await dialog.getByRole('button', { name: 'Confirmar' }).click()
  await expect(dialog.getByLabel('Código de segurança')).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByLabel('Código de segurança').fill('456')
  await dialog.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page.getByText('Pedido atualizado')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Status do pagamento: Pago').first()).toBeVisible({ timeout: 30_000 })
  const patch = (await log(request))
    .filter((e) => e.method === 'PATCH' && e.path.includes(`orders/${id}.json`) && e.status === 200)
    .at(-1)!
  expect(JSON.parse(patch.body!).credit_card.hash).toMatch(/^tok_/)
  expect(await cardLeaks(request, [MASTERCARD])).toEqual([])
  await context.close()
})
