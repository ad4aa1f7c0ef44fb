import { expect, type Page, test } from '@playwright/test'
import { allReady, axeViolations, networkQuiet } from './helpers'

// The second store (Maple Row Home, 2022: en_us, USD), served by the same server as store 1011 on its own origin
// (playwright.config.ts).
const HOMEWARE = process.env.TEST_HOMEWARE_URL!
const MUG = 'Stoneware Coffee Mug'

/** Every platform call of the page: where it went and which store it named. */
function apiCalls(page: Page) {
  const calls: { url: string; store: string | null; status: number }[] = []
  page.on('response', (r) => {
    const url = new URL(r.url())
    if (!url.pathname.startsWith('/api/')) return
    const named =
      r.request().headers()['x-store-id'] ??
      /\/(?:store-cache\/|storefront\/v1\/|passport\/v1\/)(\d+)/.exec(url.pathname)?.[1] ??
      null
    calls.push({ url: url.pathname + url.search, store: named, status: r.status() })
  })
  return calls
}

/**
 * Serves the page at `path` of this origin with another store id in its ecom:store_id, and without the search answer
 * the server embedded for its own store (the islands must ask the platform for the page's store).
 */
async function asStore(page: Page, path: string, storeId: string) {
  await page.route(path, async (route) => {
    const res = await route.fetch()
    const html = (await res.text())
      .replace(/<meta name="ecom:store_id" content="\d+">/, `<meta name="ecom:store_id" content="${storeId}">`)
      .replace(/<script type="application\/json" data-search-answer=[^>]*>.*?<\/script>/s, '')
    await route.fulfill({ response: res, body: html })
  })
}

const count = (page: Page) => page.locator('.vt-minicart__badge').first()

test('a shopper browses, searches and fills a cart in the second store, in English and dollars', async ({ page }) => {
  const calls = apiCalls(page)
  await page.goto(`${HOMEWARE}/`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  const card = page.locator('[data-widget="product-card"]').filter({ hasText: MUG })
  await expect(card).toHaveAttribute('data-widget-state', 'ready')
  await expect(card.locator('.vt-price__value')).toHaveText('$14.50')
  // The other islands of the page, in English too.
  await expect(page.locator('[data-widget="carousel"]')).toHaveAttribute('data-widget-state', 'ready')
  await expect(page.locator('[data-widget="countdown"]')).toContainText(/Ends in\s*\d{2}\s*days?/)
  await expect(page.locator('[data-widget="user"]')).toContainText('Log in')
  expect(await axeViolations(page)).toEqual([])
  // The search box: instant results from this store's index only.
  await page.locator('#q').click()
  await page.locator('#q').pressSequentially('mug', { delay: 30 })
  await expect(page.getByRole('option').filter({ hasText: MUG })).toBeVisible()
  await page.locator('#q').press('Enter')
  await expect(page).toHaveURL(/\/search\?term=mug/)
  const results = page.locator('[data-widget="search-page"]')
  await expect(results).toHaveAttribute('data-widget-state', 'ready')
  await expect(results.getByRole('heading', { name: MUG })).toBeVisible()
  // The product page, in English, adds to the cart; the minicart counts it and totals it in dollars.
  await page.goto(`${HOMEWARE}/stoneware-coffee-mug`)
  const product = page.locator('[data-widget="product"]')
  await expect(product).toHaveAttribute('data-widget-state', 'ready')
  await product.getByRole('button', { name: 'Buy', exact: true }).click()
  await expect(count(page)).toHaveAttribute('data-count', '1')
  await page.goto(`${HOMEWARE}/app/#/cart`)
  await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible()
  await expect(page.locator('[data-widget="checkout"]')).toContainText('$14.50')
  expect(await axeViolations(page)).toEqual([])
  // Every platform call named store 2022, and none answered with another store's data.
  expect(calls.length).toBeGreaterThan(0)
  for (const c of calls) expect(c.store === null ? c.url : c.store, c.url).not.toBe('1011')
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('ecomShoppingCart')))
  expect(stored).toEqual(['ecomShoppingCart_2022'])
})

test('a visitor buys by card in the second store, in English and dollars, and the order is that store’s only', async ({
  page,
  request
}) => {
  await page.goto(`${HOMEWARE}/stoneware-coffee-mug`)
  await page.locator('[data-widget="product"]').getByRole('button', { name: 'Buy', exact: true }).click()
  await expect(count(page)).toHaveAttribute('data-count', '1')
  await page.goto(`${HOMEWARE}/app/#/checkout`)
  await page.getByLabel('E-mail').fill('ann.lee@example.com')
  await page.getByRole('button', { name: 'Continue as visitor' }).click()
  // No CPF or CNPJ in a store outside Brazil: name and phone only.
  await page.getByLabel('Full name').fill('Ann Lee')
  await expect(page.getByLabel(/CPF|CNPJ/)).toHaveCount(0)
  await page.getByLabel('Phone').fill('+1 503 555 0142')
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page).toHaveURL(/#\/checkout\/address$/)
  // A US ZIP code quotes the store's flat rates; street, number, city and the state's two letters, no borough.
  await page.getByLabel('Zip code').fill('97209')
  await page.getByLabel('Street').fill('NW Glisan St')
  await page.getByLabel('Number').fill('1220')
  await page.getByLabel('City').fill('Portland')
  await page.getByLabel('State').fill('or')
  const services = page.getByRole('group', { name: 'Shipping method' })
  await expect(services.getByRole('radio').first()).toBeChecked()
  await expect(services).toContainText('$7.95')
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page).toHaveURL(/#\/checkout\/payment$/)
  // Card only, in dollars.
  await expect(page.getByRole('radio', { name: /Credit card/ })).toBeChecked()
  await page.getByLabel('Name on card').fill('ANN LEE')
  await page.getByLabel('Card number').fill('4111111111111111')
  await page.getByLabel('Expiry (MM/YY)').pressSequentially(`12${String(new Date().getFullYear() + 2).slice(2)}`)
  await page.getByLabel('Security code').fill('123')
  await expect(page.locator('[data-widget="checkout"]')).toContainText('$22.45')
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/#\/confirmation\/([0-9a-f]{24})\/\d+$/)
  await expect(page.getByText('Paid', { exact: true })).toBeVisible()
  const id = /#\/confirmation\/([0-9a-f]{24})\//.exec(page.url())![1]
  // The order is store 2022's: its Store API knows it, store 1011's does not.
  const ours = await request.get(`/api/store/v1/orders/${id}.json`, { headers: { 'X-Store-ID': '2022' } })
  expect(ours.status()).toBe(200)
  expect((await ours.json()).amount.total).toBe(22.45)
  const theirs = await request.get(`/api/store/v1/orders/${id}.json`, { headers: { 'X-Store-ID': '1011' } })
  expect(theirs.status()).toBe(404)
})

