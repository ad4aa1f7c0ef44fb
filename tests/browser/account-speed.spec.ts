import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test'
import { type Auth, asMaria, asOwnCustomer } from './checkout-helpers'
import { axeViolations, failOnMissingLabels } from './helpers'

failOnMissingLabels(test)

// "Meus pedidos" is drawn from the customer record at once, completed from one list request (never one per order), and
// keeps what it read for the session; subscriptions come from one list request too. Maria's orders are added through the local platform's checkout with her token.
const PASSPORT = '/api/passport/v1/1011'

type Ref = { _id: string; number: number; amount?: { total: number } }

const headersOf = (auth: Auth) => ({
  'X-Store-ID': '1011',
  'X-My-ID': auth.id,
  'X-Access-Token': auth.token.access_token
})

/** Boleto orders of the customer's until their record lists `count`; their refs, newest first. */
async function ordersUpTo(request: APIRequestContext, auth: Auth, count: number, email: string): Promise<Ref[]> {
  const me = async () =>
    (await (await request.get(`${PASSPORT}/api/me.json`, { headers: headersOf(auth) })).json()) as { orders: Ref[] }
  const products = (
    await (await request.get('/api/store/v1/products.json?limit=72', { headers: { 'X-Store-ID': '1011' } })).json()
  ).result
  const simple = products.find(
    (p: any) =>
      p.price > 0 &&
      p.available &&
      p.visible &&
      !p.variations?.length &&
      p.quantity > 20 &&
      !p.flags?.includes('subscription')
  )
  for (let n = (await me()).orders.length; n < count; n++) {
    const res = await request.post('/api/modules/v1/@checkout.json', {
      headers: { ...headersOf(auth), 'Content-Type': 'application/json' },
      data: {
        items: [{ product_id: simple._id, quantity: 1 }],
        shipping: { to: { zip: '01310100' } },
        transaction: { payment_method: 'banking_billet' },
        customer: { main_email: email }
      }
    })
    expect(res.status()).toBe(200)
  }
  return (await me()).orders.sort((a, b) => b.number - a.number)
}

/**
 * Maria's orders as the page's own read of her record lists them, newest first. The rows are drawn from that answer;
 * tests running alongside keep adding orders to her record, so a list read by the test itself may already differ.
 */
function recordAsDrawn(page: Page): Promise<Ref[]> {
  return page
    .waitForResponse((r) => r.url().includes('/api/me.json') && r.request().method() === 'GET')
    .then(async (r) => ((await r.json()) as { orders: Ref[] }).orders.sort((a, b) => b.number - a.number))
}

const brl = (n: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(n).replace(/\s/g, '\u00a0')

const isList = (url: URL) => url.pathname.endsWith('/api/orders.json')

test('orders: 10 numbered rows before the list answers; one list request completes them; back reads nothing', async ({
  page,
  context,
  request
}) => {
  test.setTimeout(90_000)
  // A customer of this test's own: the list is checked against orders no other test adds to.
  const { auth, email } = await asOwnCustomer(context, request)
  await ordersUpTo(request, auth, 12, email)
  // The list request is held until released: the rows must not wait for it.
  const held: Route[] = []
  const lists: URL[] = []
  const reads: string[] = []
  let hold = true
  await page.route(isList, (route) => {
    lists.push(new URL(route.request().url()))
    if (hold) held.push(route)
    else void route.continue()
  })
  page.on('request', (r) => {
    if (r.url().includes('/api/orders/')) reads.push(r.url())
  })
  const drawn = recordAsDrawn(page)
  await page.goto('/app/#/account/orders')
  const refs = await drawn
  const rows = page.locator('.vt-orders__row')
  await expect(rows).toHaveCount(10)
  // Numbers, newest first, with the record's date and total, while nothing else has been read (the record's order
  // summaries have no status: that comes with the list).
  const texts = await rows.allTextContents()
  const numbers = await rows.getByRole('link', { name: /^Pedido #/ }).allTextContents()
  expect(numbers).toEqual(refs.slice(0, 10).map((r) => `Pedido #${r.number}`))
  expect(texts[0]).toContain(brl(refs[0]!.amount!.total))
  expect(texts[0]).not.toContain('Status do pagamento: ')
  expect(await page.locator('.vt-orders__row[data-read]').count()).toBe(0)
  expect(await axeViolations(page)).toEqual([])
  // The list waits its turn behind the record's (the passport spaces its calls): it is held once asked.
  await expect.poll(() => held.length, { timeout: 15_000 }).toBeGreaterThan(0)
  hold = false
  for (const route of held.splice(0)) await route.continue()
  await expect(page.locator('.vt-orders__row[data-read]')).toHaveCount(10, { timeout: 20_000 })
  await expect(rows.first()).toContainText('Status do pagamento: ')
  // One request for the ten rows drawn (of 12+), with only a row's fields; no order read on its own.
  expect(lists).toHaveLength(1)
  expect(lists[0]!.searchParams.get('limit')).toBe('10')
  expect(lists[0]!.searchParams.get('fields')).toMatch(/^_id,number,/)
  expect(reads).toEqual([])
  // An order's page (which reads its order) and back: the list comes back complete without a request.
  const detail = page.waitForResponse((r) => r.url().includes(`/orders/${refs[0]!._id}.json`))
  await rows
    .first()
    .getByRole('link', { name: `Pedido #${refs[0]!.number}` })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: `Pedido #${refs[0]!.number}` })).toBeVisible()
  await detail
  await page.getByRole('link', { name: 'Voltar para meus pedidos' }).click()
  await expect(page.locator('.vt-orders__row[data-read]')).toHaveCount(10)
  await page.reload()
  await expect(page.locator('.vt-orders__row[data-read]')).toHaveCount(10)
  expect(lists).toHaveLength(1)
  expect(reads).toHaveLength(1)
})

