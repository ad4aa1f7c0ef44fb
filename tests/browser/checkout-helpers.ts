import { randomUUID } from 'node:crypto'
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { axeViolations } from './helpers'

const MARIA_SESSION = 'DemoSessionMaria0000000000000001'

/** A passport login: the customer's id, the session level and its token. */
export type Auth = { id: string; level: number; token: { access_token: string; expires: string } }

/** Maria's ready-made level-3 session in the cookie, as after a login on another visit; returns it. */
export async function asMaria(context: BrowserContext, request: APIRequestContext): Promise<Auth> {
  const { auth } = (await (await request.get(`/api/passport/v1/1011/${MARIA_SESSION}/token.json`)).json()) as {
    auth: Auth
  }
  await context.addCookies([
    {
      name: 'ecomPassportClient',
      value: encodeURIComponent(JSON.stringify({ auth })),
      url: test.info().project.use.baseURL!
    }
  ])
  return auth
}

/**
 * A customer of this test's own with Maria's profile (name, CPF, addresses, points; no orders). A new e-mail code voids
 * the one before it and wrong codes count against the e-mail, so tests logging in by code in parallel as one customer
 * would void each other's codes and could lock the login.
 */
export async function ownCustomer(request: APIRequestContext, like = 'maria@example.com'): Promise<string> {
  const email = `cliente.${randomUUID().slice(0, 8)}@example.com`
  const r = await request.post('/__platform/customers', { data: { email, like } })
  expect(r.status()).toBe(200)
  return email
}

/**
 * A customer of this test's own with Maria's profile, logged in (a level-3 session in the cookie): for a test that
 * counts or reads orders, which tests running alongside keep adding to Maria's record.
 */
export async function asOwnCustomer(
  context: BrowserContext,
  request: APIRequestContext
): Promise<{ auth: Auth; email: string }> {
  const email = `cliente.${randomUUID().slice(0, 8)}@example.com`
  const r = await request.post('/__platform/customers', { data: { email, like: 'maria@example.com', login: true } })
  expect(r.status()).toBe(200)
  const { auth } = (await r.json()) as { auth: Auth }
  await context.addCookies([
    {
      name: 'ecomPassportClient',
      value: encodeURIComponent(JSON.stringify({ auth })),
      url: test.info().project.use.baseURL!
    }
  ])
  return { auth, email }
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
      'ecomShoppingCart',
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

/** Chooses the credit card and types a card that expires in two years. */
export async function fillCard(page: Page, number: string) {
  await page.getByRole('radio', { name: /Cartão de crédito/ }).check()
  await page.getByLabel('Nome impresso no cartão').fill('MARIA A SILVA')
  await page.getByLabel('Número do cartão').fill(number)
  // Typed as on a phone's numeric keypad, which has no '/': the field puts it in.
  const year = String(new Date().getFullYear() + 2).slice(2)
  await page.getByLabel('Validade (MM/AA)').pressSequentially(`12${year}`)
  await expect(page.getByLabel('Validade (MM/AA)')).toHaveValue(`12/${year}`)
  await page.getByLabel('Código de segurança').fill('123')
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
