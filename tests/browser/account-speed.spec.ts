import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test'
import { type Auth, asMaria, asOwnCustomer } from './checkout-helpers'
import { axeViolations, failOnMissingLabels } from './helpers'

failOnMissingLabels(test)

// "Meus pedidos" is drawn from the customer record before any order is read, reads only what is on screen, and keeps
// what it read for the session. Maria's orders are added through the local platform's checkout with her token.
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
      p.in_stock &&
      !p.variations?.length &&
      p.quantity > 20 &&
      !p.subscription
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

test('orders: 10 numbered rows before any order is read; rows on screen fill in newest first; back reads nothing', async ({
  page,
  context,
  request
}) => {
  test.setTimeout(90_000)
  // A customer of this test's own: the list is checked against orders no other test adds to.
  const { auth, email } = await asOwnCustomer(context, request)
  await ordersUpTo(request, auth, 12, email)
  // Every order GET is held until released: the rows must not wait for them.
  const held: Route[] = []
  const asked: string[] = []
  let hold = true
  await page.route('**/api/orders/*.json', (route) => {
    asked.push(new URL(route.request().url()).pathname.split('/').pop()!.replace('.json', ''))
    if (hold) held.push(route)
    else void route.continue()
  })
  await page.setViewportSize({ width: 1280, height: 2400 })
  const drawn = recordAsDrawn(page)
  await page.goto('/app/#/account/orders')
  const refs = await drawn
  const rows = page.locator('.vt-orders__row')
  await expect(rows).toHaveCount(10)
  // Numbers, newest first, with the record's date, status and total, while no order has been read.
  const texts = await rows.allTextContents()
  const numbers = await rows.getByRole('link', { name: /^Pedido #/ }).allTextContents()
  expect(numbers).toEqual(refs.slice(0, 10).map((r) => `Pedido #${r.number}`))
  expect(texts[0]).toContain(brl(refs[0]!.amount!.total))
  expect(texts[0]).toContain('Status do pagamento: ')
  expect(await page.locator('.vt-orders__row[data-read]').count()).toBe(0)
  expect(await axeViolations(page)).toEqual([])
  // The first order read waits its turn behind the record's (the passport spaces its calls): it is held once asked.
  await expect.poll(() => held.length, { timeout: 15_000 }).toBeGreaterThan(0)
  hold = false
  for (const route of held.splice(0)) await route.continue()
  await expect(page.locator('.vt-orders__row[data-read]')).toHaveCount(10, { timeout: 20_000 })
  // Asked for newest first, and only the rows drawn (10 of 12+).
  expect(asked).toEqual(refs.slice(0, 10).map((r) => r._id))
  // An order's page and back: the list comes back complete without a single read.
  const detail = page.waitForResponse((r) => r.url().includes(`/orders/${refs[0]!._id}.json`))
  await rows
    .first()
    .getByRole('link', { name: `Pedido #${refs[0]!.number}` })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: `Pedido #${refs[0]!.number}` })).toBeVisible()
  await detail
  const before = asked.length
  await page.getByRole('link', { name: 'Voltar para meus pedidos' }).click()
  await expect(page.locator('.vt-orders__row[data-read]')).toHaveCount(10)
  await page.reload()
  await expect(page.locator('.vt-orders__row[data-read]')).toHaveCount(10)
  expect(asked.length).toBe(before)
})

test('orders: on a phone only the rows on screen are read; scrolling reads the next ones', async ({
  page,
  context,
  request
}) => {
  test.setTimeout(90_000)
  // A customer of this test's own: the list is checked against orders no other test adds to.
  const { auth, email } = await asOwnCustomer(context, request)
  await ordersUpTo(request, auth, 12, email)
  const asked: string[] = []
  await page.route('**/api/orders/*.json', (route) => {
    asked.push(new URL(route.request().url()).pathname.split('/').pop()!.replace('.json', ''))
    void route.continue()
  })
  await page.setViewportSize({ width: 375, height: 667 })
  const drawn = recordAsDrawn(page)
  await page.goto('/app/#/account/orders')
  const refs = await drawn
  const rows = page.locator('.vt-orders__row')
  await expect(rows).toHaveCount(10)
  await expect(rows.first()).toHaveAttribute('data-read', '', { timeout: 20_000 })
  const last = rows.nth(9)
  expect(await last.getAttribute('data-read')).toBeNull()
  expect(asked).not.toContain(refs[9]!._id)
  expect(asked.length).toBeLessThan(10)
  await last.scrollIntoViewIfNeeded()
  await expect(last).toHaveAttribute('data-read', '', { timeout: 20_000 })
  expect(asked).toContain(refs[9]!._id)
  expect(asked.length).toBe(new Set(asked).size)
})

test('logout forgets the orders kept for the session', async ({ page, context, request }) => {
  await asMaria(context, request)
  await page.goto('/app/#/account/orders')
  await expect(page.locator('.vt-orders__row[data-read]').first()).toBeVisible({ timeout: 20_000 })
  expect(await page.evaluate(() => sessionStorage.getItem('vitrine:customer-orders'))).toContain('"orders"')
  await page.evaluate(() => (window as any).storefront.passport.logout())
  expect(await page.evaluate(() => sessionStorage.getItem('vitrine:customer-orders'))).toBeNull()
})
