import { expect, test, type Page } from '@playwright/test'

import { createHash } from 'node:crypto'
import { fillAddress, fillVisitor } from './checkout-helpers'
import { axeViolations, buyFromCard, networkQuiet, singleCards } from './helpers'

// Reads the data layer and the demo stand-ins' records (window.__vendorCalls). Events whose emitters other widgets
// are still being built (product page, checkout) are driven by emitting on the page's own bus: the runtime chunk the
// page loaded is imported again by its URL, which gives the same module instance and so the same bus.

type Call = { vendor: string; call: string; args: unknown }
type Push = { event?: string; ecommerce?: Record<string, unknown> | null; [k: string]: unknown }

const calls = (page: Page) => page.evaluate(() => (window as unknown as { __vendorCalls?: Call[] }).__vendorCalls ?? [])
const vendorCalls = async (page: Page, vendor: string) => (await calls(page)).filter((c) => c.vendor === vendor)
/** Plain pushes of the data layer (gtag's arguments objects left out). */
const pushes = (page: Page) =>
  page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
        (e) => !(e && typeof e === 'object' && 'length' in e)
      ) as Push[]
  )
const events = async (page: Page, name: string) => (await pushes(page)).filter((p) => p.event === name)
const thirdPartyScripts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src*="/vendors/"]')].map((s) => new URL(s.src).pathname)
  )

async function emit(page: Page, topic: string, payload: unknown) {
  await page.waitForFunction(() => document.querySelector('link[rel="modulepreload"][href*="/runtime-"]'))
  await page.evaluate(
    async ([t, p]) => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="modulepreload"][href*="/runtime-"]')!.href
      const m = (await import(href)) as { bus: { emit(t: string, p: unknown): void } }
      m.bus.emit(t as string, p)
    },
    [topic, payload] as const
  )
}

const consentAll = (page: Page) =>
  page.addInitScript(() => {
    localStorage.setItem(
      'vitrine:consent_1011',
      JSON.stringify({ analytics: true, ads: true, functional: true, at: Date.now() })
    )
  })

const order = {
  _id: '6f0000000000000000000abc',
  number: 1099,
  amount: { total: 259.79, subtotal: 239.8, freight: 19.99 }
}
const orderItems = [
  {
    _id: 'l1',
    product_id: '5f0000000000000000000001',
    sku: 'CAM-01',
    name: 'Camiseta Básica',
    quantity: 2,
    price: 59.95
  },
  { _id: 'l2', product_id: '5f0000000000000000000002', sku: 'BON-02', name: 'Boné', quantity: 1, price: 119.9 }
]

