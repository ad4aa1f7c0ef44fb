import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { recurrenceOf } from '../../core/account/recurrence'
import { axeViolations, failOnMissingLabels } from './helpers'
import {
  type Auth,
  asOwnCustomer,
  cartLine,
  fillAddress,
  fillVisitor,
  headersOf,
  mailedCode,
  openWithCart,
  ownCustomer
} from './checkout-helpers'

failOnMissingLabels(test)

/** A simple line between R$ 100 and R$ 199,99: two of them qualify for VALE50 (from R$ 200), one does not. */
async function lineUnder200(request: APIRequestContext) {
  for (let skip = 0; skip < 40; skip++) {
    const line = await cartLine(request, skip, 2)
    if (line.price >= 100 && line.price < 200) return line
  }
  throw new Error('no product between R$ 100 and R$ 200 in the demo catalogue')
}

const checkoutBodies = async (request: APIRequestContext, email: string) => {
  const log = (await (await request.get('/__platform/log')).json()) as {
    path: string
    body?: string
    status?: number
  }[]
  return log.filter((e) => e.path.endsWith('@checkout.json') && e.body?.includes(email))
}

test.describe('coupons that stop qualifying', () => {
  test('VALE50 on a cart lowered under R$ 200 leaves the totals at once, says why, is removed and the order goes through', async ({
    page,
    request
  }) => {
    test.setTimeout(90_000)
    const line = await lineUnder200(request)
    await openWithCart(page, [line])
    await page.getByLabel('Cupom de desconto').fill('VALE50')
    await page.getByRole('button', { name: 'Aplicar' }).click()
    await expect(page.getByText('Cupom aplicado')).toBeFocused()
    await expect(page.locator('[data-total="discount"]')).toHaveText('−R$ 50,00')
    // One unit less: the cart is under R$ 200 and the coupon no longer qualifies.
    await page.getByRole('button', { name: 'Diminuir quantidade' }).click()
    const refused = page.locator('.vt-coupon__refused')
    await expect(refused).toContainText(
      'Cupom VALE50 não aplicado: O cupom VALE50 é válido para compras a partir de R$ 200,00.'
    )
    await expect(page.locator('[data-total="discount"]')).toHaveCount(0)
    const one = (Math.round(line.price * 100) / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' })
    await expect(page.locator('[data-total="subtotal"]')).toHaveText(one.replace(/\s/, '\u00a0'))
    expect(await axeViolations(page)).toEqual([])
    // Still in the session (a cart that qualifies again gets it back) until removed; removal forgets it for good.
    expect(await page.evaluate(() => decodeURIComponent(document.cookie))).toContain('"coupon":"VALE50"')
    await refused.getByRole('button', { name: 'Remover cupom' }).click()
    await expect(refused).toHaveCount(0)
    await expect(page.getByLabel('Cupom de desconto')).toBeFocused()
    expect(await page.evaluate(() => decodeURIComponent(document.cookie))).not.toContain('VALE50')
    await page.reload()
    await expect(page.locator('[data-widget="checkout"]')).toHaveAttribute('data-widget-state', 'ready')
    await expect(page.getByLabel('Cupom de desconto')).toBeVisible()
    await expect(page.getByText(/VALE50/)).toHaveCount(0)
    await page.getByRole('button', { name: 'Finalizar compra' }).click()
    await expect(page).toHaveURL(/#\/checkout\/identification$/)
    await fillVisitor(page, 'vale50@example.com')
    await fillAddress(page)
    await page.getByRole('radio', { name: /Boleto/ }).check()
    await page.getByRole('button', { name: 'Finalizar pedido' }).click()
    await expect(page).toHaveURL(/#\/confirmation\/[0-9a-f]{24}\/\d+$/)
    // An unpaid boleto has earned nothing yet: the points are promised for when it is paid, on the items' price.
    const tenths = Math.round((line.price * 100 * 0.02) / 10)
    const points = (tenths / 10).toLocaleString('pt-BR', { maximumFractionDigits: 2 })
    await expect(page.locator('.vt-confirmation__points')).toHaveText(
      `Você ganhará ${points} pontos quando o pagamento for confirmado`
    )
    await expect(page.getByText(/Você ganhou/)).toHaveCount(0)
    const sent = await checkoutBodies(request, 'vale50@example.com')
    expect(sent).toHaveLength(1)
    expect(JSON.parse(sent[0]!.body!).discount).toBeUndefined()
  })

  test('an expired campaign code is named with its reason, stays out of the order and can be removed at the payment step', async ({
    page,
    request
  }) => {
    test.setTimeout(90_000)
    await page.goto('/?coupon=NATAL2024')
    // The campaign's code is kept in the session once the page's runtime has read the address.
    await expect.poll(() => page.evaluate(() => decodeURIComponent(document.cookie))).toContain('NATAL2024')
    const line = await cartLine(request, 3, 1)
    await openWithCart(page, [line])
    const refused = page.locator('.vt-coupon__refused')
    await expect(refused).toContainText('Cupom NATAL2024 não aplicado: O cupom de desconto inserido é inválido.')
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Finalizar compra' }).click()
    await fillVisitor(page, 'natal@example.com')
    await fillAddress(page)
    const note = page.locator('.vt-coupon__refused')
    await expect(note).toContainText('Cupom NATAL2024 não aplicado')
    await page.getByRole('radio', { name: /Boleto/ }).check()
    expect(await axeViolations(page)).toEqual([])
    await note.getByRole('button', { name: 'Remover cupom' }).click()
    await expect(note).toHaveCount(0)
    await page.getByRole('button', { name: 'Finalizar pedido' }).click()
    await expect(page).toHaveURL(/#\/confirmation\/[0-9a-f]{24}\/\d+$/)
    const sent = await checkoutBodies(request, 'natal@example.com')
    expect(sent).toHaveLength(1)
    expect(JSON.parse(sent[0]!.body!).discount).toBeUndefined()
  })
})

const brl = (n: number) => n.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }).replace(/\s/, '\u00a0')
const cents = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100)

/** Logs in by e-mail code as a customer with Maria's profile, of this test's own (see ownCustomer). */
async function loginMaria(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Receber código por e-mail' }).click()
  await expect(page.getByLabel('Código')).toBeFocused()
  const code = await mailedCode(page, email)
  await page.getByLabel('Código').fill(code)
  await page.getByRole('button', { name: 'Continuar', exact: true }).click()
  // A returning customer: straight to the review, with the default address and a service chosen.
  await expect(page).toHaveURL(/#\/checkout\/payment$/)
  await expect(page.getByRole('group', { name: 'Forma de envio' }).getByRole('radio', { checked: true })).toBeVisible()
}

test.describe('payments as they were', () => {
  test('points plus card: the confirmation and the account show both parts, adding up to the total', async ({
    page,
    request
  }) => {
    test.setTimeout(120_000)
    await openWithCart(page, [await cartLine(request, 5, 2)], '#/checkout')
    await loginMaria(page, await ownCustomer(request))
    await page.getByRole('radio', { name: /Cartão de crédito/ }).check()
    await page.getByLabel(/Pontos a usar/).fill('10,5')
    await expect(page.locator('[data-total="points"]')).toHaveText('−R$\u00a010,50')
    await page.getByLabel('Nome impresso no cartão').fill('MARIA A SILVA')
    await page.getByLabel('Número do cartão').fill('5555555555554444')
    const year = String(new Date().getFullYear() + 2).slice(2)
    await page.getByLabel('Validade (MM/AA)').pressSequentially(`12${year}`)
    await page.getByLabel('Código de segurança').fill('123')
    const total = (await page.locator('[data-total="total"]').textContent())!.trim()
    const charged = (await page.locator('[data-total="charged"]').textContent())!.trim()
    await page.getByRole('button', { name: 'Finalizar pedido' }).click()
    await expect(page).toHaveURL(/#\/confirmation\/[0-9a-f]{24}\/\d+$/)
    const parts = page.locator('.vt-payments')
    await expect(parts.locator('[data-payment="loyalty_points"]')).toHaveText(/^Pontos de fidelidade\s*R\$\s10,50$/)
    await expect(parts.locator('[data-payment="credit_card"]')).toHaveText(
      new RegExp(`^Cartão de crédito · MASTERCARD final 4444\\s*${charged.replace(/[$.]/g, '\\$&')}$`)
    )
    expect(cents(charged) + 1050).toBe(cents(total))
    await expect(page.getByText(/^Você ganhou [\d.,]+ pontos com esta compra$/)).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    const id = /confirmation\/([0-9a-f]{24})/.exec(page.url())![1]
    await page.goto(`/app/#/account/orders/${id}`)
    const account = page.locator('.vt-order .vt-payments')
    await expect(account.locator('[data-payment="loyalty_points"]')).toHaveText(/^Pontos de fidelidade\s*R\$\s10,50$/, {
      timeout: 25_000
    })
    await expect(account.locator('[data-payment="credit_card"]')).toContainText('MASTERCARD final 4444')
    await expect(account.locator('[data-payment="credit_card"] dd')).toHaveText(charged)
    expect(await axeViolations(page)).toEqual([])
  })
})

// A customer of the test's own, with Maria's profile (her points too), and an order of theirs placed straight on the
// local platform: the test changes it, and the seeded customers stay as they are.
const PASSPORT = '/api/passport/v1/1011'
type Own = { auth: Auth; email: string }

/** An order of the customer's placed straight on the local platform, by boleto unless told otherwise. */
async function customerOrder(
  request: APIRequestContext,
  { auth, email }: Own,
  item: Record<string, unknown>,
  transaction: Record<string, unknown> = {}
) {
  const res = await request.post('/api/modules/v1/@checkout.json', {
    headers: { ...headersOf(auth), 'Content-Type': 'application/json' },
    data: {
      items: [item],
      shipping: { to: { zip: '01310100' } },
      transaction: { payment_method: 'banking_billet', ...transaction },
      customer: { main_email: email }
    }
  })
  expect(res.status()).toBe(200)
  return (await res.json()).order as {
    _id: string
    number: number
    amount: { subtotal: number; freight: number; discount: number }
  }
}

async function boletoOrder(request: APIRequestContext, own: Own) {
  const line = await cartLine(request, 1, 1)
  return customerOrder(request, own, { product_id: line.product_id, quantity: 1 })
}

/** The account's payment change to a card, confirmed (a card ending 0000 is refused by the acquirer). */
async function changePaymentToCard(page: Page, number: string) {
  await page.getByRole('button', { name: 'Alterar forma de pagamento' }).click()
  const dialog = page.getByRole('alertdialog')
  await dialog.getByRole('radio', { name: 'Cartão de crédito' }).check()
  await dialog.getByLabel('Nome impresso no cartão').fill('MARIA A SILVA')
  await dialog.getByLabel('Número do cartão').fill(number)
  await dialog.getByLabel(/Validade/).fill('12/30')
  await dialog.getByLabel(/CVV|Código de segurança/).fill('123')
  await dialog.getByRole('button', { name: 'Confirmar' }).click()
}

test('a payment change to a card the acquirer refuses says so and keeps the boleto', async ({
  page,
  context,
  request
}) => {
  test.setTimeout(90_000)
  const own = await asOwnCustomer(context, request)
  const { auth } = own
  const order = await boletoOrder(request, own)
  await page.goto(`/app/#/account/orders/${order._id}`)
  await expect(page.getByText('Status do pagamento: Pendente').first()).toBeVisible({ timeout: 25_000 })
  const line = await page.getByLabel('Linha digitável').inputValue()
  await changePaymentToCard(page, '4111 1111 1117 0000')
  await expect(page.getByRole('alert')).toHaveText(
    'O novo pagamento foi recusado. A forma de pagamento anterior continua valendo.'
  )
  await expect(page.getByText('Pedido atualizado')).toHaveCount(0)
  await expect(page.getByText('Status do pagamento: Pendente').first()).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  // On the platform too: the same boleto, still the order's payment.
  const stored = await (
    await request.get(`${PASSPORT}/api/orders/${order._id}.json`, { headers: headersOf(auth) })
  ).json()
  expect(stored.financial_status.current).toBe('pending')
  expect(stored.transactions).toHaveLength(1)
  expect(stored.transactions[0].banking_billet.code).toBe(line)
  await page.reload()
  await expect(page.getByLabel('Linha digitável')).toHaveValue(line, { timeout: 25_000 })
})

test('a kit order: the account lists its parts under the kit with the kit total, and the lines add up to the subtotal', async ({
  page,
  request
}) => {
  test.setTimeout(120_000)
  const res = await request.get('/api/store/v1/products.json?limit=200', { headers: { 'X-Store-ID': '1011' } })
  const kits = ((await res.json()).result as any[]).filter((p) => p.kit_composition?.length && p.available && p.visible)
  // The kit of the report: R$ 1.016,90 over 4 units (254,225 each) is where rounding each part gave R$ 1.016,92.
  const kit = kits.find((k) => k.price === 1016.9) ?? kits[0]
  // Through the kit page's form, with its open part chosen as a shopper would.
  const kitPage = await (await request.get(`/${kit.slug}`)).text()
  const choice = kitPage.match(
    /name="kit_variation"[^>]*>(?:<option value="" disabled selected>[^<]*<\/option>)?(?:<option value="[0-9a-f]{24}" disabled>[^<]*<\/option>)*<option value="([0-9a-f]{24})">/
  )?.[1]
  await page.goto(`/carrinho/adicionar?product_id=${kit._id}&quantity=1${choice ? `&kit_variation=${choice}` : ''}`)
  await expect(page.locator('.vt-kit__name')).toHaveText(`Kit: ${kit.name}`)
  await expect(page.locator('[data-total="subtotal"]')).toHaveText(brl(kit.price))
  await page.getByRole('button', { name: 'Finalizar compra' }).click()
  await expect(page).toHaveURL(/#\/checkout\/identification$/)
  await loginMaria(page, await ownCustomer(request))
  await page.getByRole('radio', { name: /Boleto/ }).check()
  await page.getByRole('button', { name: 'Finalizar pedido' }).click()
  await expect(page).toHaveURL(/#\/confirmation\/[0-9a-f]{24}\/\d+$/)
  const id = /confirmation\/([0-9a-f]{24})/.exec(page.url())![1]
  // The platform stored the cart's share-out: each part's final price times its quantity is its share of the kit.
  const log = (await (await request.get('/__platform/log')).json()) as { path: string }[]
  expect(log.some((e) => e.path.endsWith('@checkout.json'))).toBe(true)
  await page.goto(`/app/#/account/orders/${id}`)
  const group = page.locator('.vt-order__kit')
  await expect(group).toHaveCount(1, { timeout: 25_000 })
  await expect(group.locator('> span').first()).toHaveText(`Kit: ${kit.name}`)
  await expect(group.locator('> span').nth(1)).toHaveText(brl(kit.price))
  await expect(group.locator('li')).toHaveCount(kit.kit_composition.length)
  const subtotal = page.locator('.vt-order__totals div', { hasText: 'Subtotal' }).locator('dd')
  await expect(subtotal).toHaveText(brl(kit.price))
  const amounts = await page.locator('.vt-order__items > li > span:nth-child(2)').allTextContents()
  expect(amounts.reduce((s, a) => s + cents(a), 0)).toBe(Math.round(kit.price * 100))
  expect(await axeViolations(page)).toEqual([])
})

test('a subscription is named in the review and on the confirmation, with what happens next', async ({
  page,
  request
}) => {
  test.setTimeout(90_000)
  const res = await request.get('/api/store/v1/products.json?limit=200', { headers: { 'X-Store-ID': '1011' } })
  const p = ((await res.json()).result as any[]).find(
    (x) =>
      x.flags?.includes('subscription') &&
      x.price > 0 &&
      x.available &&
      x.visible &&
      !x.variations?.length &&
      x.quantity > 5
  )
  const line = {
    _id: 'sub'.padEnd(24, '0'),
    product_id: p._id,
    name: p.name,
    quantity: 1,
    price: p.price,
    final_price: p.price,
    flags: ['subscription:monthly']
  }
  await openWithCart(page, [line], '#/checkout')
  await fillVisitor(page, 'assinante@example.com')
  await fillAddress(page)
  await page.getByRole('radio', { name: /Boleto/ }).check()
  const note = page.locator('.vt-subscription-note')
  await expect(note).toHaveText(
    /^Assinatura mensal Um novo pedido igual a este será feito em \d{1,2} de \S+ de \d{4} e depois a cada período, até você cancelar a assinatura em Minha conta\.$/
  )
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Finalizar pedido' }).click()
  await expect(page).toHaveURL(/#\/confirmation\/[0-9a-f]{24}\/\d+$/)
  await expect(page.locator('.vt-subscription-note strong')).toHaveText('Assinatura mensal')
  expect(await axeViolations(page)).toEqual([])
})

async function subscriptionOrder(request: APIRequestContext, own: Own) {
  const res = await request.get('/api/store/v1/products.json?limit=200', { headers: { 'X-Store-ID': '1011' } })
  const p = ((await res.json()).result as any[]).find(
    (x) =>
      x.flags?.includes('subscription') &&
      x.price > 0 &&
      x.available &&
      x.visible &&
      !x.variations?.length &&
      x.quantity > 5
  )
  return customerOrder(request, own, { product_id: p._id, quantity: 1, flags: ['subscription:monthly'] })
}

test('cancelling a subscription stops the next orders and keeps the current order unless the shopper cancels it too', async ({
  page,
  context,
  request
}) => {
  test.setTimeout(120_000)
  const own = await asOwnCustomer(context, request)
  const { auth } = own
  const stored = async (id: string) =>
    (await request.get(`${PASSPORT}/api/orders/${id}.json`, { headers: headersOf(auth) })).json()
  const kept = await subscriptionOrder(request, own)
  await page.goto('/app/#/account/subscriptions')
  const sub = page.getByRole('article', { name: `Pedido #${kept.number}` })
  await expect(sub).toContainText('Ativa', { timeout: 30_000 })
  await sub.getByRole('button', { name: 'Cancelar assinatura' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('o pedido atual continua como está')
  const orderToo = dialog.getByRole('checkbox', { name: `Cancelar também o pedido #${kept.number}` })
  await expect(orderToo).not.toBeChecked()
  expect(await axeViolations(page)).toEqual([])
  await dialog.getByRole('button', { name: 'Confirmar' }).click()
  await expect(sub.getByRole('status')).toHaveText(
    `Assinatura cancelada. O pedido #${kept.number} continua como estava.`,
    {
      timeout: 30_000
    }
  )
  await expect(sub).toContainText('Cancelada')
  await expect(sub).not.toContainText('Próxima entrega')
  expect(await axeViolations(page)).toEqual([])
  const after = await stored(kept._id)
  expect([after.status, after.financial_status.current, recurrenceOf(after)?.status]).toEqual([
    'open',
    'pending',
    'cancelled'
  ])
  expect(recurrenceOf(after)?.next_date).toBeUndefined()
  // The order itself can now be cancelled on its own page, like any unpaid order.
  await page.goto(`/app/#/account/orders/${kept._id}`)
  await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('button', { name: 'Cancelar assinatura' })).toHaveCount(0)

  // From the order page, ticking the choice cancels both, and says so.
  const both = await subscriptionOrder(request, own)
  await page.goto(`/app/#/account/orders/${both._id}`)
  await expect(page.getByRole('button', { name: 'Cancelar assinatura' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Cancelar assinatura' }).click()
  await page
    .getByRole('alertdialog')
    .getByRole('checkbox', { name: `Cancelar também o pedido #${both.number}` })
    .check()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click()
  await expect(page.locator('.vt-order__actions [role="status"]')).toHaveText(
    `Assinatura e pedido #${both.number} cancelados.`,
    { timeout: 30_000 }
  )
  expect(await axeViolations(page)).toEqual([])
  const gone = await stored(both._id)
  expect([gone.status, gone.cancel_reason, recurrenceOf(gone)?.status]).toEqual(['cancelled', 'customer', 'cancelled'])
})

test('points plus boleto changed to a card: charged without the boleto discount, the points part unchanged, the parts adding up', async ({
  page,
  context,
  request
}) => {
  test.setTimeout(120_000)
  const own = await asOwnCustomer(context, request)
  const { auth } = own
  const line = await cartLine(request, 1, 1)
  const order = await customerOrder(
    request,
    own,
    { product_id: line.product_id, quantity: 1 },
    { loyalty_points_applied: { vitrine_points: 10 } }
  )
  expect(order.amount.discount).toBeGreaterThan(0)
  const full = Math.round((order.amount.subtotal + order.amount.freight) * 100)
  await page.goto(`/app/#/account/orders/${order._id}`)
  await expect(page.getByText('Status do pagamento: Pendente').first()).toBeVisible({ timeout: 30_000 })
  await changePaymentToCard(page, '5555555555554444')
  await expect(page.getByText('Pedido atualizado')).toBeVisible({ timeout: 30_000 })
  const totals = page.locator('.vt-order__totals')
  await expect(totals.locator('div', { hasText: 'Desconto' })).toHaveCount(0)
  const total = cents(
    (await totals
      .locator('div', { hasText: /^Total/ })
      .locator('dd')
      .textContent())!
  )
  expect(total).toBe(full)
  const parts = page.locator('.vt-order .vt-payments')
  await expect(parts.locator('[data-payment="loyalty_points"] dd')).toHaveText('R$\u00a010,00')
  await expect(parts.locator('[data-payment="credit_card"]')).toContainText('MASTERCARD final 4444')
  const charged = cents((await parts.locator('[data-payment="credit_card"] dd').textContent())!)
  expect(charged + 1000).toBe(total)
  expect(await axeViolations(page)).toEqual([])
  const stored = await (
    await request.get(`${PASSPORT}/api/orders/${order._id}.json`, { headers: headersOf(auth) })
  ).json()
  expect(stored.transactions.map((t: any) => Math.round(t.amount * 100))).toEqual([charged, 1000])
})

test('buy again names each price that changed since the order instead of adding at the new price silently', async ({
  page,
  context,
  request
}) => {
  test.setTimeout(120_000)
  const own = await asOwnCustomer(context, request)
  // A promotion that starts in a few days: the order is paid at the list price, and on the day it starts buying again
  // costs less; the shopper is told.
  const res = await request.get('/api/store/v1/products.json?limit=200', { headers: { 'X-Store-ID': '1011' } })
  const p = ((await res.json()).result as any[]).find(
    (x) =>
      x.price_effective_date?.start &&
      Date.parse(x.price_effective_date.start) > Date.now() &&
      x.base_price > x.price &&
      x.available &&
      x.visible &&
      !x.variations?.length &&
      !x.kit_composition?.length &&
      x.quantity > 5
  )
  const order = await customerOrder(request, own, { product_id: p._id, quantity: Math.max(1, p.min_quantity ?? 1) })
  await page.clock.setFixedTime(Date.parse(p.price_effective_date.start) + 3600_000)
  await page.goto(`/app/#/account/orders/${order._id}`)
  await page.getByRole('button', { name: 'Comprar novamente' }).click({ timeout: 30_000 })
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click()
  await expect(page.locator('.vt-order__actions [role="alert"]')).toHaveText(
    `O preço de ${p.name} mudou de ${brl(p.base_price)} para ${brl(p.price)}.`
  )
  // The shopper stays to read it, with the way to the cart.
  await expect(page).toHaveURL(/#\/account\/orders\//)
  await expect(page.locator('.vt-order__actions').getByRole('link', { name: 'Ver carrinho' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('ecomShoppingCart_1011')!))
  expect(cart.items.map((i: any) => [i.product_id, i.price])).toEqual([[p._id, p.price]])
})

test("a card's quick add on a product sold from 2 units says so before and after, and adds the minimum", async ({
  page
}) => {
  test.setTimeout(90_000)
  await page.goto('/')
  await expect(page.locator('[data-widget="product-card"]').first()).toHaveAttribute('data-widget-state', 'ready', {
    timeout: 30_000
  })
  const pick = () =>
    page.evaluate(async () => {
      for (const el of document.querySelectorAll('[data-widget="product-card"][data-widget-state="ready"]')) {
        if (!el.querySelector('button.vt-card__buy')) continue
        const id = el.getAttribute('data-product-id')
        const p = await (await fetch(`/api/store/v1/products/${id}.json`, { headers: { 'X-Store-ID': '1011' } })).json()
        if (p.min_quantity > 1) return { id, min: p.min_quantity as number }
      }
      return null
    })
  // Cards get ready one by one (the home page shows products sold in pairs).
  await expect.poll(pick, { timeout: 30_000 }).not.toBeNull()
  const found = await pick()
  const card = page.locator(`[data-widget="product-card"][data-product-id="${found!.id}"]`)
  const buy = card.locator('button.vt-card__buy')
  await expect(card.locator('.vt-card__note').first()).toHaveText(`Compra mínima: ${found!.min} unidades`)
  await expect(buy).toHaveAccessibleDescription(`Compra mínima: ${found!.min} unidades`)
  await expect(page.locator('[data-widget="minicart"]').first()).toHaveAttribute('data-widget-state', 'ready')
  await buy.click()
  // The demo's minicart opens on add: closed, the card says what was added.
  await expect(page.getByRole('dialog', { name: 'Carrinho' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(card.getByRole('status')).toHaveText(
    `${found!.min} unidades adicionadas ao carrinho: a compra mínima deste produto`
  )
  await expect(card.getByRole('status')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  const items = await page.evaluate(() => JSON.parse(localStorage.getItem('ecomShoppingCart_1011')!).items)
  expect(items.map((i: any) => [i.product_id, i.quantity])).toEqual([[found!.id, found!.min]])
})

test('instant search shows the states a card shows instead of a price: sold out, on request', async ({ page }) => {
  test.setTimeout(90_000)
  const res = await page.request.get('/api/store/v1/products.json?limit=200', { headers: { 'X-Store-ID': '1011' } })
  const all = (await res.json()).result as any[]
  const soldOut = all.find((x) => x.available && x.visible && x.price > 0 && x.quantity === 0 && !x.kit_composition)
  const onRequest = all.find((x) => x.available && x.visible && !(x.price > 0))
  await page.goto('/')
  for (const [p, state] of [
    [soldOut, 'Esgotado'],
    [onRequest, 'Sob consulta']
  ] as const) {
    const term = (p.name as string).toLowerCase()
    await page.locator('#busca').click()
    await page.locator('#busca').fill('')
    await page.locator('#busca').pressSequentially(term, { delay: 20 })
    await expect(page.locator(`[role="listbox"][data-term="${term}"]`)).toBeAttached()
    const option = page.getByRole('listbox').locator('.vt-instant__option--product', { hasText: p.name })
    await expect(option.first().locator('.vt-instant__status')).toHaveText(state)
    await expect(option.first().locator('.vt-instant__price')).toHaveCount(0)
    expect(await axeViolations(page)).toEqual([])
  }
})
