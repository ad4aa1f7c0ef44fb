import { expect, test, type APIRequestContext } from '@playwright/test'
import { atReview, cartLine, fillCard, ordersOf } from './checkout-helpers'
import { axeViolations, failOnMissingLabels } from './helpers'

failOnMissingLabels(test)
// A whole purchase each: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 90_000 })

// The platform makes the order and the answer that reaches the page cannot be read: an unknown outcome, like a lost
// answer. The checkout keeps the purchase's key and asks the platform for the order by it: the shopper sees the
// confirmation of the one order, paid once, never a blind retry with a new key.

// The platform's after: faults (demo-theme/platform/faults.mjs): the order is made, then the answer replaced.
const ANSWERS = [
  { fault: 'after:malformed', what: 'broken JSON with 200' },
  { fault: 'after:html', what: "a proxy's HTML page with 200" },
  { fault: 'after:503', what: 'a 503 that outlasts the retries' }
]
const METHODS = [
  { method: 'card', radio: /Cartão de crédito/ },
  { method: 'boleto', radio: /Boleto/ },
  { method: 'Pix', radio: /^Pix/ }
]

type LogEntry = { method: string; path: string; status: number; body?: string; key?: string }
/** The idempotency keys (the Idempotency-Key header) the page's order POSTs carried. */
const sentKeys = async (request: APIRequestContext, email: string) =>
  ((await (await request.get('/__platform/log')).json()) as LogEntry[])
    .filter((e) => e.method === 'POST' && e.path.endsWith('@checkout.json') && e.body?.includes(email))
    .map((e) => e.key)

for (const [i, { fault, what }] of ANSWERS.entries()) {
  for (const [j, { method, radio }] of METHODS.entries()) {
    test(`${method}, answered with ${what}: the order is found by its key and shown, one order, one charge`, async ({
      page,
      context,
      request
    }) => {
      // A product per test: tests run side by side and each buys one unit.
      const { auth, email } = await atReview(page, context, request, await cartLine(request, i * 3 + j, 1))
      // Every order POST of this page gets the fault, the client's own resends after a 503 too.
      await page.route('**/api/modules/v1/@checkout.json', (route) =>
        route.continue({ headers: { ...route.request().headers(), 'x-fault': fault } })
      )
      if (method === 'card') await fillCard(page)
      else await page.getByRole('radio', { name: radio }).check()
      await page.getByRole('button', { name: 'Finalizar pedido' }).click()
      await expect(page).toHaveURL(/#\/confirmation\//, { timeout: 20_000 })
      await expect(page.getByRole('heading', { name: 'Pedido realizado' })).toBeVisible()
      const orders = await ordersOf(request, auth)
      expect(orders).toHaveLength(1)
      await expect(page.getByText(`Pedido nº ${orders[0].number}`)).toBeVisible()
      // One charge: the order carries the one transaction its one POST made.
      expect(orders[0].transactions).toHaveLength(1)
      const keys = await sentKeys(request, email)
      expect(keys.length).toBeGreaterThanOrEqual(1)
      expect(new Set(keys).size).toBe(1)
      expect(await axeViolations(page)).toEqual([])
    })
  }
}

test('an order request the platform holds: the shopper hears within 20 s in all, and the next press makes one order', async ({
  page,
  context,
  request
}) => {
  const { auth } = await atReview(page, context, request, await cartLine(request, 9, 1))
  // The platform holds the order's POST and the look-up by its key until the page gives up on each.
  const hold = (route: import('@playwright/test').Route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-fault': 'timeout' } })
  await page.route('**/api/modules/v1/@checkout.json', hold)
  await page.route('**/api/modules/v1/@checkout/*.json', hold)
  await page.getByRole('radio', { name: /Boleto/ }).check()
  const button = page.getByRole('button', { name: /Finalizar pedido|Processando|Ainda processando/ })
  const pressed = Date.now()
  await page.getByRole('button', { name: 'Finalizar pedido' }).click()
  await expect(button).toHaveText('Ainda processando…', { timeout: 10_000 })
  const alert = page.getByRole('alert').filter({ hasText: 'não sabemos se o pedido foi recebido' })
  await expect(alert).toBeVisible({ timeout: 25_000 })
  expect(Date.now() - pressed).toBeLessThanOrEqual(20_000)
  expect(await axeViolations(page)).toEqual([])
  // The key was kept: the next press, answered, makes the one order.
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await page.getByRole('button', { name: 'Finalizar pedido' }).click()
  await expect(page.getByRole('heading', { name: 'Pedido realizado' })).toBeVisible({ timeout: 20_000 })
  expect(await ordersOf(request, auth)).toHaveLength(1)
})

test("an unreadable answer whose look-up fails too: 'could not confirm', the key kept, and the next press shows the one order", async ({
  page,
  context,
  request
}) => {
  const { auth, email } = await atReview(page, context, request, await cartLine(request, 10, 1))
  await page.route('**/api/modules/v1/@checkout.json', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-fault': 'after:html' } })
  )
  // The look-up by key cannot be made either (the connection drops at that moment).
  await page.route('**/api/modules/v1/@checkout/*.json', (route) => route.abort('failed'))
  await page.getByRole('radio', { name: /Boleto/ }).check()
  await page.getByRole('button', { name: 'Finalizar pedido' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Não conseguimos confirmar o pedido' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  // The purchase's key stays with the draft (a reload asks for its order first), and the order it made exists.
  const [key] = await sentKeys(request, email)
  expect(await page.evaluate(() => sessionStorage.getItem('vitrineCheckoutDraft_1011'))).toContain(key)
  expect(await ordersOf(request, auth)).toHaveLength(1)
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await page.getByRole('button', { name: 'Finalizar pedido' }).click()
  await expect(page.getByRole('heading', { name: 'Pedido realizado' })).toBeVisible({ timeout: 20_000 })
  const orders = await ordersOf(request, auth)
  expect(orders).toHaveLength(1)
  await expect(page.getByText(`Pedido nº ${orders[0].number}`)).toBeVisible()
  const keys = await sentKeys(request, email)
  expect(keys).toHaveLength(2)
  expect(new Set(keys).size).toBe(1)
})
