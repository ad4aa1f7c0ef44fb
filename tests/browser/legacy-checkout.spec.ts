import { expect, type Page, test } from '@playwright/test'
import { axeViolations, buyFromCard, giveConsent, singleCards } from './helpers'
import { servePlatformApp } from './legacy-app'

// A legacy store moving to Vitrine widget by widget keeps the platform's own checkout app at /app/ for a while: the
// cart Vitrine's widgets fill must be the one that app reads, checks out and empties, and the local platform must
// answer that app's clients as the hosted APIs do (passport paths with the store id, null login fields, a 403 that
// lets a visitor go on as a guest, a boleto order whose buyer and address carry numbers).
test.describe.configure({ timeout: 120_000 })

type StoredCart = { _id: string; items: { product_id: string; name: string; quantity: number }[]; subtotal: number }

const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('ecomShoppingCart') ?? 'null') as StoredCart | null)

const brl = (value: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value).replace(/\s/g, ' ')

/** Vitrine's minicart, opened from its button: the lines and subtotal it read from the stored cart. */
async function openMinicart(page: Page) {
  await page.goto('/')
  await expect(page.locator('[data-widget="minicart"]')).toHaveAttribute('data-widget-state', 'ready')
  await page.locator('.vt-minicart__button').click()
  const drawer = page.getByRole('dialog', { name: 'Carrinho' })
  await expect(drawer).toBeVisible()
  return drawer
}

