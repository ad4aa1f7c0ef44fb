import { randomUUID } from 'node:crypto'
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { axeViolations } from './helpers'

const MARIA_SESSION = 'DemoSessionMaria0000000000000001'

/** A passport login: the customer's id, the session level and its token. */
export type Auth = { id: string; level: number; token: { access_token: string; expires: string } }

/** The headers of a customer's own calls to the store and the passport. */
export const headersOf = (auth: Auth) => ({
  'X-Store-ID': '1011',
  'X-My-ID': auth.id,
  'X-Access-Token': auth.token.access_token
})

/** Maria's ready-made level-3 login (the seeded session), without touching the browser. */
export async function mariaAuth(request: APIRequestContext): Promise<Auth> {
  return ((await (await request.get(`/api/passport/v1/1011/${MARIA_SESSION}/token.json`)).json()) as { auth: Auth })
    .auth
}

/** A login in the browser's cookie, as after a login on another visit. */
async function loggedIn(context: BrowserContext, auth: Auth): Promise<void> {
  await context.addCookies([
    {
      name: 'ecomPassportClient_1011',
      value: encodeURIComponent(JSON.stringify({ auth })),
      url: test.info().project.use.baseURL!
    }
  ])
}

/**
 * Maria's ready-made level-3 session in the cookie (or `auth`, a login of hers made up by the test); returns it. For
 * tests that only read what is seeded for her (#1001, #1002); a test that changes a customer's data uses asOwnCustomer.
 */
export async function asMaria(context: BrowserContext, request: APIRequestContext, auth?: Auth): Promise<Auth> {
  const session = auth ?? (await mariaAuth(request))
  await loggedIn(context, session)
  return session
}

/**
 * A customer of this test's own with Maria's profile (name, CPF, addresses, points; no orders). A new e-mail code voids
 * the one before it and wrong codes count against the e-mail, so tests logging in by code in parallel as one customer
 * would void each other's codes and could lock the login.
 */
export async function ownCustomer(request: APIRequestContext, like = 'maria@example.com'): Promise<string> {
  return (await newCustomer(request, like, false)).email
}

/**
 * A customer of this test's own with Maria's profile (or `like`'s), logged in (a level-3 session in the cookie): for a
 * test that changes a customer's orders, addresses, profile, cards or points, or counts their orders, so no other test
 * sees the change and no earlier test's change is seen.
 */
export async function asOwnCustomer(
  context: BrowserContext,
  request: APIRequestContext,
  like = 'maria@example.com'
): Promise<{ auth: Auth; email: string }> {
  const { auth, email } = await newCustomer(request, like, true)
  await loggedIn(context, auth!)
  return { auth: auth!, email }
}

async function newCustomer(request: APIRequestContext, like: string, login: boolean) {
  const email = `cliente.${randomUUID().slice(0, 8)}@example.com`
  const r = await request.post('/__platform/customers', { data: { email, like, login } })
  expect(r.status()).toBe(200)
  return { email, auth: ((await r.json()) as { auth?: Auth }).auth }
}

/** The code in the demo's mailbox, once it is there: the request that sends it may wait its turn in the passport's queue. */
export async function mailedCode(page: Page, email: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        const mail = await page.request.get(`/__platform/email-codes?email=${encodeURIComponent(email)}`)
        code = mail.ok() ? ((await mail.json()) as { code?: string }).code : undefined
        return code
      },
      { timeout: 15_000 }
    )
    .toBeTruthy()
  return code!
}

/** Logs in by e-mail code in the form at hand (the checkout's identification, or the one an ended session shows). */
export async function loginByCode(page: Page, email: string, scope = page.locator('body')) {
  await scope.getByLabel('E-mail').fill(email)
  await scope.getByRole('button', { name: 'Receber código por e-mail' }).click()
  await scope.getByLabel('Código').fill(await mailedCode(page, email))
  await scope.getByRole('button', { name: 'Continuar', exact: true }).click()
}

/** A simple product of the demo catalogue (no variations, in stock, priced) as a cart line. */
export async function cartLine(request: APIRequestContext, skip = 0, quantity = 1) {
  const res = await request.get('/api/store/v1/products.json?limit=72', { headers: { 'X-Store-ID': '1011' } })
  const { result } = (await res.json()) as { result: any[] }
  const ok = result.filter(
    (x) =>
      !x.variations?.length &&
      x.price > 0 &&
      x.available &&
      x.visible &&
      x.quantity > 5 &&
      !x.min_quantity &&
      !x.kit_composition &&
      !(x.base_price > x.price)
  )
  const p = ok[skip]
  return {
    _id: `line${skip}`.padEnd(24, '0'),
    product_id: p._id,
    name: p.name,
    quantity,
    price: p.price,
    final_price: p.price,
    slug: p.slug,
    picture: p.pictures?.[0]
  }
}

