import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { recurrenceOf } from '../../core/account/recurrence'
import { axeViolations, failOnMissingLabels } from './helpers'
import { type Auth, asMaria, asOwnCustomer, headersOf, mailedCode, mariaAuth } from './checkout-helpers'

failOnMissingLabels(test)

// The account area as Maria. Tests that only read her seeded orders (#1001, #1002) log in as her; a test that changes
// an order, an address, the profile or the favourites does so as a customer of its own with her profile, so the seeded
// data stays as it is and no test sees another's change.
const PASSPORT = '/api/passport/v1/1011'

type Own = { auth: Auth; email: string }

/** A new order of the customer's: boleto (pending), a refused card (unauthorized), or a monthly subscription. */
async function placeOrder(
  request: APIRequestContext,
  { auth, email }: Own,
  method: 'banking_billet' | 'credit_card',
  subscription = false
) {
  const products = (
    await (await request.get('/api/store/v1/products.json?limit=72', { headers: { 'X-Store-ID': '1011' } })).json()
  ).result
  const simple = products.find(
    (p: any) =>
      p.price > 0 &&
      p.available &&
      p.visible &&
      !p.variations?.length &&
      p.quantity > 5 &&
      Boolean(p.flags?.includes('subscription')) === subscription
  )
  // A card reaches the platform only as the gateway's token (a card ending 0000 is refused by the acquirer).
  const token =
    method === 'credit_card'
      ? (
          await (
            await request.post('/api/gateway/v1/tokens.json', {
              data: { number: '4111111111170000', cvc: '123', month: 12, year: 2099, name: 'MARIA A SILVA' }
            })
          ).json()
        ).token
      : undefined
  const transaction =
    method === 'banking_billet' ? { payment_method: method } : { payment_method: method, credit_card: { hash: token } }
  const item = { product_id: simple._id, quantity: 1, ...(subscription ? { flags: ['subscription:monthly'] } : {}) }
  const res = await request.post('/api/modules/v1/@checkout.json', {
    headers: { ...headersOf(auth), 'Content-Type': 'application/json' },
    data: {
      items: [item],
      shipping: { to: { zip: '01310100' } },
      transaction,
      customer: { main_email: email }
    }
  })
  expect(res.status()).toBe(200)
  return (await res.json()).order as { _id: string; number: number }
}

function noPageErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  return errors
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })

/** Opens the payment change of the order on screen and fills Maria's card; returns the dialog (not yet confirmed). */
async function cardChange(page: Page, number: string, expiry: string, cvc: string) {
  await page.getByRole('button', { name: 'Alterar forma de pagamento' }).click()
  const dialog = page.getByRole('alertdialog')
  await dialog.getByRole('radio', { name: 'Cartão de crédito' }).check()
  await dialog.getByLabel('Nome impresso no cartão').fill('MARIA A SILVA')
  await dialog.getByLabel('Número do cartão').fill(number)
  await dialog.getByLabel(/Validade/).fill(expiry)
  await dialog.getByLabel(/CVV|Código de segurança/).fill(cvc)
  return dialog
}

// The passport host spaces requests about a second apart (one GET per order): lists are read page by page until the
// orders asked for show.
const LIST_MS = 25_000
async function showAllOrders(page: Page) {
  const more = page.getByRole('button', { name: 'Ver mais pedidos' })
  const list = page.locator('[aria-busy="false"]:has(> .vt-orders)')
  for (;;) {
    await expect(list).toBeVisible({ timeout: LIST_MS })
    if (!(await more.isVisible())) return
    await more.click()
  }
}

