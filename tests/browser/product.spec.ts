import { expect, test, type Page } from '@playwright/test'
import { fillAddress, fillVisitor } from './checkout-helpers'
import { allReady, axeViolations, closeDrawer, failOnMissingLabels, networkQuiet, watchLayoutShift } from './helpers'

failOnMissingLabels(test)

// Demo catalogue (seed 1): a size+colour T-shirt with customizations, an upon-request product, a kit.
const SHIRT = '/camiseta-basica-linho'
const UPON = '/fone-bluetooth-tws'
const island = (page: Page) => page.locator('[data-widget="product"]')

async function open(page: Page, path = SHIRT) {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(path)
  await allReady(page, '[data-widget="product"]')
  await expect(island(page)).toHaveAttribute('data-widget-state', 'ready')
  return errors
}

/** Chooses, by keyboard only (Tab stop, Space), the first enabled option of each grid; returns the names chosen. */
async function chooseByKeyboard(page: Page) {
  const groups = island(page).getByRole('radiogroup')
  const chosen: string[] = []
  for (let g = 0; g < (await groups.count()); g++) {
    const stop = groups.nth(g).locator('[role="radio"][tabindex="0"]')
    await stop.focus()
    await page.keyboard.press('Space')
    const checked = groups.nth(g).locator('[role="radio"][aria-checked="true"]')
    await expect(checked).toBeFocused()
    chosen.push((await checked.getAttribute('aria-label')) ?? (await checked.textContent()) ?? '')
  }
  return chosen
}

test('keyboard-only variation choice updates SKU, URL and picture; back restores; axe clean; no layout shift', async ({
  page
}) => {
  const cls = await watchLayoutShift(page)
  const errors = await open(page)
  expect(await axeViolations(page)).toEqual([])
  const sku = island(page).locator('.vt-product__sku')
  await expect(sku).toHaveText('Código: CAM-1000')
  await chooseByKeyboard(page)
  await expect(sku).not.toHaveText('Código: CAM-1000')
  const url = new URL(page.url())
  const variationId = url.searchParams.get('variation_id')
  expect(variationId).toMatch(/^[a-f0-9]{24}$/)
  // An option leading to nothing is disabled with its reason in its name, and is not a keyboard stop.
  const disabled = island(page).locator('[role="radio"][aria-disabled="true"]')
  if (await disabled.count())
    await expect(disabled.first()).toHaveAttribute('aria-label', /\((Esgotado|Indisponível)\)/)
  expect(await axeViolations(page)).toEqual([])
  await page.goBack()
  await expect(page).toHaveURL(/\/camiseta-basica-linho$/)
  await expect(sku).toHaveText('Código: CAM-1000')
  await page.goForward()
  await expect(page).toHaveURL(new RegExp(`variation_id=${variationId}`))
  await expect(sku).not.toHaveText('Código: CAM-1000')
  // Arrow keys move within a group and choose as they go (APG radio group).
  const first = island(page).getByRole('radiogroup').first()
  await first.locator('[aria-checked="true"]').focus()
  await page.keyboard.press('ArrowRight')
  await expect(first.locator('[aria-checked="true"]')).toBeFocused()
  expect(await cls()).toBe(0)
  expect(errors).toEqual([])
})

test('a shared link with ?variation_id= restores the choice; an unknown id is ignored', async ({ page }) => {
  await open(page)
  await chooseByKeyboard(page)
  const link = page.url()
  await open(page, `${SHIRT}?variation_id=ffffffffffffffffffffffff`)
  await expect(island(page).locator('[role="radio"][aria-checked="true"]')).toHaveCount(0)
  await open(page, new URL(link).pathname + new URL(link).search)
  await expect(island(page).locator('[role="radio"][aria-checked="true"]')).toHaveCount(2)
})

test('a shared link to a sold-out variation says Esgotado and adds nothing', async ({ page, request }) => {
  const products = await (
    await request.get('/api/store/v1/products.json?limit=200', { headers: { 'X-Store-ID': '1011' } })
  ).json()
  const list = (products.result ?? products) as {
    slug: string
    variations?: { _id: string; quantity?: number }[]
  }[]
  const withSoldOut = list.find((p) => p.variations?.some((v) => v.quantity === 0))!
  const soldOut = withSoldOut.variations!.find((v) => v.quantity === 0)!
  await open(page, `/${withSoldOut.slug}?variation_id=${soldOut._id}`)
  const box = island(page)
  await expect(box.locator('.vt-product__stock')).toHaveText('Esgotado')
  await box.getByRole('button', { name: 'Comprar', exact: true }).click()
  await expect(box.getByRole('status').filter({ hasText: 'Esgotado' })).toBeVisible()
  const items = await page.evaluate(
    () => JSON.parse(localStorage.getItem('ecomShoppingCart_1011') ?? '{"items":[]}').items
  )
  expect(items).toEqual([])
})

