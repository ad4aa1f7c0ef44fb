import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { axeViolations, failOnMissingLabels, freshPlatformLog } from './helpers'
import { cartLine, fillAddress, fillCard, fillVisitor, mailedCode, openWithCart, ownCustomer } from './checkout-helpers'

failOnMissingLabels(test)
freshPlatformLog(test)
// Several tabs and whole purchases per test: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 120_000 })

type LogEntry = { api: string; method: string; path: string; status: number; body?: string }
const log = async (request: APIRequestContext) => (await (await request.get('/__platform/log')).json()) as LogEntry[]
const orderPosts = async (request: APIRequestContext, email: string) =>
  (await log(request)).filter(
    (e) => e.method === 'POST' && e.path.endsWith('@checkout.json') && e.body?.includes(email) && e.status === 200
  )

const VISA = '4111111111111111'
const REFUSED = '4111111111170000'

/** A visitor at the payment step with `lines` in the cart. */
async function atPayment(page: Page, lines: unknown[], email: string) {
  await openWithCart(page, lines, '#/checkout')
  await fillVisitor(page, email)
  await fillAddress(page)
}

const placeOrder = (page: Page) => page.getByRole('button', { name: 'Finalizar pedido' }).click()
const storedCart = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('ecomShoppingCart_1011') ?? '{"items":[]}').items as { _id: string }[]
  )