test.describe('account area', () => {
  test('a logged-out visitor logs in on the route asked for and comes back to it; logout leaves', async ({ page }) => {
    const errors = noPageErrors(page)
    await page.goto('/app/#/account/orders')
    await expect(heading(page, 'Meus pedidos')).toBeVisible()
    await expect(page.getByText('Entre na sua conta para continuar')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.getByLabel('E-mail').fill('maria@example.com')
    await page.getByRole('button', { name: 'Receber código por e-mail' }).click()
    await page.getByLabel('Código').fill(await mailedCode(page, 'maria@example.com'))
    await page.getByRole('button', { name: 'Continuar', exact: true }).click()
    await expect(page.locator('.vt-orders__row').first()).toBeVisible()
    expect(page.url()).toMatch(/#\/account\/orders$/)
    await page.goto('/app/#/account/')
    await expect(page.getByText('Olá, Maria')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Sair' }).click()
    // The account asks for a login again, on the same route, with focus on its heading.
    await expect(page.getByText('Entre na sua conta para continuar')).toBeVisible()
    await expect(page).toHaveURL(/#\/account\/$/)
    await expect(heading(page, 'Minha conta')).toBeFocused()
    expect(errors).toEqual([])
  })

  test('a token the platform no longer knows ends the session: the account asks for a login again', async ({
    page,
    context,
    request
  }) => {
    const auth = await mariaAuth(request)
    await asMaria(context, request, { ...auth, token: { ...auth.token, access_token: 'f'.repeat(64) } })
    await page.goto('/app/#/account/orders')
    await expect(page.getByText('Entre na sua conta para continuar')).toBeVisible({ timeout: LIST_MS })
    await expect(page.getByRole('alert')).toHaveCount(0)
    expect(await page.evaluate(() => document.cookie.includes('%22auth%22'))).toBe(false)
    expect(await axeViolations(page)).toEqual([])
  })

  test('a level-1 login confirms identity before any customer data shows', async ({ page }) => {
    const id = await (
      await page.request.post(`${PASSPORT}/identify.json`, { data: { email: 'maria@example.com' } })
    ).json()
    expect(id.auth.level).toBe(1)
    await page.context().addCookies([
      {
        name: 'ecomPassportClient_1011',
        value: encodeURIComponent(JSON.stringify({ auth: id.auth })),
        url: test.info().project.use.baseURL!
      }
    ])
    await page.goto('/app/#/account/orders')
    await expect(page.getByText('Por segurança, confirme sua identidade para ver seus dados')).toBeVisible()
    await expect(page.locator('.vt-orders')).toHaveCount(0)
    await page.getByLabel('E-mail').fill('maria@example.com')
    await page.getByRole('button', { name: 'Entrar com CPF ou CNPJ' }).click()
    await page.getByLabel('CPF ou CNPJ').fill('123.456.789-09')
    await page.getByRole('button', { name: 'Continuar', exact: true }).click()
    await expect(page.locator('.vt-orders__row').first()).toBeVisible()
  })

  test('orders: #1002 before #1001 with their statuses in Portuguese, one list request, no read per order', async ({
    page,
    context,
    request
  }) => {
    test.setTimeout(90_000)
    await asMaria(context, request)
    // This page's own requests (the platform log also holds the test's and earlier tests' calls).
    const gets: string[] = []
    const lists: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/orders/')) gets.push(r.url())
      if (r.url().includes('/api/orders.json')) lists.push(r.url())
    })
    await page.goto('/app/#/account/orders')
    const rows = page.locator('.vt-orders__row')
    await showAllOrders(page)
    // The rows come from the customer's record at once; their statuses come with the one list request (the record's
    // order summaries have none).
    await expect(page.locator('.vt-orders__row:not([data-read])')).toHaveCount(0, { timeout: 20_000 })
    const texts = await rows.allTextContents()
    const i1002 = texts.findIndex((s) => s.includes('Pedido #1002'))
    const i1001 = texts.findIndex((s) => s.includes('Pedido #1001'))
    expect(i1002).toBeGreaterThanOrEqual(0)
    expect(i1002).toBeLessThan(i1001)
    expect(texts[i1002]).toContain('Status do pagamento: Pendente')
    expect(texts[i1001]).toContain('Status do pagamento: Pago')
    expect(texts[i1001]).toContain('Status da entrega: Entregue')
    expect(texts[i1001]).toContain('Concluído')
    // Completed from one list request with a row's fields; no order is read on its own.
    expect(lists).toHaveLength(1)
    expect(new URL(lists[0]!).searchParams.get('fields')).toContain('financial_status')
    expect(gets).toEqual([])
    expect(await axeViolations(page)).toEqual([])
  })

  test('order #1002: boleto code copied, printable link, items and history', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const auth = await asMaria(context, request)
    const me = await (await request.get(`${PASSPORT}/api/me.json`, { headers: headersOf(auth) })).json()
    await page.goto('/app/#/account/orders')
    await expect(page.locator('.vt-orders__row').first()).toBeVisible({ timeout: LIST_MS })
    // From the list to the order page, the way a shopper goes (the hash route of #1002).
    await page.evaluate(
      (id) => {
        location.hash = `#/account/orders/${id}`
      },
      me.orders.find((o: { number: number }) => o.number === 1002)._id
    )
    // The heading names the order, as the list did.
    await expect(heading(page, 'Pedido #1002')).toBeFocused()
    const code = page.getByLabel('Linha digitável')
    await expect(code).toHaveValue(/^34191/)
    await page.getByRole('button', { name: 'Copiar código' }).click()
    await expect(page.getByText('Copiado!')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue())
    await expect(page.getByRole('link', { name: 'Imprimir boleto' })).toHaveAttribute(
      'href',
      /\/boleto\/[0-9a-f]{24}\.html$/
    )
    await expect(page.getByRole('heading', { name: 'Histórico' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Voltar para meus pedidos' })).toHaveAttribute(
      'href',
      '#/account/orders'
    )
    expect(await axeViolations(page)).toEqual([])
  })

  test('cancel a pending order: confirmed first, cancelled after a reload, then reopened', async ({
    page,
    context,
    request
  }) => {
    const own = await asOwnCustomer(context, request)
    const order = await placeOrder(request, own, 'banking_billet')
    await page.goto(`/app/#/account/orders/${order._id}`)
    await page.getByRole('button', { name: 'Cancelar pedido' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Cancelar pedido' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Voltar' })).toBeFocused()
    expect(await axeViolations(page)).toEqual([])
    // Padded like the other dialogs: neither the text nor 'Confirmar' touches the panel's edges.
    expect(await dialog.evaluate((d) => parseFloat(getComputedStyle(d).paddingLeft))).toBeGreaterThan(0)
    const panel = (await dialog.boundingBox())!
    for (const part of [dialog.getByRole('button', { name: 'Confirmar' }), dialog.locator('p').first()]) {
      const box = (await part.boundingBox())!
      expect(box.x - panel.x).toBeGreaterThanOrEqual(8)
      expect(panel.x + panel.width - (box.x + box.width)).toBeGreaterThanOrEqual(8)
      expect(panel.y + panel.height - (box.y + box.height)).toBeGreaterThanOrEqual(8)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await page.getByRole('button', { name: 'Cancelar pedido' }).click()
    await dialog.getByRole('button', { name: 'Confirmar' }).click()
    await expect(page.getByText('Pedido atualizado')).toBeVisible()
    // The cancel button left with the cancelled order: focus went to the page's heading.
    await expect(heading(page, `Pedido #${order.number}`)).toBeFocused()
    await page.reload()
    await expect(page.locator('.vt-order [data-status="cancelled"]').first()).toHaveText('Cancelado')
    await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Reabrir pedido' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click()
    await expect(page.locator('.vt-order [data-status="open"]').first()).toHaveText('Em aberto')
  })

  test('a refused action shows why and changes nothing on screen', async ({ page, context, request }) => {
    const own = await asOwnCustomer(context, request)
    const order = await placeOrder(request, own, 'banking_billet')
    await page.goto(`/app/#/account/orders/${order._id}`)
    await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toBeVisible()
    // Cancelled meanwhile (another tab): the platform refuses the second cancellation with its reason.
    await request.patch(`${PASSPORT}/api/orders/${order._id}.json`, {
      headers: headersOf(own.auth),
      data: { status: 'cancelled', cancel_reason: 'customer' }
    })
    await page.getByRole('button', { name: 'Cancelar pedido' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click()
    await expect(page.getByRole('alert')).toHaveText('Este pedido não pode mais ser cancelado.')
    await expect(page.locator('.vt-order [data-status="open"]').first()).toBeVisible()
  })

  test("buy again puts the order's items in the cart and goes to the cart", async ({ page, context, request }) => {
    const own = await asOwnCustomer(context, request)
    const order = await placeOrder(request, own, 'banking_billet')
    await page.goto(`/app/#/account/orders/${order._id}`)
    await page.getByRole('button', { name: 'Comprar novamente' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click()
    await expect(page).toHaveURL(/#\/cart$/)
    // Written under the cart's cross-tab lock, a task after the add.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('ecomShoppingCart_1011')!).items.length))
      .toBe(1)
  })

  test('change the payment method of a refused card order to a new boleto', async ({ page, context, request }) => {
    const own = await asOwnCustomer(context, request)
    const order = await placeOrder(request, own, 'credit_card')
    await page.goto(`/app/#/account/orders/${order._id}`)
    await expect(page.getByText('Status do pagamento: Não autorizado').first()).toBeVisible()
    await page.getByRole('button', { name: 'Alterar forma de pagamento' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click()
    await expect(page.getByLabel('Linha digitável')).toHaveValue(/^34191/)
    await expect(page.getByText('Status do pagamento: Pendente').first()).toBeVisible()
  })

  test('change the payment method of a refused card order to another card, tokenised in the browser', async ({
    page,
    context,
    request
  }) => {
    const own = await asOwnCustomer(context, request)
    const order = await placeOrder(request, own, 'credit_card')
    await page.goto(`/app/#/account/orders/${order._id}`)
    await expect(page.getByText('Status do pagamento: Não autorizado').first()).toBeVisible()
    const dialog = await cardChange(page, '4111 1111 1111 1112', '12/30', '123')
    expect(await axeViolations(page)).toEqual([])
    // A number that fails the check digit is refused in the dialog, before any request.
    await dialog.getByRole('button', { name: 'Confirmar' }).click()
    await expect(dialog.getByText('Cartão inválido.')).toBeVisible()
    await dialog.getByLabel('Número do cartão').fill('4111 1111 1111 1111')
    await dialog.getByRole('button', { name: 'Confirmar' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Status do pagamento: Pago').first()).toBeVisible()
    // The platform saw only the gateway's token: no card number or CVV in any request to the store or the passport.
    const log = (await (await request.get('/__platform/log')).json()) as { api: string; path: string; body?: string }[]
    const patch = log.find((e) => e.path.includes(`/orders/${order._id}`) && e.body?.includes('credit_card'))
    expect(patch?.body).toContain('"hash"')
    for (const e of log.filter((e) => e.api !== 'gateway')) expect(e.body ?? '').not.toMatch(/4111\s?1111|"cvc"|"cvv"/)
  })

  test('on a phone the card change scrolls inside its dialog: its last field and buttons are reachable', async ({
    page,
    context,
    request
  }) => {
    // A phone with its browser bars shown: the card form is taller than what is left of the screen.
    await page.setViewportSize({ width: 375, height: 560 })
    const own = await asOwnCustomer(context, request)
    const order = await placeOrder(request, own, 'credit_card')
    await page.goto(`/app/#/account/orders/${order._id}`)
    await expect(page.getByText('Status do pagamento: Não autorizado').first()).toBeVisible()
    const dialog = await cardChange(page, '4111 1111 1111 1111', '12/30', '123')
    // The dialog stays within the screen and scrolls its own content.
    const box = (await dialog.boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height).toBeLessThanOrEqual(560)
    expect(await dialog.evaluate((d) => d.scrollHeight > d.clientHeight)).toBe(true)
    const confirm = dialog.getByRole('button', { name: 'Confirmar' })
    await confirm.scrollIntoViewIfNeeded()
    const button = (await confirm.boundingBox())!
    expect(button.y + button.height).toBeLessThanOrEqual(560)
    expect(await axeViolations(page)).toEqual([])
    await confirm.click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Status do pagamento: Pago').first()).toBeVisible()
  })

  test('card change: a corrected field loses its error as it is edited, before the next Confirmar', async ({
    page,
    context,
    request
  }) => {
    const own = await asOwnCustomer(context, request)
    const order = await placeOrder(request, own, 'credit_card')
    await page.goto(`/app/#/account/orders/${order._id}`)
    await expect(page.getByText('Status do pagamento: Não autorizado').first()).toBeVisible()
    await page.getByRole('button', { name: 'Alterar forma de pagamento' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByRole('radio', { name: 'Cartão de crédito' }).check()
    await dialog.getByRole('button', { name: 'Confirmar' }).click()
    await expect(dialog.getByText('Preencha este campo.').first()).toBeVisible()
    await expect(dialog.getByText('Cartão inválido.')).toBeVisible()
    await expect(dialog.getByText('Validade inválida.')).toBeVisible()
    await dialog.getByLabel('Número do cartão').fill('4111 1111 1111 1111')
    await expect(dialog.getByText('Cartão inválido.')).toHaveCount(0)
    await expect(dialog.getByLabel('Número do cartão')).not.toHaveAttribute('aria-invalid', 'true')
    // Only the field edited: the others keep theirs until they are corrected too.
    await expect(dialog.getByText('Validade inválida.')).toBeVisible()
    await dialog.getByLabel('Nome impresso no cartão').fill('MARIA A SILVA')
    await dialog.getByLabel(/Validade/).fill('12/30')
    await dialog.getByLabel(/CVV|Código de segurança/).fill('123')
    await expect(dialog.getByText(/Preencha este campo|inválid/)).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Confirmar' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Status do pagamento: Pago').first()).toBeVisible()
  })

  test('change the payment method of a pending boleto order to a card: the order is paid', async ({
    page,
    context,
    request
  }) => {
    const own = await asOwnCustomer(context, request)
    const order = await placeOrder(request, own, 'banking_billet')
    await page.goto(`/app/#/account/orders/${order._id}`)
    await expect(page.getByText('Status do pagamento: Pendente').first()).toBeVisible()
    await expect(page.getByLabel('Linha digitável')).toHaveValue(/^34191/)
    const dialog = await cardChange(page, '5555 5555 5555 4444', '11/31', '321')
    await dialog.getByRole('button', { name: 'Confirmar' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Status do pagamento: Pago').first()).toBeVisible()
    // Paid by card, the boleto is gone and the payment can no longer be changed.
    await expect(page.getByLabel('Linha digitável')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Alterar forma de pagamento' })).toHaveCount(0)
    await page.reload()
    await expect(page.getByText('Status do pagamento: Pago').first()).toBeVisible({ timeout: LIST_MS })
    await expect(page.getByText('MASTERCARD final 4444')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test("João's order is not reachable as Maria", async ({ page, context, request }) => {
    const joao = await (
      await request.post(`${PASSPORT}/identify.json`, {
        data: { email: 'joao.pereira@example.com', doc_number: '52998224725' }
      })
    ).json()
    const joaoOrder = joao.customer.orders[0]._id
    const auth = await asMaria(context, request)
    expect((await request.get(`${PASSPORT}/api/orders/${joaoOrder}.json`, { headers: headersOf(auth) })).status()).toBe(
      403
    )
    await page.goto(`/app/#/account/orders/${joaoOrder}`)
    await expect(page.getByText('Pedido não encontrado')).toBeVisible()
    await expect(page.locator('.vt-order')).toHaveCount(0)
  })

  test('favourites: a heart on a card shows in #/account/favorites and can be removed there', async ({
    page,
    context,
    request
  }) => {
    await asOwnCustomer(context, request)
    await page.goto('/')
    const free = page
      .locator('[data-widget="product-card"][data-widget-state="ready"]:has(button.vt-fav:not([data-on]))')
      .nth(2)
    const card = page
      .locator(`[data-widget="product-card"][data-product-id="${await free.getAttribute('data-product-id')}"]`)
      .first()
    const name = (await card.locator('.vt-card__name').textContent())!.trim()
    await card.locator('button.vt-fav').click()
    await expect(card.locator('button.vt-fav')).toHaveAttribute('aria-label', `Remover dos favoritos: ${name}`)
    await expect(card.locator('button.vt-fav')).toHaveAttribute('aria-busy', 'false')
    await page.goto('/app/#/account/favorites')
    const fav = page.locator('.vt-account__cards li', { hasText: name })
    await expect(fav).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await fav.getByRole('button', { name: `Remover dos favoritos: ${name}` }).click()
    await expect(fav).toHaveCount(0)
    // Its card left with the pressed heart: focus is kept on the page, not dropped to the body.
    await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true)
  })

  test('profile: add, edit and remove an address; a wrong CEP is explained', async ({ page, context, request }) => {
    const { auth } = await asOwnCustomer(context, request)
    await page.goto('/app/#/account/profile')
    await page.getByRole('button', { name: 'Adicionar endereço' }).click()
    const form = page.locator('.vt-address-form')
    // The button that opened the form is gone: focus is on the form's first field.
    await expect(form.getByLabel('CEP')).toBeFocused()
    await form.getByLabel('CEP').fill('123')
    await form.getByRole('button', { name: 'Salvar' }).click()
    await expect(form.getByText('CEP inválido.')).toBeVisible()
    // Typed as digits, the CEP is masked, and the store's address service fills what it knows, as at checkout.
    await form.getByLabel('CEP').fill('')
    await form.getByLabel('CEP').pressSequentially('30130010')
    await expect(form.getByLabel('CEP')).toHaveValue('30130-010')
    await expect(form.getByLabel('Endereço')).toHaveValue('Avenida Afonso Pena')
    await expect(form.getByLabel('Bairro')).toHaveValue('Centro')
    await expect(form.getByLabel('Cidade')).toHaveValue('Belo Horizonte')
    await expect(form.getByLabel('Estado')).toHaveValue('MG')
    await form.getByLabel('Número').fill('1500')
    await form.getByRole('button', { name: 'Salvar' }).click()
    const row = page.locator('.vt-addresses li', { hasText: 'Avenida Afonso Pena' })
    await expect(row).toContainText('Belo Horizonte - MG')
    await expect(row).toContainText('30130-010')
    expect(await axeViolations(page)).toEqual([])
    await row.getByRole('button', { name: /^Editar endereço/ }).click()
    await page.locator('.vt-address-form').getByLabel('Número').fill('1600')
    await page.locator('.vt-address-form').getByRole('button', { name: 'Salvar' }).click()
    await expect(page.locator('.vt-addresses li', { hasText: 'Avenida Afonso Pena, 1600' })).toBeVisible()
    const me = await (await request.get(`${PASSPORT}/api/me.json`, { headers: headersOf(auth) })).json()
    expect(
      me.addresses.some((a: any) => a.street === 'Avenida Afonso Pena' && a.number === 1600 && a.zip === '30130010')
    ).toBe(true)
    await page
      .locator('.vt-addresses li', { hasText: 'Avenida Afonso Pena' })
      .getByRole('button', { name: /^Remover endereço/ })
      .click()
    await expect(page.locator('.vt-addresses li', { hasText: 'Avenida Afonso Pena' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Meus endereços' })).toBeFocused()
    const after = await (await request.get(`${PASSPORT}/api/me.json`, { headers: headersOf(auth) })).json()
    expect(after.addresses.some((a: any) => a.street === 'Avenida Afonso Pena')).toBe(false)
  })

  test('subscriptions: listed with the next date, period changed, then cancelled', async ({
    page,
    context,
    request
  }) => {
    test.setTimeout(60_000)
    const own = await asOwnCustomer(context, request)
    const order = await placeOrder(request, own, 'banking_billet', true)
    await page.goto('/app/#/account/subscriptions')
    const sub = page.getByRole('article', { name: `Pedido #${order.number}` })
    await expect(sub).toContainText('Ativa', { timeout: LIST_MS })
    await expect(sub).toContainText('Próxima entrega')
    await expect(sub.getByRole('radio', { name: 'Mensal' })).toBeChecked()
    expect(await axeViolations(page)).toEqual([])
    await sub.getByRole('radio', { name: 'Trimestral' }).check()
    await sub.getByRole('button', { name: 'Salvar' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click()
    // The passport host spaces its requests (about a second each): the change may queue behind the list's reads.
    await expect(sub.getByText('Pedido atualizado')).toBeVisible({ timeout: LIST_MS })
    // Salvar is disabled once saved: focus stays in the subscription, on its heading, not on the page body.
    await expect(sub.getByRole('heading', { level: 2 })).toBeFocused()
    const saved = await (
      await request.get(`${PASSPORT}/api/orders/${order._id}.json`, { headers: headersOf(own.auth) })
    ).json()
    expect(recurrenceOf(saved)?.period).toBe('quarterly')
    await page.reload()
    await expect(sub.getByRole('radio', { name: 'Trimestral' })).toBeChecked({ timeout: LIST_MS })
    await sub.getByRole('button', { name: 'Cancelar assinatura' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click()
    await expect(sub).toContainText('Cancelada', { timeout: LIST_MS })
    await expect(sub.getByRole('radio')).toHaveCount(0)
    await expect(sub.getByRole('heading', { level: 2 })).toBeFocused()
  })

  test('orders: 10 rows at a time with load more; a failed list shows the generic message and a retry', async ({
    page,
    context,
    request
  }) => {
    test.setTimeout(90_000)
    const own = await asOwnCustomer(context, request)
    for (let n = 0; n < 12; n++) await placeOrder(request, own, 'banking_billet')
    const refs = (await (await request.get(`${PASSPORT}/api/me.json`, { headers: headersOf(own.auth) })).json())
      .orders as {
      _id: string
      number: number
    }[]
    const oldest = refs.reduce((a, b) => (a.number < b.number ? a : b))
    let failOnce = true
    await page.route(/\/api\/orders\.json/, (route) => {
      if (!failOnce) return route.continue()
      failOnce = false
      return route.abort()
    })
    await page.goto('/app/#/account/orders')
    await expect(page.getByRole('alert')).toContainText(
      'Ocorreu um erro, tente novamente ou entre em contato conosco.',
      { timeout: LIST_MS }
    )
    // Every row is drawn from the customer record and keeps its summary while the list waits for the retry.
    await expect(page.locator('.vt-orders__row')).toHaveCount(10)
    await expect(page.locator('.vt-orders__row[data-read]')).toHaveCount(0)
    await page.getByRole('button', { name: 'Tentar novamente' }).click()
    await expect(page.locator('.vt-orders__row[data-read]')).toHaveCount(10, { timeout: LIST_MS })
    await expect(page.getByRole('alert')).toHaveCount(0)
    // The retry button left with the error: focus went to the page's heading, not to the page body.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    await showAllOrders(page)
    // Each "Ver mais" took focus to the first row it drew, never to the page body.
    await expect(page.locator('.vt-orders__row a:focus')).toHaveCount(1)
    await expect(page.locator('.vt-orders__row', { hasText: `Pedido #${oldest.number}` })).toBeVisible()
    expect(await page.locator('.vt-orders__row').count()).toBe(12)
  })

  test('profile: the whole name is shown, the middle name included, and a change to it is saved', async ({
    page,
    context,
    request
  }) => {
    // A record of this test's own with Maria's profile (Maria Aparecida Silva): the name is changed here.
    const { auth } = await asOwnCustomer(context, request)
    await page.goto('/app/#/account/profile')
    const form = page.locator('form.vt-profile')
    await expect(form.getByLabel('Nome', { exact: true })).toHaveValue('Maria')
    await expect(form.getByLabel('Nome do meio')).toHaveValue('Aparecida')
    await expect(form.getByLabel('Sobrenome')).toHaveValue('Silva')
    expect(await axeViolations(page)).toEqual([])
    await form.getByLabel('Nome do meio').fill('Aparecida Souza')
    const patch = page.waitForRequest((r) => r.method() === 'PATCH' && /customers|me\.json/.test(r.url()))
    await form.getByRole('button', { name: 'Salvar' }).click()
    expect((await patch).postDataJSON().name).toEqual({
      given_name: 'Maria',
      middle_name: 'Aparecida Souza',
      family_name: 'Silva'
    })
    await expect(form.getByText('Dados salvos')).toBeVisible()
    const me = await (await request.get(`${PASSPORT}/api/me.json`, { headers: headersOf(auth) })).json()
    expect(me.name).toEqual({ given_name: 'Maria', middle_name: 'Aparecida Souza', family_name: 'Silva' })
    await page.reload()
    await expect(form.getByLabel('Nome do meio')).toHaveValue('Aparecida Souza')
  })

  test('profile: a wrong phone or birth date is explained; valid data is saved to the customer', async ({
    page,
    context,
    request
  }) => {
    const { auth, email } = await asOwnCustomer(context, request)
    await page.goto('/app/#/account/profile')
    const form = page.locator('form.vt-profile')
    await expect(form.getByLabel('Nome', { exact: true })).toHaveValue('Maria')
    await form.getByLabel('Telefone').fill('9999-1234')
    await form.getByLabel(/^Data de nascimento/).fill('31/02/1990')
    await form.getByRole('button', { name: 'Salvar' }).click()
    await expect(form.getByText('Telefone inválido: informe DDD e número.')).toBeVisible()
    await expect(form.getByText('Data inválida (DD/MM/AAAA).')).toBeVisible()
    await expect(form.getByLabel('Telefone')).toHaveAttribute('aria-invalid', 'true')
    await form.getByLabel('Telefone').fill('(11) 98765-4321')
    // A corrected field loses its error at once; the other keeps it until it is corrected too.
    await expect(form.getByLabel('Telefone')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByText('Telefone inválido: informe DDD e número.')).toHaveCount(0)
    await expect(form.getByText('Data inválida (DD/MM/AAAA).')).toBeVisible()
    await form.getByLabel(/^Data de nascimento/).fill('14/03/1990')
    await form.getByLabel('Gênero').selectOption('f')
    await form.getByRole('button', { name: 'Salvar' }).click()
    await expect(form.getByText('Dados salvos')).toBeVisible()
    const me = await (await request.get(`${PASSPORT}/api/me.json`, { headers: headersOf(auth) })).json()
    expect(me.phones[0]).toEqual({ country_code: 55, number: '11987654321' })
    expect(me.birth_date).toEqual({ day: 14, month: 3, year: 1990 })
    expect(me.main_email).toBe(email)
    // The record keeps a pronoun, not a gender (the Customers resource's field).
    expect([me.pronoun, me.gender]).toEqual(['she', undefined])
    // The birth date can be withdrawn: emptied, it is removed from the record, not kept.
    await form.getByLabel(/^Data de nascimento/).fill('')
    await form.getByLabel('Gênero').selectOption('m')
    const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.ok())
    await form.getByRole('button', { name: 'Salvar' }).click()
    await saved
    const after = await (await request.get(`${PASSPORT}/api/me.json`, { headers: headersOf(auth) })).json()
    expect(after.birth_date).toBeUndefined()
    expect(after.pronoun).toBe('he')
    await page.reload()
    await expect(form.getByLabel('Gênero')).toHaveValue('m')
    await expect(form.getByLabel(/^Data de nascimento/)).toHaveValue('')
  })
})