test('buying before choosing says so and focuses the first unchosen grid; then Comprar adds the variation', async ({
  page
}) => {
  await open(page)
  await island(page).getByRole('button', { name: 'Comprar', exact: true }).click()
  await expect(island(page).getByRole('alert')).toHaveText('Por favor selecione uma opção em cada campo acima')
  await expect(island(page).getByRole('radiogroup').first().locator('[role="radio"][tabindex="0"]')).toBeFocused()
  await chooseByKeyboard(page)
  const variationId = new URL(page.url()).searchParams.get('variation_id')
  await island(page).getByRole('button', { name: 'Comprar', exact: true }).click()
  // The cart is written under its cross-tab lock, a task after the add.
  const stored = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('ecomShoppingCart_1011') ?? '{}').items ?? [])
  await expect.poll(async () => (await stored()).length).toBe(1)
  const items = await stored()
  expect(items[0].variation_id).toBe(variationId)
})

test('customized lines carry their customizations, add their price and never merge', async ({ page }) => {
  await open(page)
  await chooseByKeyboard(page)
  const value = island(page).locator('.vt-price__value')
  const before = await value.textContent()
  await island(page)
    .getByLabel(/Nome personalizado/)
    .fill('Ana')
  await expect(value).not.toHaveText(before!)
  const buy = island(page).getByRole('button', { name: 'Comprar', exact: true })
  await buy.click()
  // The demo's minicart opens on add and covers the page: closed as a shopper would, then the same buy again.
  await expect(page.getByRole('dialog', { name: 'Carrinho' })).toBeVisible()
  await closeDrawer(page)
  await buy.click()
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('ecomShoppingCart_1011') ?? '{}').items?.length))
    .toBe(2)
  const items = await page.evaluate(() => JSON.parse(localStorage.getItem('ecomShoppingCart_1011') ?? '{}').items ?? [])
  expect(items[0].customizations[0].option.text).toBe('Ana')
})