test.describe('one order per purchase', () => {
  test('an answer lost (and its look-up too), then a reload: the checkout finds the order by its key, one order', async ({
    page,
    request
  }) => {
    const email = 'recarga@example.com'
    let lost = false
    await page.route('**/api/modules/v1/@checkout.json', async (route) => {
      if (lost) return route.continue()
      lost = true
      await route.fetch() // the platform makes the order…
      return route.abort('failed') // …and the answer never arrives
    })
    // The look-up after the loss fails too (the shopper is offline at that moment).
    await page.route('**/api/modules/v1/@checkout/*.json', (route) => route.abort('failed'))
    await atPayment(page, [await cartLine(request, 0, 1)], email)
    await page.getByRole('radio', { name: /Boleto/ }).check()
    await placeOrder(page)
    await expect(page.getByRole('alert').filter({ hasText: 'não sabemos se o pedido foi recebido' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.unroute('**/api/modules/v1/@checkout/*.json')
    await page.goto('/app/#/checkout/payment')
    await page.reload()
    await expect(page).toHaveURL(/#\/confirmation\//)
    await expect(page.getByRole('heading', { name: 'Pedido realizado' })).toBeVisible()
    expect(await orderPosts(request, email)).toHaveLength(1)
    expect(await storedCart(page)).toEqual([])
    expect(await page.evaluate(() => sessionStorage.getItem('vitrineCheckoutDraft_1011'))).toBeNull()
  })

  test('two tabs press together: one order, and the other tab says the cart is being checked out there', async ({
    context,
    request
  }) => {
    const email = 'duas.abas@example.com'
    const line = await cartLine(request, 1, 1)
    const [a, b] = [await context.newPage(), await context.newPage()]
    for (const page of [a, b]) {
      await atPayment(page, [line], email)
      await page.getByRole('radio', { name: /Boleto/ }).check()
    }
    // Tab A's order is held on its way to the platform until B has been pressed and has answered.
    let sent!: () => void
    const reached = new Promise<void>((r) => (sent = r))
    let release!: () => void
    const released = new Promise<void>((r) => (release = r))
    await a.route('**/api/modules/v1/@checkout.json', async (route) => {
      sent()
      await released
      return route.continue()
    })
    await placeOrder(a)
    await reached
    await placeOrder(b)
    await expect(b.getByRole('alert')).toHaveText('Este carrinho está sendo finalizado em outra aba.')
    expect(await axeViolations(b)).toEqual([])
    release()
    await expect(a).toHaveURL(/#\/confirmation\//)
    // The order took the lines: B's cart follows, and pressing again sends nothing.
    await expect(
      b
        .getByText('Seu carrinho está vazio')
        .or(b.getByRole('link', { name: 'Voltar ao carrinho' }))
        .first()
    ).toBeVisible()
    expect(await orderPosts(request, email)).toHaveLength(1)
  })

  test('a line added in another tab while the order is sent stays in the cart', async ({ context, request }) => {
    const email = 'linha.nova@example.com'
    const [bought, added] = [await cartLine(request, 2, 1), await cartLine(request, 3, 2)]
    const a = await context.newPage()
    await atPayment(a, [bought], email)
    await a.getByRole('radio', { name: /Boleto/ }).check()
    let release!: () => void
    const go = new Promise<void>((r) => (release = r))
    let sending!: () => void
    const reached = new Promise<void>((r) => (sending = r))
    await a.route('**/api/modules/v1/@checkout.json', async (route) => {
      sending()
      await go
      return route.continue()
    })
    await placeOrder(a)
    await reached
    const b = await context.newPage()
    await b.goto('/app/#/cart')
    await expect(b.locator('[data-widget="checkout"]')).toHaveAttribute('data-widget-state', 'ready')
    await b.evaluate((l) => (window as any).storefront.cart.addItem({ ...l, _id: undefined }), added)
    await expect.poll(async () => (await storedCart(b)).length).toBe(2)
    release()
    await expect(a).toHaveURL(/#\/confirmation\//)
    await expect.poll(async () => (await storedCart(a)).map((i: any) => i.product_id)).toEqual([added.product_id])
    await expect.poll(async () => (await storedCart(b)).map((i: any) => i.quantity)).toEqual([2])
  })

  test('a refused card then an approved one: one order, paid, whose number the confirmation shows', async ({
    page,
    request
  }) => {
    const email = 'cartao.recusado@example.com'
    await atPayment(page, [await cartLine(request, 4, 1)], email)
    await fillCard(page, REFUSED)
    await placeOrder(page)
    const alert = page.getByRole('alert').filter({ hasText: /O pedido #\d+ foi criado e aguarda pagamento/ })
    await expect(alert).toBeVisible()
    const number = /#(\d+)/.exec((await alert.textContent())!)![1]
    await expect(page.getByRole('button', { name: 'Finalizar pedido' })).toBeFocused()
    expect(await axeViolations(page)).toEqual([])
    await page.getByLabel('Número do cartão').fill(VISA)
    await placeOrder(page)
    await expect(page).toHaveURL(new RegExp(`#/confirmation/[0-9a-f]{24}/${number}$`))
    await expect(page.getByText(`Pedido nº ${number}`)).toBeVisible()
    await expect(page.getByText('Pago', { exact: true })).toBeVisible()
    expect(await orderPosts(request, email)).toHaveLength(1)
    const retries = (await log(request)).filter((e) => e.method === 'POST' && e.path.endsWith('/transaction.json'))
    expect(retries.filter((e) => e.status === 200)).toHaveLength(1)
  })
})

test.describe('nothing personal outlives its owner', () => {
  test("logout in one tab empties the other tab's checkout of every customer field", async ({ context, request }) => {
    const a = await context.newPage()
    await openWithCart(a, [await cartLine(request, 5, 1)], '#/checkout')
    const email = await ownCustomer(request)
    await a.getByLabel('E-mail').fill(email)
    await a.getByRole('button', { name: 'Receber código por e-mail' }).click()
    await a.getByLabel('Código').fill(await mailedCode(a, email))
    await a.getByRole('button', { name: 'Continuar', exact: true }).click()
    // A returning customer lands on the review; the data step shows the record's fields.
    await expect(a).toHaveURL(/#\/checkout\/payment$/)
    await a.getByRole('link', { name: 'Alterar: Seus dados' }).click()
    await expect(a).toHaveURL(/#\/checkout\/customer$/)
    await expect(a.getByLabel('CPF')).toHaveValue('123.456.789-09')
    const b = await context.newPage()
    await b.goto('/app/#/account')
    await expect(b.locator('[data-widget="checkout"]')).toHaveAttribute('data-widget-state', 'ready')
    await b.getByRole('button', { name: 'Sair' }).click()
    await expect(a).toHaveURL(/#\/checkout\/identification$/)
    await expect(a.getByLabel('E-mail')).toHaveValue('')
    const draft = await a.evaluate(() => sessionStorage.getItem('vitrineCheckoutDraft_1011') ?? '')
    expect(draft).not.toContain(email)
    expect(draft).not.toMatch(/12345678909|123\.456\.789-09|Maria/)
    const values = await a.locator('input').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))
    expect(values.join(' ')).not.toContain(email)
    expect(values.join(' ')).not.toMatch(/12345678909|123\.456\.789-09|Maria/)
  })

  test("the data layer's and the pixels' purchase ids open no order anonymously", async ({ page, request }) => {
    const email = 'sem.chave@example.com'
    await atPayment(page, [await cartLine(request, 0, 1)], email)
    await page.getByRole('radio', { name: /Boleto/ }).check()
    await placeOrder(page)
    await expect(page).toHaveURL(/#\/confirmation\//)
    const orderId = /#\/confirmation\/([0-9a-f]{24})/.exec(page.url())![1]!
    const ids = await page.evaluate(() => {
      const layer = ((window as any).dataLayer ?? []) as any[]
      const purchase = layer.find((e) => e?.event === 'purchase')
      const queue = JSON.parse(localStorage.getItem('vitrine:pixel:purchases_1011') ?? '[]') as any[]
      return [purchase?.ecommerce?.transaction_id, ...queue.flatMap((q) => [q.order_id, q.event_id])]
    })
    expect(ids.filter(Boolean).length).toBeGreaterThanOrEqual(3)
    expect(ids.join(' ')).not.toContain(orderId)
    for (const id of ids.filter(Boolean)) {
      const res = await request.get(`/api/store/v1/orders/${encodeURIComponent(id)}.json`, {
        headers: { 'X-Store-ID': '1011' }
      })
      expect(await res.text()).not.toContain(email)
    }
  })
})

test.describe('bounded waits', () => {
  test('a payment list that never answers says so within its 8 s limit, with a retry that brings the form', async ({
    page,
    request
  }) => {
    let hang = true
    await page.route('**/api/modules/v1/list_payments.json', (route) => (hang ? undefined : route.continue()))
    await atPayment(page, [await cartLine(request, 1, 1)], 'espera@example.com')
    const shown = Date.now()
    await expect(page.getByRole('alert')).toHaveText(/Não foi possível carregar as formas de pagamento/, {
      timeout: 12_000
    })
    expect(Date.now() - shown).toBeLessThan(11_000)
    expect(await axeViolations(page)).toEqual([])
    hang = false
    await page.getByRole('button', { name: 'Tentar novamente' }).click()
    // Focus lands on what replaced the error: the payment step's heading.
    await expect(page.getByRole('heading', { name: 'Forma de pagamento' })).toBeFocused()
  })

  test('a gateway script that throws: said plainly, and the next try after it is fixed loads it again and buys', async ({
    page,
    request
  }) => {
    const email = 'script.quebrado@example.com'
    let broken = true
    await page.route('**/api/gateway/v1/js_client.js*', (route) =>
      broken
        ? route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("gateway down")' })
        : route.continue()
    )
    await atPayment(page, [await cartLine(request, 2, 1)], email)
    await fillCard(page, VISA)
    await placeOrder(page)
    await expect(page.getByRole('alert')).toHaveText(/Não foi possível carregar o pagamento por cartão/)
    broken = false
    await placeOrder(page)
    await expect(page).toHaveURL(/#\/confirmation\//)
    expect(await orderPosts(request, email)).toHaveLength(1)
  })
})