test('orders: "Ver mais" completes the next rows with one more list request, none per row', async ({
  page,
  context,
  request
}) => {
  test.setTimeout(90_000)
  const { auth, email } = await asOwnCustomer(context, request)
  await ordersUpTo(request, auth, 12, email)
  const lists: URL[] = []
  const reads: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (isList(url)) lists.push(url)
    if (r.url().includes('/api/orders/')) reads.push(r.url())
  })
  await page.setViewportSize({ width: 375, height: 667 })
  const drawn = recordAsDrawn(page)
  await page.goto('/app/#/account/orders')
  const refs = await drawn
  const rows = page.locator('.vt-orders__row')
  await expect(rows).toHaveCount(10)
  await expect(page.locator('.vt-orders__row[data-read]')).toHaveCount(10, { timeout: 20_000 })
  await page.getByRole('button', { name: 'Ver mais pedidos' }).click()
  await expect(rows).toHaveCount(refs.length)
  await expect(page.locator('.vt-orders__row[data-read]')).toHaveCount(refs.length, { timeout: 20_000 })
  expect(lists.map((u) => [u.searchParams.get('offset'), u.searchParams.get('limit')])).toEqual([
    [null, '10'],
    ['10', String(refs.length - 10)]
  ])
  expect(reads).toEqual([])
})

