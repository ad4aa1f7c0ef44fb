import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { axeViolations, failOnMissingLabels } from './helpers'
import { cartLine, loginByCode, openWithCart, ownCustomer } from './checkout-helpers'

failOnMissingLabels(test)

const cents = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100)
const brl = (c: number) => `R$\u00a0${Math.floor(c / 100).toLocaleString('pt-BR')},${String(c % 100).padStart(2, '0')}`

/** A customer of the test's own, logged in at the checkout's payment step with one line in the cart. */
async function atPayment(page: Page, request: APIRequestContext) {
  await openWithCart(page, [await cartLine(request, 2, 1)], '#/checkout')
  await loginByCode(page, await ownCustomer(request))
  await expect(page).toHaveURL(/#\/checkout\/payment$/)
}

test('the payment change shows the new total and its difference before Confirmar, as the method changes, and charges it', async ({
  page,
  request
}) => {
  test.setTimeout(150_000)
  // A points + boleto order of the shopper's own, bought through the checkout.
  await atPayment(page, request)
  await page.getByRole('radio', { name: /Boleto/ }).check()
  await page.getByLabel(/Pontos a usar/).fill('10')
  await expect(page.locator('[data-total="points"]')).toHaveText('−R$\u00a010,00')
  await page.getByRole('button', { name: 'Finalizar pedido' }).click()
  await expect(page).toHaveURL(/#\/confirmation\/[0-9a-f]{24}\/\d+$/, { timeout: 30_000 })
  const id = /confirmation\/([0-9a-f]{24})/.exec(page.url())![1]

  await page.goto(`/app/#/account/orders/${id}`)
  await expect(page.getByText('Status do pagamento: Pendente').first()).toBeVisible({ timeout: 30_000 })
  const totals = page.locator('.vt-order__totals')
  const current = cents(
    (await totals
      .locator('div', { hasText: /^Total/ })
      .locator('dd')
      .textContent())!
  )
  const subtotal = cents(
    (await totals
      .locator('div', { hasText: /^Subtotal/ })
      .locator('dd')
      .textContent())!
  )
  const freightRow = totals.locator('div', { hasText: /^Frete/ }).locator('dd')
  const freight = (await freightRow.count()) ? cents((await freightRow.textContent())!) : 0
  const full = subtotal + freight
  expect(full).toBeGreaterThan(current) // the boleto's discount is in the current total

  await page.getByRole('button', { name: 'Alterar forma de pagamento' }).click()
  const dialog = page.getByRole('alertdialog')
  const quote = dialog.locator('[data-change-quote]')
  await expect(quote).toHaveAttribute('role', 'status')
  // A new boleto: the same total.
  await expect(quote).toContainText(`Novo total do pedido: ${brl(current)}`)
  await expect(quote).toContainText('O mesmo total atual.')
  await expect(quote).toContainText(`Pontos já pagos: R$\u00a010,00 · a pagar agora: ${brl(current - 1000)}`)

  // A card: no boleto discount, said before confirming, while focus stays on the choice.
  const cardRadio = dialog.getByRole('radio', { name: 'Cartão de crédito' })
  await cardRadio.check()
  await expect(quote).toContainText(`Novo total do pedido: ${brl(full)}`)
  await expect(quote).toContainText(`${brl(full - current)} a mais que o total atual (${brl(current)}).`)
  await expect(quote).toContainText(`a pagar agora: ${brl(full - 1000)}`)
  await expect(cardRadio).toBeFocused()
  expect(await axeViolations(page)).toEqual([])

  // Back to a boleto, and the figure follows.
  await dialog.getByRole('radio', { name: 'Novo boleto' }).check()
  await expect(quote).toContainText('O mesmo total atual.')
  await cardRadio.check()
  await expect(quote).toContainText(`Novo total do pedido: ${brl(full)}`)

  // Confirmed: the order costs what the dialog said.
  await dialog.getByLabel('Nome impresso no cartão').fill('MARIA A SILVA')
  await dialog.getByLabel('Número do cartão').fill('5555555555554444')
  await dialog.getByLabel(/Validade/).fill('12/30')
  await dialog.getByLabel(/CVV|Código de segurança/).fill('123')
  // In instalments, as at the checkout: the plans for what the card will charge.
  const plans = dialog.getByLabel('Parcelas')
  const half = Math.round((full - 1000) / 2)
  await expect(plans.locator('option', { hasText: /^2x de / })).toHaveText(`2x de ${brl(half)} sem juros`)
  await plans.selectOption('2')
  await dialog.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page.getByText('Pedido atualizado')).toBeVisible({ timeout: 30_000 })
  await expect(totals.locator('div', { hasText: /^Total/ }).locator('dd')).toHaveText(brl(full))
  await expect(page.locator('.vt-payments [data-payment="credit_card"] dd')).toHaveText(
    `${brl(full - 1000)} · 2x de ${brl(half)} sem juros`
  )
})

test('a card order left unpaid changes to a boleto for less: the lower total is said before Confirmar and charged', async ({
  page,
  request
}) => {
  test.setTimeout(150_000)
  // A card the gateway refuses leaves the order made and unpaid, at the card's (full) price.
  await atPayment(page, request)
  await page.getByRole('radio', { name: /Cartão de crédito/ }).check()
  await page.getByLabel('Nome impresso no cartão').fill('MARIA A SILVA')
  await page.getByLabel('Número do cartão').fill('4111111111170000')
  await page.getByLabel('Validade (MM/AA)').pressSequentially(`12${String(new Date().getFullYear() + 2).slice(2)}`)
  await page.getByLabel('Código de segurança').fill('123')
  await page.getByRole('button', { name: 'Finalizar pedido' }).click()
  const alert = page.getByRole('alert').filter({ hasText: /O pedido #\d+ foi criado e aguarda pagamento/ })
  await expect(alert).toBeVisible({ timeout: 30_000 })
  const number = /#(\d+)/.exec((await alert.textContent())!)![1]!

  await page.goto('/app/#/account/orders')
  await page.getByRole('link', { name: `Pagar agora: Pedido #${number}` }).click({ timeout: 30_000 })
  await expect(page).toHaveURL(/#\/account\/orders\/[0-9a-f]{24}$/)
  const totals = page.locator('.vt-order__totals')
  const totalRow = totals.locator('div', { hasText: /^Total/ }).locator('dd')
  await expect(totalRow).toBeVisible({ timeout: 30_000 })
  const current = cents((await totalRow.textContent())!)

  await page.getByRole('button', { name: 'Alterar forma de pagamento' }).click()
  const dialog = page.getByRole('alertdialog')
  const quote = dialog.locator('[data-change-quote]')
  const boleto = dialog.getByRole('radio', { name: 'Novo boleto' })
  await boleto.click()
  await expect(boleto).toBeChecked()
  // The store's boleto discount (5 % in the demo) on the items, said with the difference, focus kept on the choice.
  await expect(quote).toContainText(/Novo total do pedido: R\$/)
  const lower = cents(/Novo total do pedido: (R\$\s?[\d.,]+)/.exec((await quote.textContent())!)![1]!)
  expect(lower).toBeLessThan(current)
  await expect(quote).toContainText(`${brl(current - lower)} a menos que o total atual (${brl(current)}).`)
  await expect(boleto).toBeFocused()
  expect(await axeViolations(page)).toEqual([])

  await dialog.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page.getByText('Pedido atualizado')).toBeVisible({ timeout: 30_000 })
  await expect(totalRow).toHaveText(brl(lower))
  await expect(page.getByText('Status do pagamento: Pendente').first()).toBeVisible()
})
