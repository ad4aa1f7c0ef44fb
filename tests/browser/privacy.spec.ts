import { expect, test, type Page } from '@playwright/test'
import { axeViolations, failOnMissingLabels } from './helpers'
import { asOwnCustomer, cartLine, loginByCode, openWithCart, ownCustomer } from './checkout-helpers'

failOnMissingLabels(test)
test.describe.configure({ timeout: 120_000 })

// The customer's own values (the demo customer has Maria's profile): none may be left in the browser's storage, or on
// a screen, after a logout.
const STREET = 'Avenida Paulista'
const personal = (email: string) => [STREET, '01310100', '01310-100', email, 'Silva', '12345678909', '123.456.789-09']

/** Everything this tab's sessionStorage and the site's localStorage hold, as one text. */
const storageDump = (page: Page) =>
  page.evaluate(() => JSON.stringify({ session: { ...sessionStorage }, local: { ...localStorage } }))

const leftIn = (dump: string, email: string) => personal(email).filter((v) => dump.includes(v))

/** A logged-in customer buys with boleto (a returning customer's review: their address on file); the confirmation URL. */
async function buy(page: Page, email: string): Promise<string> {
  await openWithCart(page, [await cartLine(page.request, 7, 1)], '#/checkout')
  await loginByCode(page, email)
  await expect(page).toHaveURL(/#\/checkout\/payment$/)
  await page.getByRole('radio', { name: /Boleto/ }).check()
  await page.getByRole('button', { name: 'Finalizar pedido' }).click()
  await expect(page).toHaveURL(/#\/confirmation\//)
  await expect(page.locator('.vt-confirmation')).toContainText(STREET)
  // The copies a purchase leaves are there (so the checks below can see them go): the order, the details, the CEP.
  expect(leftIn(await storageDump(page), email)).toEqual(expect.arrayContaining([STREET, '01310100']))
  return page.url()
}

async function logoutFromHeader(page: Page) {
  const user = page.locator('[data-widget="user"]')
  await expect(user).toHaveAttribute('data-widget-state', 'ready')
  await user.locator('button.vt-user__button').click()
  await user.getByRole('button', { name: 'Sair' }).click()
  await expect(user.locator('button.vt-user__button')).toHaveText('Entrar')
}

/** The confirmation of an order this browser no longer holds: the order's page, asking for the login, no address. */
async function expectNothingPersonalAt(page: Page) {
  await expect(page).toHaveURL(/#\/account\/orders\//)
  await expect(page.getByLabel('E-mail')).toBeVisible()
  await expect(page.locator('body')).not.toContainText(STREET)
}

test('after a purchase, a logout in the same tab leaves no customer value in storage or on the confirmation URL', async ({
  page,
  request
}) => {
  const email = await ownCustomer(request)
  const confirmation = await buy(page, email)

  await logoutFromHeader(page)
  // The screen that showed the address leaves it with the customer.
  await expectNothingPersonalAt(page)
  expect(leftIn(await storageDump(page), email)).toEqual([])
  // The purchase still waits for the ad pixels, without the buyer's hashed e-mail and phone.
  const queued = JSON.parse((await page.evaluate(() => localStorage.getItem('vitrine:pixel:purchases_1011'))) ?? '[]')
  expect(queued.length).toBeGreaterThan(0)
  expect(queued.filter((p: { user?: unknown }) => p.user)).toEqual([])
  // The cart (not personal) is still kept.
  expect(await page.evaluate(() => localStorage.getItem('ecomShoppingCart_1011'))).not.toBeNull()

  await page.goto(confirmation)
  await expectNothingPersonalAt(page)
  expect(leftIn(await storageDump(page), email)).toEqual([])
  expect(await axeViolations(page)).toEqual([])
})

test('a logout in another tab clears the open confirmation and its storage too', async ({ context, request }) => {
  const email = await ownCustomer(request)
  const a = await context.newPage()
  const confirmation = await buy(a, email)

  const b = await context.newPage()
  await b.goto('/')
  await logoutFromHeader(b)

  await expectNothingPersonalAt(a)
  expect(leftIn(await storageDump(a), email)).toEqual([])
  expect(leftIn(await storageDump(b), email)).toEqual([])

  await a.goto(confirmation)
  await expectNothingPersonalAt(a)
  expect(leftIn(await storageDump(a), email)).toEqual([])
})

test("a logout takes the CEP off the open product page's shipping form and out of storage", async ({
  context,
  request,
  page
}) => {
  await asOwnCustomer(context, request)
  await page.goto('/jogo-de-lencol-algodao-egipcio')
  const form = page.locator('[data-widget="product"] .vt-product__shipping')
  const cep = form.getByLabel('CEP')
  await cep.fill('01310100')
  await cep.press('Enter')
  await expect(form.locator('.vt-product__quotes li').first()).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('vitrineZip_1011'))).toBe('01310100')

  await logoutFromHeader(page)
  await expect(cep).toHaveValue('')
  await expect(form.locator('.vt-product__quotes li')).toHaveCount(0)
  expect(await page.evaluate(() => sessionStorage.getItem('vitrineZip_1011'))).toBeNull()
  await expect(page.locator('body')).not.toContainText('01310-100')
})