test('Comprar agora adds and goes to the cart page', async ({ page }) => {
  await open(page, '/jogo-de-lencol-algodao-egipcio')
  await island(page).getByRole('button', { name: 'Comprar agora' }).click()
  await expect(page).toHaveURL(/\/app\/#\/cart/)
  const items = await page.evaluate(() => JSON.parse(localStorage.getItem('ecomShoppingCart_1011') ?? '{}').items ?? [])
  expect(items).toHaveLength(1)
})

test('zoom dialog loads the zoom size on demand; axe clean with it open; Escape returns focus', async ({ page }) => {
  const zoomRequests: string[] = []
  page.on('request', (r) => r.url().includes('-zoom.svg') && zoomRequests.push(r.url()))
  await open(page)
  const main = island(page).locator('.vt-product__main')
  await main.focus()
  await page.keyboard.press('ArrowRight')
  await expect(island(page).locator('.vt-product__thumb').nth(1)).toHaveAttribute('aria-current', 'true')
  expect(zoomRequests).toEqual([])
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('img')).toHaveJSProperty('complete', true)
  expect(zoomRequests.length).toBe(1)
  expect(await axeViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(main).toBeFocused()
})

test('upon request: no price, no buy button, a contact link', async ({ page }) => {
  await open(page, UPON)
  await expect(island(page).locator('.vt-product__status')).toHaveText('Sob consulta')
  await expect(island(page).getByRole('button', { name: 'Comprar', exact: true })).toHaveCount(0)
  await expect(island(page).getByRole('link', { name: 'Solicitar orçamento' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test("variation colours are the store's grids': each swatch paints its option's colour, named by its text", async ({
  page
}) => {
  const grids = page.waitForResponse((r) => /\/grids\.json$/.test(new URL(r.url()).pathname) && r.ok())
  await open(page)
  const { result } = await (await grids).json()
  const colours = new Map<string, string>(
    result
      .find((g: { grid_id: string }) => g.grid_id === 'colors')
      .options.map((o: { text: string; colors: string[] }) => [o.text, o.colors[0]])
  )
  const group = island(page).getByRole('radiogroup', { name: 'Cor' })
  const swatches = group.locator('.vt-product__swatch')
  expect(await swatches.count()).toBeGreaterThan(1)
  for (const swatch of await swatches.all()) {
    const text = (await swatch.getAttribute('aria-label'))!.replace(/ \(.*\)$/, '')
    const painted = await swatch.evaluate((el) => getComputedStyle(el).backgroundColor)
    const hex = colours.get(text)!
    const rgb = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
    expect(painted).toBe(`rgb(${rgb.join(', ')})`)
  }
  // Sizes have no colours: their options are their text.
  await expect(island(page).getByRole('radiogroup', { name: 'Tamanho' }).locator('.vt-product__swatch')).toHaveCount(0)
})

test('grids embedded in the JSON script paint the swatches without reading /grids.json', async ({ page, request }) => {
  const grids = (await (await request.get('/api/store/v1/grids.json', { headers: { 'X-Store-ID': '1011' } })).json())
    .result
  await page.route(SHIRT, async (route) => {
    const res = await route.fetch()
    const body = (await res.text()).replace(
      /(<div data-widget="product"[^>]*><script type="application\/json">)\{/,
      `$1{"grids":${JSON.stringify(grids).replace(/</g, '\\u003c')},`
    )
    await route.fulfill({ response: res, body })
  })
  const asked: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/grids.json')) asked.push(r.url())
  })
  await open(page)
  const swatches = island(page).getByRole('radiogroup', { name: 'Cor' }).locator('.vt-product__swatch')
  expect(await swatches.count()).toBeGreaterThan(1)
  await networkQuiet(page)
  expect(asked).toEqual([])
})

test('without the grids resource the colour options show their text, never a guessed swatch', async ({ page }) => {
  await page.route('**/grids.json', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-fault': '500' } })
  )
  await open(page)
  const group = island(page).getByRole('radiogroup', { name: 'Cor' })
  await expect(group.locator('.vt-product__swatch')).toHaveCount(0)
  const options = group.getByRole('radio')
  expect(await options.count()).toBeGreaterThan(1)
  for (const option of await options.all()) await expect(option).toHaveText(/^[A-Z][a-z]+( [A-Z][a-z]+)?$/)
  // Still chosen and bought by its text.
  await chooseByKeyboard(page)
  await expect(page).toHaveURL(/variation_id=[0-9a-f]{24}/)
  expect(await axeViolations(page)).toEqual([])
})

test('corrupt embedded JSON and a failing Store API: message with retry, then the island takes over', async ({
  page
}) => {
  let fail = true
  await page.route('**/products/*.json*', (route) =>
    fail ? route.continue({ headers: { ...route.request().headers(), 'x-fault': '500' } }) : route.continue()
  )
  await page.route(SHIRT, async (route) => {
    const res = await route.fetch()
    const body = (await res.text()).replace(
      /(<div data-widget="product"[^>]*><script type="application\/json">)\{/,
      '$1{broken'
    )
    await route.fulfill({ response: res, body })
  })
  // What a theme hears of the product island: the failed mount, then the retried one, each once.
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { widgetEvents: string[] }).widgetEvents = [])
    for (const topic of ['ready', 'error'])
      addEventListener(`ecom:widget:${topic}`, (e) => {
        const name = (e as CustomEvent<{ name: string }>).detail.name
        if (name === 'product') seen.push(topic)
      })
  })
  const widgetEvents = () => page.evaluate(() => (window as unknown as { widgetEvents: string[] }).widgetEvents)
  await page.goto(SHIRT)
  const alert = island(page).getByRole('alert')
  await expect(alert).toContainText(
    'Não foi possível carregar informações do produto, por favor verifique sua conexão.'
  )
  // The server-rendered page stays usable underneath.
  await expect(island(page).locator('h1')).toHaveText('Camiseta Básica Linho')
  fail = false
  await expect(island(page)).toHaveAttribute('data-widget-state', 'error')
  expect(await widgetEvents()).toEqual(['error'])
  await alert.getByRole('button', { name: 'Tentar novamente' }).click()
  await expect(island(page)).toHaveAttribute('data-widget-state', 'ready')
  await expect(island(page).getByRole('radiogroup')).toHaveCount(2)
  expect(await widgetEvents()).toEqual(['error', 'ready'])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('name, price, pictures, description and JSON-LD render; the form passes the default variation to the cart page', async ({
    page
  }) => {
    await page.goto(SHIRT)
    await expect(page.locator('h1')).toHaveText('Camiseta Básica Linho')
    await expect(page.locator('.vt-product .vt-price__value')).toHaveText(/R\$\s?59,90/)
    await expect(page.locator('.product__description')).toContainText('Camiseta Básica linho')
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Camiseta Básica Linho',
      offers: { '@type': 'Offer', price: '59.90', priceCurrency: 'BRL' }
    })
    await page.getByRole('button', { name: 'Comprar' }).click()
    await expect(page).toHaveURL(/\/app\/\?product_id=[a-f0-9]{24}&variation_id=[a-f0-9]{24}&quantity=1#\/cart/)
  })
})

test('gallery: 9 thumbnails, swipe moves to the next picture', async ({ page }) => {
  await open(page, '/toalha-de-banho-fio-egipcio')
  const thumbs = island(page).locator('.vt-product__thumb')
  await expect(thumbs).toHaveCount(9)
  await thumbs.nth(8).click()
  await expect(thumbs.nth(8)).toHaveAttribute('aria-current', 'true')
  // Clicking the ninth thumbnail scrolled the page: the picture is brought back into view before the swipe.
  const main = island(page).locator('.vt-product__main')
  await main.scrollIntoViewIfNeeded()
  const box = (await main.boundingBox())!
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + box.width * 0.8, y)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 4 })
  await page.mouse.up()
  await expect(thumbs.nth(0)).toHaveAttribute('aria-current', 'true')
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('a broken picture is replaced by the fallback image', async ({ page }) => {
  await open(page, '/power-bank-10-000-mah-compacto')
  await island(page).locator('.vt-product__thumb').nth(1).click()
  const main = island(page).locator('.vt-product__picture')
  await expect(main).toHaveAttribute('src', /^data:image\/svg\+xml/)
})

