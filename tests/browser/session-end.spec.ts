import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { axeViolations, failOnMissingLabels } from './helpers'
import { cartLine, loginByCode, mailedCode, openWithCart, ownCustomer } from './checkout-helpers'

failOnMissingLabels(test)
test.describe.configure({ timeout: 120_000 })

const ENDED = 'Sua sessão expirou. Entre novamente para continuar.'

/** The platform lets this browser's login token run out (no other test's). */
async function expireToken(context: BrowserContext, request: APIRequestContext) {
  const cookie = (await context.cookies()).find((c) => c.name === 'ecomPassportClient_1011')!
  const token = JSON.parse(decodeURIComponent(cookie.value)).auth.token.access_token as string
  const r = await request.post('/__platform/tokens/expire', { data: { access_token: token } })
  expect((await r.json()).expired).toBe(1)
}

/** Orders this page created (the platform's log is shared with the tests running alongside). */
function ordersPlaced(page: Page): { count: number } {
  const placed = { count: 0 }
  page.on('response', (r) => {
    if (r.request().method() === 'POST' && r.url().endsWith('@checkout.json') && r.status() === 200) placed.count++
  })
  return placed
}

test('a session that ends mid-checkout (a 401 in another tab) is not a logout: said, login in place, nothing typed lost, one order', async ({
  context,
  request
}) => {
  const email = await ownCustomer(request)
  const a = await context.newPage()
  await openWithCart(a, [await cartLine(request, 6, 1)], '#/checkout')
  await loginByCode(a, email)
  await expect(a).toHaveURL(/#\/checkout\/payment$/)
  // What the shopper typed: a card (in the form's memory only) and the plan.
  await a.getByRole('radio', { name: /Cartão de crédito/ }).check()
  await a.getByLabel('Nome impresso no cartão').fill('MARIA SILVA')
  await a.getByLabel('Número do cartão').fill('4111111111111111')
  const year = String(new Date().getFullYear() + 2).slice(2)
  await a.getByLabel('Validade (MM/AA)').pressSequentially(`12${year}`)
  await a.getByLabel('Código de segurança').fill('123')
  const placed = ordersPlaced(a)

  await expireToken(context, request)
  // The account in another tab reads the record with the dead token: the platform answers 401.
  const b = await context.newPage()
  await b.goto('/app/#/account')

  await expect(a.getByRole('alert').filter({ hasText: ENDED })).toBeVisible()
  const relogin = a.locator('[data-session-ended]')
  await expect(relogin.getByLabel('E-mail')).toHaveValue(email)
  // Still on the step, everything typed still there.
  await expect(a).toHaveURL(/#\/checkout\/payment$/)
  await expect(a.getByLabel('Número do cartão')).toHaveValue(/4111/)
  await expect(a.getByLabel('Nome impresso no cartão')).toHaveValue('MARIA SILVA')
  expect(await a.evaluate(() => sessionStorage.getItem('vitrineCheckoutDraft_1011') ?? '')).toContain(email)
  expect(await axeViolations(a)).toEqual([])

  await loginByCode(a, email, relogin)
  // The login's passport calls wait their turn behind the ones that met the 401 (1,070 ms apart on that host).
  await expect(a.locator('[data-session-ended]')).toHaveCount(0, { timeout: 20_000 })
  await expect(a.getByLabel('Número do cartão')).toHaveValue(/4111/)
  await expect(a.locator('[data-step-heading]')).toBeFocused()
  await a.getByRole('button', { name: 'Finalizar pedido' }).click()
  await expect(a).toHaveURL(/#\/confirmation\//)
  expect(placed.count).toBe(1)
})

test('the token runs out at the order itself: the same login in place, and the order goes through', async ({
  page,
  context,
  request
}) => {
  const email = await ownCustomer(request)
  await openWithCart(page, [await cartLine(request, 7, 1)], '#/checkout')
  await loginByCode(page, email)
  await expect(page).toHaveURL(/#\/checkout\/payment$/)
  await page.getByRole('radio', { name: /Boleto/ }).check()
  await expireToken(context, request)
  await page.getByRole('button', { name: 'Finalizar pedido' }).click()
  await expect(page.getByRole('alert').filter({ hasText: ENDED })).toBeVisible()
  await expect(page).toHaveURL(/#\/checkout\/payment$/)
  await expect(page.getByRole('radio', { name: /Boleto/ })).toBeChecked()
  await loginByCode(page, email, page.locator('[data-session-ended]'))
  await expect(page.locator('[data-session-ended]')).toHaveCount(0, { timeout: 20_000 })
  await page.getByRole('button', { name: 'Finalizar pedido' }).click()
  await expect(page).toHaveURL(/#\/confirmation\//)
})

test('the login in place offers no visitor way; the review stays the customer’s and Finalizar pedido says to log in instead of sending', async ({
  context,
  request
}) => {
  const email = await ownCustomer(request)
  const a = await context.newPage()
  await openWithCart(a, [await cartLine(request, 8, 1)], '#/checkout')
  // The ordinary identification still lets anyone go on as a visitor.
  await expect(a.getByRole('button', { name: 'Continuar como visitante' })).toBeVisible()
  await loginByCode(a, email)
  await expect(a).toHaveURL(/#\/checkout\/payment$/)
  const heading = a.locator('h2[data-step-heading]', { hasText: 'Revisão do pedido' })
  await expect(heading).toBeVisible()
  await a.getByRole('radio', { name: /Boleto/ }).check()
  const address = a.getByRole('group', { name: 'Endereço de entrega' }).getByRole('radio', { checked: true })
  const addressText = (await address.locator('xpath=..').textContent())!.trim()
  const placed = ordersPlaced(a)

  await expireToken(context, request)
  const b = await context.newPage()
  await b.goto('/app/#/account')
  await expect(a.getByRole('alert').filter({ hasText: ENDED })).toBeVisible()
  const relogin = a.locator('[data-session-ended]')
  // Logging in again is the only way on: going on as a visitor would silently change the buyer.
  await expect(relogin.getByRole('button', { name: 'Receber código por e-mail' })).toBeVisible()
  await expect(a.getByRole('button', { name: 'Continuar como visitante' })).toHaveCount(0)
  // The review as it was: its heading, the chosen address and method, not a visitor's form.
  await expect(heading).toBeVisible()
  await expect(a.getByRole('group', { name: 'Endereço de entrega' }).getByRole('radio', { checked: true })).toHaveCount(
    1
  )
  await expect(
    a.getByRole('group', { name: 'Endereço de entrega' }).getByRole('radio', { checked: true }).locator('xpath=..')
  ).toHaveText(addressText)
  await expect(a.getByRole('radio', { name: /Boleto/ })).toBeChecked()
  expect(await axeViolations(a)).toEqual([])

  // The order's button sends nothing with the dead session: it says what to do and takes the shopper to the login.
  await a.getByRole('button', { name: 'Finalizar pedido' }).click()
  await expect(relogin.locator('[data-relogin-hint]')).toHaveText(
    'Entre novamente acima para continuar: o que você escolheu e digitou continua aqui.'
  )
  await expect(relogin.getByLabel('E-mail')).toBeFocused()
  expect(placed.count).toBe(0)
  expect(await axeViolations(a)).toEqual([])

  // Enter in the e-mail field asks for the code (never goes on as a visitor).
  await relogin.getByLabel('E-mail').press('Enter')
  await relogin.getByLabel('Código').fill(await mailedCode(a, email))
  await relogin.getByRole('button', { name: 'Continuar', exact: true }).click()
  await expect(a.locator('[data-session-ended]')).toHaveCount(0, { timeout: 20_000 })
  await expect(a.getByRole('radio', { name: /Boleto/ })).toBeChecked()
  await a.getByRole('button', { name: 'Finalizar pedido' }).click()
  await expect(a).toHaveURL(/#\/confirmation\//)
  expect(placed.count).toBe(1)
})