/** Opens /app/ with the given lines in the stored cart (before any script runs). */
export async function openWithCart(page: Page, items: unknown[], hash = '#/cart') {
  await page.addInitScript((lines) => {
    if (sessionStorage.getItem('__seeded')) return
    sessionStorage.setItem('__seeded', '1')
    const subtotal = (lines as { price: number; quantity: number }[]).reduce((s, l) => s + l.price * l.quantity, 0)
    localStorage.setItem(
      'ecomShoppingCart_1011',
      JSON.stringify({ _id: 'c'.repeat(24), items: lines, subtotal: Math.round(subtotal * 100) / 100 })
    )
  }, items)
  await page.goto(`/app/${hash}`)
  await expect(page.locator('[data-widget="checkout"]')).toHaveAttribute('data-widget-state', 'ready')
  // #/checkout is replaced by its first step's own address, which renders the step anew: a field filled before that
  // would be lost (seen once on a loaded machine).
  if (hash === '#/checkout') await expect(page).toHaveURL(/#\/checkout\/[a-z]+$/)
}

export async function fillVisitor(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Continuar como visitante' }).click()
  await expect(page).toHaveURL(/#\/checkout\/customer$/)
  await page.getByLabel('Nome completo').fill('Ana Souza')
  await page.getByLabel('CPF').fill('529.982.247-25')
  await page.getByLabel('Telefone').fill('(11) 98765-4321')
  await page.getByRole('button', { name: 'Continuar' }).click()
  await expect(page).toHaveURL(/#\/checkout\/address$/)
}

/** Types a demo CEP: the lookup stand-in fills the street; the number is the shopper's. */
export async function fillAddress(page: Page, zip = '01310-100') {
  await page.getByLabel('CEP').fill(zip)
  await expect(page.getByLabel('Endereço')).toHaveValue(/.+/)
  await page.getByLabel('Número').fill('1000')
  await expect(page.getByRole('group', { name: 'Forma de envio' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Continuar' }).click()
  await expect(page).toHaveURL(/#\/checkout\/payment$/)
}

/** Requests to store and modules that carried a card number or CVV (should be none). */
export async function cardLeaks(request: APIRequestContext, numbers: string[]) {
  const log = (await (await request.get('/__platform/log')).json()) as { api: string; body?: string }[]
  return log.filter(
    (e) =>
      (e.api === 'store' || e.api === 'modules') &&
      e.body &&
      (numbers.some((n) => e.body!.includes(n)) ||
        (/"(cvv|cvc|number)"\s*:\s*"?\d{3,4}"?/.test(e.body!) && /"cvv|"cvc/.test(e.body!)))
  )
}

/** Chooses the card and types one (the demo gateway approves 4111 1111 1111 1111), expiring two years from now. */
export async function fillCard(page: Page, number = '4111111111111111', holder = 'ANA SOUZA') {
  await page.getByRole('radio', { name: /Cartão de crédito/ }).check()
  await page.getByLabel('Nome impresso no cartão').fill(holder)
  await page.getByLabel('Número do cartão').fill(number)
  // Typed as on a phone's numeric keypad, which has no '/': the field puts it in.
  const year = String(new Date().getFullYear() + 2).slice(2)
  await page.getByLabel('Validade (MM/AA)').pressSequentially(`12${year}`)
  await expect(page.getByLabel('Validade (MM/AA)')).toHaveValue(`12/${year}`)
  await page.getByLabel('Código de segurança').fill('123')
}

/**
 * A customer of this test's own, logged in, on the review step ('Revisão do pedido') with `line` in the cart:
 * address, service and method already chosen. Returns the session, to read the customer's orders with.
 */
export async function atReview(page: Page, context: BrowserContext, request: APIRequestContext, line: unknown) {
  const own = await asOwnCustomer(context, request)
  await openWithCart(page, [line])
  await page.getByRole('button', { name: 'Finalizar compra' }).click()
  await expect(page).toHaveURL(/#\/checkout\/payment$/)
  await expect(page.getByRole('group', { name: 'Forma de envio' }).getByRole('radio').first()).toBeChecked()
  return own
}

/** The orders the platform holds for a logged-in customer, newest first. */
export async function ordersOf(request: APIRequestContext, auth: Auth) {
  const res = await request.get('/api/store/v1/orders.json', { headers: headersOf(auth) })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { result: any[] }).result
}