test('a promotion ending tomorrow shows its time left, ticking', async ({ page }) => {
  await open(page, '/quadro-decorativo-minimalista')
  const ends = island(page).locator('.vt-product__ends')
  await expect(ends).toHaveText(/^Oferta termina em (1d )?\d\d:\d\d:\d\d$/)
  const first = await ends.textContent()
  await expect(ends).not.toHaveText(first!, { timeout: 2500 })
  await expect(island(page).locator('.vt-price__stamp')).toBeVisible()
  // As on cards, the stamp is read as a percentage ('−20%' alone would be read as 'minus twenty').
  await expect(island(page).locator('.vt-price__stamp .vt-sr-only')).toHaveText(/^\d+% de desconto$/)
})

test('shipping: an invalid CEP is refused; a valid one lists services cheapest first and is remembered', async ({
  page
}) => {
  await open(page, '/jogo-de-lencol-algodao-egipcio')
  const form = island(page).locator('.vt-product__shipping')
  const cep = form.getByLabel('CEP')
  await cep.fill('0131')
  await form.getByRole('button', { name: 'Calcular frete' }).click()
  await expect(form.getByRole('status')).toHaveText('CEP inválido')
  await cep.fill('01310100')
  await expect(cep).toHaveValue('01310-100')
  await cep.press('Enter')
  const rows = form.locator('.vt-product__quotes li')
  await expect(rows.first()).toBeVisible()
  const prices = await rows.locator('strong').allTextContents()
  const value = (s: string) => (s === 'Frete grátis' ? 0 : Number(s.replace(/[^\d,]/g, '').replace(',', '.')))
  expect(prices.map(value)).toEqual(prices.map(value).sort((a, b) => a - b))
  await expect(rows.first()).toContainText(/dias? úteis?/)
  expect(await page.evaluate(() => sessionStorage.getItem('vitrineZip_1011'))).toBe('01310100')
  expect(await axeViolations(page)).toEqual([])
})