test('a customer of the second store logs in, sees only its orders and keeps a US address', async ({ page }) => {
  await page.goto(`${HOMEWARE}/app/#/account/profile`)
  await page.getByLabel('E-mail').fill('emily@example.com')
  await page.getByRole('button', { name: 'Get a code by e-mail' }).click()
  let code = ''
  await expect
    .poll(async () => {
      const mail = await page.request.get(`${HOMEWARE}/__platform/email-codes?store=2022&email=emily%40example.com`)
      code = mail.ok() ? (await mail.json()).code : ''
      return code
    })
    .toMatch(/^\d{6}$/)
  await page.getByLabel('Code').fill(code)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  // Her birth date as dates are typed here, year first, and saved back as it was.
  const birth = page.getByLabel('Date of birth (YYYY-MM-DD)')
  await expect(birth).toHaveValue('1985-09-03')
  await page.getByRole('button', { name: 'Save', exact: true }).first().click()
  await expect(page.getByText('Details saved')).toBeVisible()
  await page.getByRole('button', { name: 'Add address' }).click()
  const form = page.locator('.vt-address-form')
  await expect(form.getByLabel(/Borough|Neighbo/)).toHaveCount(0)
  await form.getByLabel('Zip code').fill('10001')
  await form.getByLabel('Street').fill('W 34th St')
  await form.getByLabel('Number').fill('350')
  await form.getByLabel('City').fill('New York')
  await form.getByLabel('State').fill('NY')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.locator('.vt-addresses li', { hasText: 'W 34th St' })).toContainText('10001')
  expect(await axeViolations(page)).toEqual([])
  // Her orders are store 2022's: #5001, none of store 1011's.
  await page.goto(`${HOMEWARE}/app/#/account/orders`)
  await expect(page.getByText('#5001')).toBeVisible()
  await expect(page.getByText('#1001')).toHaveCount(0)
})

test('a cart filled in one store is not in the other, on their own origins and on one origin', async ({ page }) => {
  await page.goto(`${HOMEWARE}/stoneware-coffee-mug`)
  await page.locator('[data-widget="product"]').getByRole('button', { name: 'Buy', exact: true }).click()
  await expect(count(page)).toHaveAttribute('data-count', '1')
  // Store 1011's origin: its own, empty cart.
  await page.goto('/')
  await allReady(page, '[data-widget="minicart"]')
  await expect(count(page)).toHaveAttribute('data-count', '0')
  // One origin, two stores: a cart filled on store 1011's page is not on a page of store 2022 served there.
  await page.evaluate(async () => {
    const sf = (window as unknown as { storefront: { ready(): Promise<unknown>; cart: { addItem(i: object): void } } })
      .storefront
    await sf.ready()
    sf.cart.addItem({ product_id: '8bf581465bf2ffee1b66e84f', name: 'Jogo de Lençol', quantity: 2, price: 89.9 })
  })
  await expect(count(page)).toHaveAttribute('data-count', '2')
  await asStore(page, '/pages/privacidade', '2022')
  await page.goto('/pages/privacidade')
  await allReady(page, '[data-widget="minicart"]')
  await expect(count(page)).toHaveAttribute('data-count', '0')
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('ecomShoppingCart')))).toEqual([
    'ecomShoppingCart_1011'
  ])
  await page.unroute('/pages/privacidade')
  await page.goto('/pages/privacidade')
  await allReady(page, '[data-widget="minicart"]')
  await expect(count(page)).toHaveAttribute('data-count', '2')
})

test('a page with an unknown store id gets no answer with another store’s data', async ({ page }) => {
  const calls = apiCalls(page)
  await asStore(page, '/search?term=camiseta', '3033')
  await page.goto('/search?term=camiseta')
  // The results island asked the platform for store 3033 and shows its error state, not store 1011's products.
  await expect(page.locator('[data-widget="search-page"]')).toHaveAttribute('data-widget-state', 'error')
  // The search box finds nothing either: its instant search is refused for the unknown store.
  const searched = page.waitForResponse((r) => r.url().includes('/api/search/v1/'))
  await page.locator('#busca').click()
  await page.locator('#busca').selectText()
  await page.locator('#busca').pressSequentially('vestido', { delay: 30 })
  expect((await searched).status()).toBe(404)
  await networkQuiet(page)
  await expect(page.locator('.vt-instant__option--product')).toHaveCount(0)
  const answered = calls.filter((c) => c.status >= 200 && c.status < 300)
  expect(answered).toEqual([])
  expect(calls.length).toBeGreaterThan(0)
  for (const c of calls) expect(c.status, c.url).toBe(404)
})