test.describe('integrations', () => {
  test('before consent: Consent Mode denied first, no pixel; after "Aceitar todos" the pixels load and consent is updated', async ({
    page
  }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Privacidade e cookies' })
    await expect(banner).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    const first = await page.evaluate(() =>
      Array.from((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer[0]!)
    )
    expect(first).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        wait_for_update: 500
      }
    ])
    // Google tags load after paint under Consent Mode; the pixels and seals wait for consent.
    await expect.poll(() => thirdPartyScripts(page)).toContain('/vendors/gtag.js')
    expect(await thirdPartyScripts(page)).not.toContain('/vendors/fbq.js')
    expect(await page.evaluate(() => 'fbq' in window || 'ttq' in window)).toBe(false)

    // From the keyboard: when the choice closes the banner, focus goes back to where the shopper came from.
    const from = page.locator('a[href]').first()
    await from.focus()
    await banner.getByRole('button', { name: 'Aceitar todos' }).focus()
    await page.keyboard.press('Enter')
    await expect(banner).toHaveCount(0)
    await expect(from).toBeFocused()
    await expect
      .poll(async () => (await vendorCalls(page, 'fbq')).map((c) => [c.call, c.args]))
      .toEqual([
        ['load', null],
        ['init', ['123456789012345']],
        ['track', ['PageView']]
      ])
    await expect.poll(async () => (await vendorCalls(page, 'ttq')).map((c) => c.call)).toEqual(['load', 'page'])
    const updates = (await vendorCalls(page, 'gtag')).filter((c) => (c.args as unknown[])[1] === 'update')
    expect(updates.map((c) => c.args)).toEqual([
      [
        'consent',
        'update',
        { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }
      ]
    ])

    // Remembered: no banner on the next page, the pixels start without asking.
    await page.goto('/search?term=camisa')
    await expect(page.locator('[data-widget="consent"]')).toHaveAttribute('data-widget-state', 'ready')
    await expect(page.getByRole('region', { name: 'Privacidade e cookies' })).toHaveCount(0)
    await expect.poll(async () => (await vendorCalls(page, 'fbq')).map((c) => c.call)).toContain('init')
  })

  test('the banner comes with the page (painted before any script of ours), the widget takes it over in place, and a shopper who chose gets none', async ({
    page,
    context
  }) => {
    // The consent widget's code (the site bundle) held back: what shows meanwhile is the page's own banner.
    let release = () => {}
    const seen = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/chunks/site-*.js', async (route) => {
      await seen
      await route.continue()
    })
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Privacidade e cookies' })
    await expect(banner).toBeVisible()
    expect(await page.locator('[data-widget="consent"]').getAttribute('data-widget-state')).not.toBe('ready')
    const before = await page.locator('.vt-consent').boundingBox()
    release()
    await expect(page.locator('[data-widget="consent"]')).toHaveAttribute('data-widget-state', 'ready')
    expect(await page.locator('.vt-consent').boundingBox()).toEqual(before)
    expect(await axeViolations(page)).toEqual([])

    await banner.getByRole('button', { name: 'Rejeitar' }).click()
    await expect(banner).toHaveCount(0)
    const cookie = (await context.cookies()).find((c) => c.name === 'vitrineConsent_1011')
    expect(cookie).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' })
    // Only the fact of a choice: what was chosen stays in this browser's storage.
    const html = await (await page.request.get('/camiseta-basica-linho')).text()
    expect(html).not.toContain('vt-consent__text')
    expect(html).toContain('data-widget="consent"')
    await context.clearCookies()
    expect(await (await page.request.get('/camiseta-basica-linho')).text()).toContain('vt-consent__text')
  })

  test('"Escolher" grants only what is ticked, by keyboard', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Privacidade e cookies' })
    await banner.getByRole('button', { name: 'Escolher' }).click()
    await expect(banner.getByRole('checkbox', { name: /Estatísticas/ })).toBeFocused()
    await page.keyboard.press('Space')
    await banner.getByRole('button', { name: 'Salvar escolhas' }).press('Enter')
    await expect(banner).toHaveCount(0)
    expect(
      await page.evaluate(() =>
        (window as unknown as { storefront: { consent: { get(): unknown } } }).storefront.consent.get()
      )
    ).toMatchObject({ analytics: true, ads: false, functional: false })
    await networkQuiet(page)
    expect(await thirdPartyScripts(page)).not.toContain('/vendors/fbq.js')
  })

  test('cart events from the real card and minicart: add, quantity difference, removal, each in the same task as its event', async ({
    page
  }) => {
    await page.goto('/')
    await page.evaluate(() => {
      const w = window as unknown as { __sync: string[]; dataLayer: { event?: string }[] }
      w.__sync = []
      for (const t of ['addItem', 'increaseItemQnt', 'removeItem']) {
        // The window event is dispatched right after the bus handlers ran: the push must already be there.
        addEventListener(`ecom:cart:${t}`, () =>
          w.__sync.push(
            w.dataLayer
              .filter((e) => /_cart$/.test(e.event ?? ''))
              .map((e) => e.event)
              .join()
          )
        )
      }
    })
    const [card] = await singleCards(page)
    await card!.locator('button.vt-card__buy').click()
    await expect.poll(() => events(page, 'add_to_cart')).toHaveLength(1)
    const line = await page.evaluate(
      () =>
        (
          window as unknown as {
            storefront: {
              cart: {
                data: {
                  items: { sku?: string; product_id: string; name: string; price: number; final_price?: number }[]
                }
              }
            }
          }
        ).storefront.cart.data.items[0]!
    )
    const [added] = await events(page, 'add_to_cart')
    expect(added!.ecommerce).toEqual({
      currency: 'BRL',
      value: line.final_price ?? line.price,
      items: [
        expect.objectContaining({
          item_id: line.sku ?? line.product_id,
          item_name: line.name,
          price: line.final_price ?? line.price,
          quantity: 1
        })
      ]
    })
    const all = await pushes(page)
    expect(all[all.indexOf(all.find((p) => p.event === 'add_to_cart')!) - 1]).toEqual({ ecommerce: null })

    // The demo's minicart opens on add (data-open-on-add): the drawer is already there.
    const dialog = page.getByRole('dialog', { name: 'Carrinho' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Aumentar quantidade' }).click()
    await expect.poll(() => events(page, 'add_to_cart')).toHaveLength(2)
    expect((await events(page, 'add_to_cart'))[1]!.ecommerce).toMatchObject({ items: [{ quantity: 1 }] })
    await dialog
      .getByRole('button', { name: /Remover/ })
      .first()
      .click()
    await expect.poll(() => events(page, 'remove_from_cart')).toHaveLength(1)
    const unit = line.final_price ?? line.price
    expect((await events(page, 'remove_from_cart'))[0]!.ecommerce).toMatchObject({
      value: Math.round(unit * 200) / 100,
      items: [{ quantity: 2 }]
    })
    expect(await page.evaluate(() => (window as unknown as { __sync: string[] }).__sync)).toEqual([
      'add_to_cart',
      'add_to_cart,add_to_cart',
      'add_to_cart,add_to_cart,remove_from_cart'
    ])
  })

  test('cards report their list (view_item_list) and a click on one select_item, with its position', async ({
    page
  }) => {
    await page.goto('/')
    await expect
      .poll(async () => (await events(page, 'view_item_list')).map((e) => e.ecommerce!.item_list_name))
      .toContain('Mais vendidos')
    const lists = await events(page, 'view_item_list')
    const featured = lists
      .filter((e) => e.ecommerce!.item_list_name === 'Mais vendidos')
      .flatMap((e) => e.ecommerce!.items as { item_id: string; index: number }[])
    // Each card reports as it mounts; positions continue across the batches.
    expect(featured.map((i) => i.index)).toEqual(featured.map((_, n) => n))
    // The SKUs in page order, from the server markup (the islands have replaced it by now).
    const html = await (await page.request.get('/')).text()
    const skus = [...html.matchAll(/data-list="Mais vendidos"><script type="application\/json">(.*?)<\/script>/g)].map(
      (m) => {
        const p = JSON.parse(m[1]!).product
        return p.sku ?? p._id
      }
    )
    expect(skus.length).toBeGreaterThan(3)
    expect(skus).toHaveLength(await page.locator('[data-list="Mais vendidos"]').count())
    // Each card once, all from this list (cards mount in whatever order they become visible).
    expect(featured.every((i) => skus.includes(i.item_id))).toBe(true)
    expect(new Set(featured.map((i) => i.item_id)).size).toBe(featured.length)
    // The click is kept on the page (navigation prevented) so its data layer can be read.
    const second = page.locator('[data-list="Mais vendidos"]').nth(1)
    await expect(second).toHaveAttribute('data-widget-state', 'ready')
    await page.evaluate(() => addEventListener('click', (e) => e.preventDefault()))
    await second.locator('a.vt-card__link').click()
    const [selected] = await events(page, 'select_item')
    const shown = featured.find((i) => i.item_id === skus[1])!
    expect(selected!.ecommerce).toMatchObject({
      item_list_name: 'Mais vendidos',
      items: [{ index: shown.index, item_id: skus[1] }]
    })
  })

  test('search results page pushes search with its term; product, list, promotion and checkout events from the bus', async ({
    page
  }) => {
    await page.goto('/search?term=camisa')
    await expect.poll(() => events(page, 'search')).toEqual([{ event: 'search', search_term: 'camisa' }])
    const [results] = await events(page, 'view_item_list')
    expect(results!.ecommerce).toMatchObject({
      item_list_id: 'resultados_da_busca',
      item_list_name: 'Resultados da busca'
    })
    expect((results!.ecommerce!.items as unknown[]).length).toBe(
      await page.locator('[data-widget="search-page"] .vt-card').count()
    )
    const product = {
      _id: '5f0000000000000000000001',
      sku: 'CAM-01',
      name: 'Camiseta Básica',
      price: 59.95,
      brands: [{ _id: 'b', name: 'Urbano' }],
      categories: [{ _id: 'c', name: 'Moda' }]
    }
    await emit(page, 'product:view', { product })
    await emit(page, 'list:view', { list: 'Carrossel: Novidades', products: [product] })
    await emit(page, 'promotion:select', {
      promotion: { id: 'verao', name: 'Coleção de verão', creative: 'banner-1', position: 0 }
    })
    await emit(page, 'checkout:shipping', {
      cart: { _id: 'c', items: orderItems, subtotal: 239.8 },
      shipping: { label: 'PAC', price: 19.99 }
    })
    const item = {
      item_id: 'CAM-01',
      item_name: 'Camiseta Básica',
      item_brand: 'Urbano',
      item_category: 'Moda',
      price: 59.95,
      quantity: 1
    }
    expect((await events(page, 'view_item'))[0]!.ecommerce).toEqual({ currency: 'BRL', value: 59.95, items: [item] })
    expect((await events(page, 'view_item_list')).at(-1)!.ecommerce).toEqual({
      item_list_id: 'carrossel_novidades',
      item_list_name: 'Carrossel: Novidades',
      items: [{ ...item, index: 0, item_list_name: 'Carrossel: Novidades' }]
    })
    expect((await events(page, 'select_promotion'))[0]!.ecommerce).toEqual({
      promotion_id: 'verao',
      promotion_name: 'Coleção de verão',
      creative_name: 'banner-1',
      creative_slot: '0'
    })
    expect((await events(page, 'add_shipping_info'))[0]!.ecommerce).toMatchObject({
      currency: 'BRL',
      value: 239.8,
      shipping_tier: 'PAC'
    })
  })

  test('under /app/ only analytics loads; the purchase reaches GA4 once, and the pixels on the next storefront page', async ({
    page
  }) => {
    await consentAll(page)
    await page.goto('/app/#/cart')
    for (const w of ['tag-manager', 'meta-pixel', 'tiktok-pixel', 'customer-reviews', 'ebit', 'confi']) {
      await expect(page.locator(`[data-widget="${w}"]`)).toHaveAttribute('data-widget-state', 'skipped')
    }
    await expect.poll(() => thirdPartyScripts(page)).toEqual(['/vendors/gtag.js'])
    await emit(page, 'checkout:purchase', { order, items: orderItems })
    await emit(page, 'checkout:purchase', { order, items: orderItems })
    const purchase = await events(page, 'purchase')
    expect(purchase).toHaveLength(1)
    expect(purchase[0]!.ecommerce).toMatchObject({
      transaction_id: String(order.number),
      value: 259.79,
      shipping: 19.99,
      currency: 'BRL'
    })
    await expect
      .poll(async () => (await vendorCalls(page, 'gtag')).some((c) => (c.args as unknown[])[1] === 'conversion'))
      .toBe(true)
    await networkQuiet(page)
    expect(await thirdPartyScripts(page)).toEqual(['/vendors/gtag.js'])

    await page.reload()
    await emit(page, 'checkout:purchase', { order, items: orderItems })
    expect(await events(page, 'purchase')).toHaveLength(0)

    await page.goto('/')
    await expect
      .poll(async () =>
        (await vendorCalls(page, 'fbq'))
          .filter((c) => (c.args as unknown[] | null)?.[0] === 'Purchase')
          .map((c) => c.args)
      )
      .toEqual([
        [
          'Purchase',
          {
            content_ids: ['CAM-01', 'BON-02'],
            contents: [
              { id: 'CAM-01', quantity: 2, item_price: 59.95 },
              { id: 'BON-02', quantity: 1, item_price: 119.9 }
            ],
            content_type: 'product',
            value: 259.79,
            currency: 'BRL'
          },
          { eventID: `purchase-${order.number}` }
        ]
      ])
    await expect
      .poll(async () =>
        (await vendorCalls(page, 'ttq')).filter((c) => c.call === 'track').map((c) => (c.args as unknown[])[0])
      )
      .toEqual(['CompletePayment'])
    await page.reload()
    await expect.poll(async () => (await vendorCalls(page, 'fbq')).map((c) => c.call)).toContain('init')
    expect((await vendorCalls(page, 'fbq')).filter((c) => (c.args as unknown[] | null)?.[0] === 'Purchase')).toEqual([])
  })

  test('a pixel that throws or never loads changes nothing else', async ({ page, context }) => {
    await consentAll(page)
    await context.addCookies([{ name: 'vendor_fault', value: 'fbq:throw', url: 'http://localhost' }])
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.route('**/vendors/ttq.js*', () => {
      /* never answered */
    })
    await page.goto('/')
    await expect.poll(() => errors).toEqual(['fbq stand-in: injected failure'])
    const [card] = await singleCards(page)
    await card!.locator('button.vt-card__buy').click()
    await expect(page.locator('[data-widget="minicart"] .vt-minicart__badge')).toHaveText('1')
    await expect.poll(() => events(page, 'add_to_cart')).toHaveLength(1)
    await expect
      .poll(() => vendorCalls(page, 'gtag').then((c) => c.some((x) => (x.args as unknown[])[1] === 'add_to_cart')))
      .toBe(true)
    expect(await page.locator('[data-widget-state="error"]').count()).toBe(0)
  })

  test('reviews and seals render where the theme marks them, after consent', async ({ page }) => {
    await consentAll(page)
    await page.goto('/search?term=camisa')
    const href = await page.locator('[data-widget="search-page"] a.vt-card__link').first().getAttribute('href')
    await page.goto(href!)
    const stars = page.locator('[data-widget="reviews"][data-view="stars"]')
    await expect(stars).toHaveText(/^★ \d,\d \(\d+\)$/)
    // The review list and the seals load as the shopper nears them ('visible'), not with the page.
    const list = page.locator('[data-widget="reviews"][data-view="list"]')
    await list.scrollIntoViewIfNeeded()
    await expect(list).toHaveText(/avaliações · média/)
    await page.locator('.site-seals').scrollIntoViewIfNeeded()
    await expect(page.locator('[data-widget="ebit"]')).toHaveText('Selo Ebit Diamante')
    await expect(page.locator('[data-widget="confi"]')).toHaveText(/Compre&Confie/)
    await expect(page.locator('[data-widget="customer-reviews"]')).toHaveText(/Google/)
    const renders = (await vendorCalls(page, 'reviews')).filter((c) => c.call === 'render').map((c) => c.args)
    expect(renders).toEqual(expect.arrayContaining([expect.objectContaining({ store: 'loja-vitrine', view: 'list' })]))
  })
  test("a real purchase carries the buyer's hashed e-mail and phone (the demo allows it), never the clear text", async ({
    page
  }) => {
    const sha = (x: string) => createHash('sha256').update(x).digest('hex')
    await consentAll(page)
    await page.goto('/')
    const [card] = await singleCards(page)
    await buyFromCard(page, card!)
    await page.goto('/app/#/checkout')
    await fillVisitor(page, 'Hash.Buyer@Example.com')
    await fillAddress(page)
    await page.getByRole('radio', { name: /Boleto/ }).check()
    await page.getByRole('button', { name: 'Finalizar pedido' }).click()
    await expect(page).toHaveURL(/#\/confirmation\//)
    await expect.poll(async () => (await events(page, 'purchase')).length).toBe(1)
    const [purchase] = await events(page, 'purchase')
    expect(purchase!.user_data).toEqual({
      sha256_email_address: sha('hash.buyer@example.com'),
      sha256_phone_number: sha('+5511987654321')
    })
    const clear = /hash\.buyer|987654321|98765-4321/i
    expect(JSON.stringify(await pushes(page))).not.toMatch(clear)
    await expect
      .poll(async () => (await vendorCalls(page, 'gtag')).some((c) => (c.args as unknown[])[1] === 'user_data'))
      .toBe(true)
    // The pixels, on the next storefront page: Meta's advanced matching and TikTok's identify, hashed.
    await page.goto('/')
    await expect
      .poll(async () => (await vendorCalls(page, 'fbq')).find((c) => c.call === 'init')?.args)
      .toEqual(['123456789012345', { em: sha('hash.buyer@example.com'), ph: sha('5511987654321') }])
    await expect
      .poll(async () => (await vendorCalls(page, 'ttq')).find((c) => c.call === 'identify')?.args)
      .toEqual([{ email: sha('hash.buyer@example.com'), phone_number: sha('+5511987654321') }])
    expect(JSON.stringify(await calls(page))).not.toMatch(clear)
  })
})