test('shipping: a failing modules API shows a message and a retry', async ({ page }) => {
  let fail = true
  await page.route('**/calculate_shipping.json', (route) =>
    fail ? route.continue({ headers: { ...route.request().headers(), 'x-fault': '500' } }) : route.continue()
  )
  await open(page, '/jogo-de-lencol-algodao-egipcio')
  const form = island(page).locator('.vt-product__shipping')
  await form.getByLabel('CEP').fill('20040020')
  await form.getByRole('button', { name: 'Calcular frete' }).click()
  await expect(form.getByRole('status')).toHaveText('Não foi possível calcular o frete.', { timeout: 15_000 })
  fail = false
  await form.getByRole('button', { name: 'Tentar novamente' }).click()
  await expect(form.locator('.vt-product__quotes li').first()).toBeVisible()
})

const KIT = '/kit-bota-cano-curto-sandalia-plataforma-tenis-slip-on'
const storedItems = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('ecomShoppingCart_1011') ?? '{}').items ?? [])

test('a kit lists its parts; its open part is chosen first; Comprar adds every part tied to the kit; removing one part removes the kit', async ({
  page
}) => {
  await open(page, KIT)
  const parts = island(page).locator('.vt-product__kit li a')
  await expect(parts).toHaveCount(3)
  // The boot is the shopper's to choose: buying first says so and focuses its select.
  const size = island(page).getByRole('combobox', { name: /^Escolha uma opção: Bota/ })
  await island(page).getByRole('button', { name: 'Comprar', exact: true }).click()
  await expect(island(page).getByRole('alert')).toHaveText('Por favor selecione uma opção em cada campo acima')
  await expect(size).toBeFocused()
  const option = size.locator('option:not([disabled])').first()
  const [wanted, wantedName] = [await option.getAttribute('value'), await option.textContent()]
  await size.selectOption(wanted!)
  await expect(island(page).locator('.vt-product__message')).toHaveText('')
  expect(await axeViolations(page)).toEqual([])
  await island(page).getByRole('button', { name: 'Comprar', exact: true }).click()
  // The cart is written under its cross-tab lock, a task after the add.
  await expect.poll(async () => (await storedItems(page)).length).toBe(3)
  const items = await storedItems(page)
  expect(items[0]).toMatchObject({ variation_id: wanted, name: wantedName, quantity: 2 })
  const kitId = items[0].kit_product._id
  expect(items.every((i: { kit_product: { _id: string } }) => i.kit_product._id === kitId)).toBe(true)
  // The cart charges the kit's price to the cent: its units share it out (1016.90 over 4 is not 4 × 254.23).
  const shown = Number((await island(page).locator('.vt-price__value').first().textContent())!.replace(/\D/g, ''))
  const subtotal = await page.evaluate(
    () => (window as unknown as { storefront: { cart: { data: { subtotal: number } } } }).storefront.cart.data.subtotal
  )
  expect(Math.round(subtotal * 100)).toBe(shown)
  const after = await page.evaluate((id) => {
    const cart = (
      window as unknown as { storefront: { cart: { removeItem(id: string): unknown; data: { items: unknown[] } } } }
    ).storefront.cart
    cart.removeItem(id)
    return cart.data.items.length
  }, items[0]._id)
  expect(after).toBe(0)
})