/** A subscription order of the customer's (a monthly one of the first subscribable product). */
async function subscribe(request: APIRequestContext, auth: Auth, email: string): Promise<Ref> {
  const products = (
    await (await request.get('/api/store/v1/products.json?limit=72', { headers: { 'X-Store-ID': '1011' } })).json()
  ).result
  const product = products.find(
    (p: any) =>
      p.flags?.includes('subscription') &&
      p.available &&
      p.visible &&
      p.price > 0 &&
      !p.variations?.length &&
      p.quantity > 2
  )
  const res = await request.post('/api/modules/v1/@checkout.json', {
    headers: { ...headersOf(auth), 'Content-Type': 'application/json' },
    data: {
      items: [{ product_id: product._id, quantity: 1, flags: ['subscription:monthly'] }],
      shipping: { to: { zip: '01310100' } },
      transaction: { payment_method: 'banking_billet' },
      customer: { main_email: email }
    }
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { order: Ref }).order
}

test('subscriptions of a customer with 30 orders: one list request, none per order; "none yet" as promptly', async ({
  page,
  context,
  request
}) => {
  test.setTimeout(120_000)
  const { auth, email } = await asOwnCustomer(context, request)
  await ordersUpTo(request, auth, 30, email)
  const passport: string[] = []
  page.on('request', (r) => {
    if (r.url().includes(PASSPORT)) passport.push(new URL(r.url()).pathname)
  })
  await page.goto('/app/#/account/subscriptions')
  await expect(page.getByText('Você ainda não tem assinaturas')).toBeVisible()
  // The record (api/me.json) and one list of the subscriptions: never a read per order.
  expect(passport.filter((p) => p.includes('/api/orders'))).toEqual([`${PASSPORT}/api/orders.json`])
  expect(passport.length).toBeLessThanOrEqual(3)
  expect(await axeViolations(page)).toEqual([])

  // The record read on this page is kept for the next one, and it will not list the subscription made below.
  await expect
    .poll(() =>
      page.evaluate(() => (JSON.parse(localStorage.getItem('ecomPassportClient_1011') ?? '{}').orders ?? []).length)
    )
    .toBe(30)
  const sub = await subscribe(request, auth, email)
  passport.length = 0
  // The list is the page's first passport request and is shown without the record, which the passport's spacing
  // (1.07 s) puts after it: held here, it does not hold the subscriptions back, nor does the older record kept from
  // the last page hide the new subscription.
  const held: Route[] = []
  await page.route(/\/api\/me\.json$/, (route) => void held.push(route))
  await page.reload()
  await expect(page.getByRole('article', { name: `Pedido #${sub.number}` })).toContainText('Ativa')
  await expect(page.locator('.vt-subscriptions > li')).toHaveCount(1)
  expect(passport[0]).toBe(`${PASSPORT}/api/orders.json`)
  await page.unroute(/\/api\/me\.json$/)
  for (const route of held.splice(0)) await route.continue()
  await expect(page.locator('.vt-subscriptions > li')).toHaveCount(1)
  expect(passport.filter((p) => p.includes('/api/orders'))).toEqual([`${PASSPORT}/api/orders.json`])
  expect(passport.length).toBeLessThanOrEqual(3)
})

test('orders opened cold: the customer record is asked for while the account chunks still load', async ({
  page,
  context,
  request
}) => {
  const { auth, email } = await asOwnCustomer(context, request)
  await ordersUpTo(request, auth, 2, email)
  // The account frame's chunk is held: the record must be asked for without waiting for it.
  const held: Route[] = []
  let hold = true
  await page.route(/\/chunks\/AccountPage-[^/]*\.js$/, (route) => (hold ? void held.push(route) : route.continue()))
  const record = page.waitForRequest((r) => r.url().includes('/api/me.json') && r.method() === 'GET')
  await page.goto('/app/#/account/orders')
  await record
  await expect.poll(() => held.length).toBeGreaterThan(0)
  hold = false
  for (const route of held.splice(0)) await route.continue()
  await expect(page.locator('.vt-orders__row')).toHaveCount(2)
})

test('logout forgets the orders kept for the session', async ({ page, context, request }) => {
  await asMaria(context, request)
  await page.goto('/app/#/account/orders')
  await expect(page.locator('.vt-orders__row[data-read]').first()).toBeVisible({ timeout: 20_000 })
  expect(await page.evaluate(() => sessionStorage.getItem('vitrine:customer-orders_1011'))).toContain('"orders"')
  await page.evaluate(() => (window as any).storefront.passport.logout())
  expect(await page.evaluate(() => sessionStorage.getItem('vitrine:customer-orders_1011'))).toBeNull()
})

test('orders opened cold: the record is asked before the code that reads it arrives; 10 rows before any order answers', async ({
  page,
  context,
  request
}) => {
  test.setTimeout(90_000)
  const { auth, email } = await asOwnCustomer(context, request)
  await ordersUpTo(request, auth, 12, email)
  // The chunk that reads the record is held, and so is every order request (the list and any single order).
  const chunks: Route[] = []
  let holdChunk = true
  await page.route(/\/chunks\/fresh-customer-[^/]*\.js$/, (route) =>
    holdChunk ? void chunks.push(route) : route.continue()
  )
  const orders: Route[] = []
  await page.route(
    (url) => url.pathname.includes('/api/orders'),
    (route) => void orders.push(route)
  )
  const record = page.waitForRequest((r) => r.url().includes('/api/me.json') && r.method() === 'GET')
  await page.goto('/app/#/account/orders')
  await record
  // Asked with the account's chunks, not after the chunks they import.
  await expect.poll(() => chunks.length).toBeGreaterThan(0)
  holdChunk = false
  for (const route of chunks.splice(0)) await route.continue()
  const rows = page.locator('.vt-orders__row')
  await expect(rows).toHaveCount(10)
  await expect(rows.getByRole('link', { name: /^Pedido #\d+$/ })).toHaveCount(10)
  // Not one order request has answered: every one asked so far is still held.
  expect(await page.locator('.vt-orders__row[data-read]').count()).toBe(0)
  for (const route of orders.splice(0)) await route.continue()
  await page.unroute((url) => url.pathname.includes('/api/orders'))
})