test("the platform's checkout app places a visitor's boleto order from Vitrine's cart, and Vitrine reads it back", async ({
  page,
  request
}) => {
  await giveConsent(page)
  await servePlatformApp(page)

  // Vitrine fills the cart.
  await page.goto('/')
  for (const card of await singleCards(page, 2)) await buyFromCard(page, card)
  const filled = (await storedCart(page))!
  expect(filled.items).toHaveLength(2)

  // The app reads it: every line, the same subtotal, and it checks each line against the catalogue (one product read
  // per line), writing the cart back with what it checked (each line's minimum quantity among them).
  const productReads = filled.items.map((item) =>
    page.waitForResponse((r) => r.url().endsWith(`/products/${item.product_id}.json`) && r.ok())
  )
  await page.goto('/app/#/cart')
  await Promise.all(productReads)
  const app = page.locator('#storefront-app')
  for (const item of filled.items) await expect(app.getByRole('link', { name: item.name }).first()).toBeVisible()
  await expect(app).toContainText(brl(filled.subtotal))
  expect(filled.items.some((i) => 'min_quantity' in i)).toBe(false)
  await expect.poll(async () => (await storedCart(page))?.items.every((i) => 'min_quantity' in i)).toBe(true)
  const rewritten = (await storedCart(page))!
  expect(rewritten._id).toBe(filled._id)
  expect(rewritten.items.map((i) => [i.product_id, i.quantity])).toEqual(
    filled.items.map((i) => [i.product_id, i.quantity])
  )
  expect(rewritten.subtotal).toBe(filled.subtotal)

  // Vitrine reads back the cart the app rewrote: the same lines and subtotal.
  const drawer = await openMinicart(page)
  for (const item of filled.items) await expect(drawer).toContainText(item.name)
  await expect(drawer.locator('.vt-minicart__subtotal')).toContainText(brl(filled.subtotal))
  expect(await axeViolations(page)).toEqual([])

  // The visitor checks out in the app: identification answers 403 for an e-mail with no account (the app sends null
  // for the document and code), and the app goes on as a guest.
  await page.goto('/app/#/cart')
  await page
    .getByRole('button', { name: /Finalizar compra/ })
    .first()
    .click()
  // Its login block joins the passport's provider list into one link per provider (host + baseUri + provider +
  // oauthPath): the link opens the demo's provider page on this origin, not a doubled one.
  const popup = page.waitForEvent('popup')
  await page.locator('.login__btn--google').click()
  const provider = await popup
  await expect(provider.getByRole('heading', { name: 'Entrar com Google (demo)' })).toBeVisible()
  expect(new URL(provider.url()).origin).toBe(new URL(page.url()).origin)
  await provider.close()
  const email = `visitante.${Date.now()}@example.com`
  await page.locator('input[type=email]').first().fill(email)
  const identify = page.waitForRequest((r) => r.url().endsWith('/api/passport/v1/1011/identify.json'))
  const identified = page.waitForResponse((r) => r.url().endsWith('/api/passport/v1/1011/identify.json'))
  await page.locator('button[type=submit]').first().click()
  expect((await identify).postDataJSON()).toEqual({ email, doc_number: null, email_code: null })
  expect((await identified).status()).toBe(403)

  await page.locator('#account-form-name').fill('Ana Souza')
  await page.locator('#account-form-phone').pressSequentially('11987654321')
  await page.locator('#account-form-birth').pressSequentially('10051990')
  await page.locator('#account-form-doc').pressSequentially('39053344705')
  await page.getByRole('button', { name: /Prosseguir/ }).click()

  // The address by hand (the app's CEP look-up goes to an outside service), then the quotes for CEP 01310-100.
  await page.locator('#address-form-zip').pressSequentially('01310100')
  await page.locator('#address-form-street').fill('Avenida Paulista')
  await page.locator('#address-form-number').fill('1000')
  await page.locator('#address-form-borough').fill('Bela Vista')
  await page.locator('#address-form-city').fill('São Paulo')
  await page.locator('#address-form-pc').fill('SP')
  const quoted = page.waitForResponse((r) => r.url().endsWith('/calculate_shipping.json') && r.ok())
  const listed = page.waitForResponse((r) => r.url().endsWith('/list_payments.json') && r.ok())
  await page.locator('#address-form-pc').press('Enter')
  await Promise.all([quoted, listed])
  await expect(app).toContainText('PAC')

  // Boleto: the order's transaction carries the buyer's phone number and the address number, as every real one does.
  await app.getByText('Boleto bancário', { exact: true }).click()
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/modules/v1/@checkout.json'))
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/modules/v1/@checkout.json'))
  await page.getByRole('button', { name: /Gerar boleto/ }).click()
  const body = (await sent).postDataJSON()
  expect(body.transaction.buyer.phone.number).toBe('11987654321')
  expect(body.transaction.billing_address.number).toBe(1000)
  expect(body.items.map((i: { product_id: string }) => i.product_id)).toEqual(filled.items.map((i) => i.product_id))
  expect((await placed).status()).toBe(200)
  const { order } = await (await placed).json()
  await expect(page).toHaveURL(new RegExp(`#/confirmation/${order._id}/`))
  await expect(app).toContainText(`#${order.number}`)
  await expect(app).toContainText(order.transactions[0].banking_billet.code)

  // The platform holds that order: a pending boleto for the cart's lines.
  const stored = await request.get(`/api/store/v1/orders/${order._id}.json`, { headers: { 'X-Store-ID': '1011' } })
  expect(stored.ok()).toBe(true)
  const publicOrder = await stored.json()
  expect(publicOrder.financial_status.current).toBe('pending')
  expect(publicOrder.transactions[0].payment_method.code).toBe('banking_billet')
  expect(publicOrder.amount.subtotal).toBe(filled.subtotal)

  // The app closes the cart it checked out (saved to the buyer's account, then a new empty one); Vitrine reads that.
  await expect.poll(async () => (await storedCart(page))?.items.length, { timeout: 20_000 }).toBe(0)
  const after = (await storedCart(page))!
  expect(after._id).not.toBe(filled._id)
  const emptied = await openMinicart(page)
  await expect(emptied.locator('.vt-minicart__empty')).toHaveText('Seu carrinho está vazio')
  for (const item of filled.items) await expect(emptied).not.toContainText(item.name)
  expect((await storedCart(page))!._id).toBe(after._id)
})