test("the no-JavaScript form's address adds its line on the cart page, once", async ({ page, request }) => {
  const shirt = await (
    await request.get('/api/store/v1/products.json?limit=72', { headers: { 'X-Store-ID': '1011' } })
  ).json()
  const product = shirt.result.find((p: { slug: string }) => p.slug === SHIRT.slice(1))
  const variation = product.variations.find((v: { quantity: number }) => v.quantity > 2)
  // What the form submits (GET): the theme's server passes it on to the cart page.
  await page.goto(`/carrinho/adicionar?product_id=${product._id}&variation_id=${variation._id}&quantity=2`)
  await expect(page).toHaveURL(/\/app\/#\/cart$/)
  await expect(page.locator('.vt-cart__lines .vt-line')).toHaveCount(1)
  await expect.poll(() => storedItems(page)).toMatchObject([{ variation_id: variation._id, quantity: 2 }])
  // The query left the address: a reload adds nothing more.
  await page.reload()
  await expect(page.locator('.vt-cart__lines .vt-line')).toHaveCount(1)
  expect(await storedItems(page)).toMatchObject([{ quantity: 2 }])
  // A kit with its open part chosen in the form.
  const kitPage = await (await request.get(KIT)).text()
  const kitId = kitPage.match(/name="product_id" value="([0-9a-f]{24})"/)![1]
  const choice = kitPage.match(
    /name="kit_variation"[^>]*>(?:<option value="" disabled selected>[^<]*<\/option>)?(?:<option value="[0-9a-f]{24}" disabled>[^<]*<\/option>)*<option value="([0-9a-f]{24})">/
  )![1]
  await page.goto(`/carrinho/adicionar?product_id=${kitId}&quantity=1&kit_variation=${choice}`)
  await expect.poll(async () => (await storedItems(page)).length).toBe(4)
  const kitLines = (await storedItems(page)).filter((i: { kit_product?: unknown }) => i.kit_product)
  expect(kitLines.map((i: { variation_id?: string }) => i.variation_id)[0]).toBe(choice)
})

test('related products come from the Graphs API as cards, fetched with one search by ids when the shopper scrolls near', async ({
  page
}) => {
  const searches: string[] = []
  const graphs: string[] = []
  page.on('request', (r) => r.url().includes('/api/search/') && searches.push(r.url()))
  page.on('request', (r) => r.url().includes('/api/graphs/') && graphs.push(r.url()))
  await page.clock.install()
  await open(page)
  // At the end of a long page: nothing is asked for them before the shopper scrolls, the delayed lazy load
  // (2 s after load) and the idle callbacks included.
  await page.clock.fastForward(5000)
  await networkQuiet(page)
  expect(graphs).toEqual([])
  const related = page.locator('[data-product-related]')
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight))
  await expect(related.locator('.vt-card')).not.toHaveCount(0)
  await expect(related).toBeVisible()
  await expect(related.getByRole('heading', { name: 'Você também pode gostar' })).toBeVisible()
  expect(searches).toHaveLength(1)
  expect(await axeViolations(page)).toEqual([])
})

test('related products stay hidden when the Graphs API fails', async ({ page }) => {
  await page.route('**/api/graphs/**', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-fault': '500' } })
  )
  const graphs = page.waitForResponse((r) => r.url().includes('/api/graphs/') && r.status() === 500)
  await open(page)
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight))
  await graphs
  await networkQuiet(page)
  await expect(page.locator('[data-product-related]')).toBeHidden()
  await expect(island(page).getByRole('radiogroup')).toHaveCount(2)
})

test('a subscription product offers its period; the line carries it, the cart page changes it, the order repeats by it', async ({
  page
}) => {
  await open(page, '/jogo-de-lencol-algodao-egipcio')
  const periods = island(page).getByRole('group', { name: 'Escolha a periodicidade' })
  await expect(periods.getByRole('radio', { name: 'Mensal' })).toBeChecked()
  await periods.getByRole('radio', { name: 'Trimestral' }).check()
  expect(await axeViolations(page)).toEqual([])
  await island(page).getByRole('button', { name: 'Comprar agora' }).click()
  await expect(page).toHaveURL(/\/app\/#\/cart/)
  const items = await page.evaluate(() => JSON.parse(localStorage.getItem('ecomShoppingCart_1011') ?? '{}').items ?? [])
  expect(items.map((i: { flags?: string[] }) => i.flags)).toEqual([['subscription:quarterly']])
  // The cart page lets the shopper change the period before buying.
  const period = page.getByRole('combobox', { name: /^Periodicidade: / })
  await expect(period).toHaveValue('quarterly')
  await period.selectOption({ label: 'Semestral' })
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('ecomShoppingCart_1011') ?? '{}').items?.[0]?.flags)
    )
    .toEqual(['subscription:semiannual'])
  expect(await axeViolations(page)).toEqual([])
  // Bought, the order is the subscription itself: the platform reads the period from the line's flag.
  await page.getByLabel('CEP').fill('01310100')
  await page.getByRole('button', { name: 'Calcular frete' }).click()
  await expect(page.getByRole('group', { name: 'Forma de envio' }).getByRole('radio').first()).toBeChecked()
  await page.getByRole('button', { name: 'Finalizar compra' }).click()
  await fillVisitor(page, 'assinante@example.com')
  await fillAddress(page)
  await page.getByRole('radio', { name: /Boleto/ }).check()
  await page.getByRole('button', { name: 'Finalizar pedido' }).click()
  await expect(page).toHaveURL(/#\/confirmation\/[0-9a-f]{24}\/\d+$/)
  // The platform made the order a subscription by its lines' period, and the confirmation says which (the public
  // order path shows no more than status, number and totals, so the page is where a visitor sees it).
  await expect(page.getByText(/Assinatura semestral/i).first()).toBeVisible()
})
