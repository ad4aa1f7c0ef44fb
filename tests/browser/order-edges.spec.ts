import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { axeViolations, failOnMissingLabels, freshPlatformLog } from './helpers'
import { cartLine, fillAddress, fillCard, fillVisitor, mailedCode, openWithCart, ownCustomer } from './checkout-helpers'

failOnMissingLabels(test)
freshPlatformLog(test)
test.describe.configure({ timeout: 120_000 })

type LogEntry = { method: string; path: string; status: number; body?: string; key?: string }
const orderPosts = async (request: APIRequestContext, email: string) =>
  ((await (await request.get('/__platform/log')).json()) as LogEntry[]).filter(
    (e) => e.method === 'POST' && e.path.endsWith('@checkout.json') && e.status === 200 && e.body?.includes(email)
  )
const placeOrder = (page: Page) => page.getByRole('button', { name: 'Finalizar pedido' }).click()
const storedCart = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('ecomShoppingCart_1011') ?? '{"items":[]}').items as { quantity: number }[]
  )

test('an order refused for stock names the product and what is left, and the cart line is lowered to it', async ({
  page,
  request
}) => {
  const line = await cartLine(request, 8, 1)
  const product = (await (
    await request.get(`/api/store/v1/products/${line.product_id}.json`, { headers: { 'X-Store-ID': '1011' } })
  ).json()) as { quantity: number }
  const left = product.quantity
  // The stored cart holds more than the store has (another shopper bought meanwhile).
  await openWithCart(page, [{ ...line, quantity: left + 3 }], '#/checkout')
  await fillVisitor(page, 'estoque@example.com')
  await fillAddress(page)
  await page.getByRole('radio', { name: /Boleto/ }).check()
  await placeOrder(page)
  const alert = page.getByRole('alert').filter({ hasText: `${line.name}: só restam ${left} unidades` })
  await expect(alert).toBeVisible()
  await expect(alert).not.toContainText('Erro no pagamento')
  await expect.poll(async () => (await storedCart(page)).map((i) => i.quantity)).toEqual([left])
  expect(await axeViolations(page)).toEqual([])
  expect(await orderPosts(request, 'estoque@example.com')).toHaveLength(0)
})

test("offline at 'Finalizar pedido': the message says offline, not the card; back online the same key makes one order", async ({
  page,
  context,
  request
}) => {
  const email = 'sem.rede@example.com'
  await openWithCart(page, [await cartLine(request, 9, 1)], '#/checkout')
  await fillVisitor(page, email)
  await fillAddress(page)
  await fillCard(page, '4111111111111111')
  await context.setOffline(true)
  await placeOrder(page)
  const alert = page.getByRole('alert').filter({ hasText: 'Sem conexão com a internet' })
  await expect(alert).toBeVisible()
  await expect(alert).not.toContainText(/cartão|Erro no pagamento/)
  expect(await axeViolations(page)).toEqual([])
  const key = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('vitrineCheckoutDraft_1011') ?? '{}').attempt?.key
  )
  expect(key).toMatch(/.{8,}/)
  await context.setOffline(false)
  await placeOrder(page)
  await expect(page).toHaveURL(/#\/confirmation\//)
  const posts = await orderPosts(request, email)
  expect(posts).toHaveLength(1)
  expect(posts[0]!.key).toBe(key)
})

test("'Pagar agora' in the account pays the order a refused card left unpaid: the same order, paid, no second one", async ({
  page,
  request
}) => {
  const email = await ownCustomer(request)
  const before = (await orderPosts(request, email)).length
  await openWithCart(page, [await cartLine(request, 10, 1)], '#/checkout')
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Receber código por e-mail' }).click()
  await page.getByLabel('Código').fill(await mailedCode(page, email))
  await page.getByRole('button', { name: 'Continuar', exact: true }).click()
  await expect(page).toHaveURL(/#\/checkout\/payment$/)
  await fillCard(page, '4111111111170000')
  await placeOrder(page)
  const alert = page.getByRole('alert').filter({ hasText: /O pedido #\d+ foi criado e aguarda pagamento/ })
  await expect(alert).toBeVisible()
  const number = /#(\d+)/.exec((await alert.textContent())!)![1]!
  // The shopper leaves the checkout and finds the order in their account.
  await page.goto('/app/#/account/orders')
  const pay = page.getByRole('link', { name: `Pagar agora: Pedido #${number}` })
  await expect(pay).toBeVisible({ timeout: 25_000 })
  expect(await axeViolations(page)).toEqual([])
  await pay.click()
  await expect(page).toHaveURL(/#\/account\/orders\/[0-9a-f]{24}$/)
  await page.getByRole('button', { name: 'Alterar forma de pagamento' }).click()
  const dialog = page.getByRole('alertdialog')
  await dialog.getByRole('radio', { name: 'Cartão de crédito' }).check()
  await dialog.getByLabel('Nome impresso no cartão').fill('MARIA A SILVA')
  await dialog.getByLabel('Número do cartão').fill('4111 1111 1111 1111')
  await dialog.getByLabel(/Validade/).fill('12/30')
  await dialog.getByLabel(/CVV|Código de segurança/).fill('123')
  await dialog.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page.getByText('Pedido atualizado')).toBeVisible()
  await expect(page.getByText('Status do pagamento: Pago').first()).toBeVisible()
  await expect(page.getByRole('heading', { name: new RegExp(`#${number}`) }).first()).toBeVisible()
  expect((await orderPosts(request, email)).length - before).toBe(1)
})

test('a coupon the order refuses is said next to the coupon field, focused, removable, and the order then goes through', async ({
  page,
  request
}) => {
  const email = 'cupom.esgotado@example.com'
  await openWithCart(page, [await cartLine(request, 2, 1)])
  await page.getByLabel('Cupom de desconto').fill('BEMVINDO10')
  await page.getByRole('button', { name: 'Aplicar' }).click()
  await expect(page.getByText('BEMVINDO10', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Finalizar compra' }).click()
  await fillVisitor(page, email)
  await fillAddress(page)
  await page.getByRole('radio', { name: /Boleto/ }).check()
  // The code's last use went to another shopper meanwhile: the platform's own refusal, in its shape.
  let refusedOnce = false
  await page.route('**/api/modules/v1/@checkout.json', (route) => {
    if (refusedOnce) return route.continue()
    refusedOnce = true
    return route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ status: 400, error_code: 'invalid_coupon', message: 'O cupom BEMVINDO10 esgotou.' })
    })
  })
  await placeOrder(page)
  const refusal = page.locator('.vt-coupon__refused')
  await expect(refusal).toContainText('Cupom BEMVINDO10 não aplicado: O cupom BEMVINDO10 esgotou.')
  await expect(refusal.locator('p')).toBeFocused()
  // Next to the coupon field, not as the payment step's error with a way back to the cart.
  await expect(page.locator('.vt-coupon').getByLabel('Cupom de desconto')).toBeVisible()
  await expect(page.locator('[data-notice]')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Alterar cupom' })).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])
  await refusal.getByRole('button', { name: 'Remover cupom' }).click()
  await expect(refusal).toHaveCount(0)
  await expect(page.getByLabel('Cupom de desconto')).toBeFocused()
  await placeOrder(page)
  await expect(page).toHaveURL(/#\/confirmation\//)
  const posts = await orderPosts(request, email)
  expect(posts).toHaveLength(1)
  expect(JSON.parse(posts[0]!.body!).discount).toBeUndefined()
})
