import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { contentSecurityPolicy } from '../../demo-theme/csp.mjs'
import * as pages from '../../demo-theme/pages/pages.mjs'
import { routes } from '../../widgets/checkout/routes'
import {
  cartLine,
  fillAddress,
  fillCard,
  fillVisitor,
  loginByCode,
  openWithCart,
  ownCustomer
} from './checkout-helpers'
import { networkQuiet } from './helpers'

// The demo store under its strict Content Security Policy (demo-theme/csp.mjs): every page, the checkout through a
// card payment and the account area run with no violation. A listener installed before any script of the page
// reports each `securitypolicyviolation` to the test, across navigations.

const POLICY = contentSecurityPolicy()
const STORE = { 'X-Store-ID': '1011' }

type Watch = { violations: string[]; documents: { url: string; csp: string | undefined }[] }

async function watchCsp(page: Page): Promise<Watch> {
  const watch: Watch = { violations: [], documents: [] }
  await page.exposeBinding('__cspViolation', (_source, line: string) => {
    watch.violations.push(line)
  })
  await page.addInitScript(() => {
    const report = (window as unknown as { __cspViolation(line: string): void }).__cspViolation
    document.addEventListener(
      'securitypolicyviolation',
      (e) => report(`${e.effectiveDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`),
      true
    )
  })
  page.on('response', (r) => {
    if (r.request().resourceType() === 'document' && r.frame() === page.mainFrame())
      watch.documents.push({ url: r.url(), csp: r.headers()['content-security-policy'] })
  })
  return watch
}

const results = async (request: APIRequestContext, path: string) => {
  const { result } = (await (await request.get(path, { headers: STORE })).json()) as { result: any[] }
  return result
}

/**
 * Example addresses of each page the demo server renders, by the page function's name in demo-theme/pages/pages.mjs.
 * A page added there without an entry here fails the first test, so it cannot go unchecked.
 */
async function pageUrls(request: APIRequestContext): Promise<Record<string, string[]>> {
  const products = await results(request, '/api/store/v1/products.json?limit=72')
  const shown = products.filter((p) => p.visible !== false)
  const withColours = shown.find((p) => p.variations?.some((v: any) => v.specifications?.colors))
  const kit = shown.find((p) => p.kit_composition?.length)
  const simple = shown.find((p) => !p.variations?.length && !p.kit_composition && p.available)
  const category = (await results(request, '/api/store/v1/categories.json')).find((c) => c.parent)
  const brand = (await results(request, '/api/store/v1/brands.json'))[0]
  return {
    homePage: ['/', '/?flavour=react'],
    searchPage: ['/search?term=camiseta', '/search?term=zzzzqqq'],
    categoryPage: [`/${category.slug}`],
    brandPage: [`/${brand.slug}`],
    productPage: [withColours, kit, simple].map((p) => `/${p.slug}`),
    appPage: ['/app/#/cart'],
    privacyPage: ['/pages/privacidade'],
    notFoundPage: ['/pagina-que-nao-existe']
  }
}

/** Mounts what the page mounts on its own: scrolls to the end (the lazy islands) and waits for the network to settle. */
async function settle(page: Page) {
  await expect(page.locator('[data-widget-state="loading"]')).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await networkQuiet(page, 300)
  await expect(page.locator('[data-widget-state="loading"]')).toHaveCount(0)
}

test('every storefront page, with the integrations consented to, runs under the policy with no violation', async ({
  page,
  request
}) => {
  test.setTimeout(120_000)
  const watch = await watchCsp(page)
  const urls = await pageUrls(request)
  const rendered = Object.keys(pages).filter((name) => name.endsWith('Page'))
  expect(Object.keys(urls).sort()).toEqual(rendered.sort())

  await page.goto('/')
  // Consent first: the vendor stand-ins (tag manager, gtag, pixels, reviews, seals) then load on every page.
  await page.getByRole('button', { name: 'Aceitar todos' }).click()
  await expect.poll(() => page.evaluate(() => (window as any).__vendorCalls?.length ?? 0)).toBeGreaterThan(0)
  for (const url of Object.values(urls).flat()) {
    await page.goto(url)
    await settle(page)
  }
  // The instant search's results (pictures and prices in a listbox) and the product page's choices and minicart.
  await page.locator('#busca').fill('camiseta')
  await expect(page.locator('.vt-instant__option--product').first()).toBeVisible()
  await page.goto(urls.productPage![0]!)
  await expect(page.locator('[data-widget="product"]')).toHaveAttribute('data-widget-state', 'ready')
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1)
  const swatch = page.locator('[data-widget="product"] .vt-product__swatch').first()
  await swatch.click()
  await expect(swatch).toHaveAttribute('aria-checked', 'true')
  await page.goto(urls.productPage![2]!)
  // The island's button, not the no-JavaScript form's (which would leave for the cart page); the minicart up, as it
  // opens its drawer on an add it hears.
  await expect(page.locator('[data-widget="product"]')).toHaveAttribute('data-widget-state', 'ready')
  await expect(page.locator('[data-widget="minicart"]')).toHaveAttribute('data-widget-state', 'ready')
  await page.locator('[data-widget="product"]').getByRole('button', { name: 'Comprar', exact: true }).click()
  await expect(page.locator('dialog.vt-drawer__panel')).toBeVisible()
  await settle(page)

  expect(watch.violations).toEqual([])
  // The React flavour's page allows its inline import map by hash, and nothing else.
  const react = watch.documents.find((d) => d.url.includes('flavour=react'))
  expect(react?.csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/)
  for (const d of watch.documents.filter((x) => x !== react)) expect(d.csp, d.url).toBe(POLICY)
})

test('/app/: cart, checkout by card to the confirmation and every account page run with no violation', async ({
  page,
  request
}) => {
  test.setTimeout(120_000)
  const watch = await watchCsp(page)
  const visited = new Set<string>()
  const email = await ownCustomer(request)
  await openWithCart(page, [await cartLine(request, 0, 1)], '#/cart')
  await expect(page.getByRole('heading', { level: 1, name: 'Carrinho' })).toBeVisible()
  visited.add('cart/:cartId?')
  await page.getByRole('main').getByRole('button', { name: 'Finalizar compra' }).click()
  await expect(page).toHaveURL(/#\/checkout\/identification$/)
  await loginByCode(page, email)
  await expect(page).toHaveURL(/#\/checkout\/payment$/)
  visited.add('checkout/:step?')
  // The card gateway's tokeniser script (list_payments' js_client) loads once the card is chosen.
  const gateway = page.waitForResponse((r) => r.url().includes('/api/gateway/v1/js_client.js'))
  await fillCard(page, '4111111111111111')
  await gateway
  await page.getByRole('button', { name: 'Finalizar pedido' }).click()
  await expect(page).toHaveURL(/#\/confirmation\//)
  await expect(page.getByText('Pago', { exact: true })).toBeVisible()
  visited.add('confirmation/:orderId/:number?')
  const orderId = /#\/confirmation\/([^/]+)/.exec(page.url())![1]!

  for (const route of routes.filter((r) => r.part === 'account')) {
    await page.goto(`/app/#/${route.pattern.replace(':id', orderId)}`)
    await expect(page.locator('[data-widget="checkout"]')).toHaveAttribute('data-widget-state', 'ready')
    await expect(page.locator('.vt-app [aria-busy="true"], [data-widget-state="loading"]')).toHaveCount(0)
    await networkQuiet(page, 300)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The section itself, not the account's login form.
    await expect(page.getByRole('button', { name: 'Receber código por e-mail' })).toHaveCount(0)
    visited.add(route.pattern)
  }
  expect([...visited].sort()).toEqual(routes.map((r) => r.pattern).sort())
  expect(watch.violations).toEqual([])
  for (const d of watch.documents) expect(d.csp, d.url).toBe(POLICY)
})

test("/app/: a visitor's checkout steps and a Pix order's QR code run with no violation", async ({ page, request }) => {
  const watch = await watchCsp(page)
  await openWithCart(page, [await cartLine(request, 1)], '#/checkout')
  await fillVisitor(page, 'csp.pix@example.com')
  await fillAddress(page)
  await page.getByRole('radio', { name: /^Pix/ }).check()
  await page.getByRole('button', { name: 'Finalizar pedido' }).click()
  await expect(page.getByRole('img', { name: 'QR code do Pix deste pedido' })).toBeVisible()
  await networkQuiet(page, 300)
  expect(watch.violations).toEqual([])
  for (const d of watch.documents) expect(d.csp, d.url).toBe(POLICY)
})

test('the check can fail: an inline style attribute and an inline script on a page are refused and reported', async ({
  page
}) => {
  const watch = await watchCsp(page)
  await page.route('**/pages/privacidade', async (route) => {
    const res = await route.fetch()
    const body = (await res.text()).replace(
      '<h1>',
      '<p id="injected" style="color: rgb(255, 0, 0)">injetado</p><script>window.__inlineRan = true</script><h1>'
    )
    const headers = { ...res.headers() }
    delete headers['content-encoding']
    delete headers['content-length']
    await route.fulfill({ status: res.status(), headers, body })
  })
  await page.goto('/pages/privacidade')
  await expect.poll(() => watch.violations.length).toBeGreaterThanOrEqual(2)
  expect(watch.violations.some((v) => v.startsWith('style-src-attr blocked inline'))).toBe(true)
  expect(watch.violations.some((v) => v.startsWith('script-src-elem blocked inline'))).toBe(true)
  expect(await page.evaluate(() => (window as any).__inlineRan)).toBeUndefined()
  await expect(page.locator('#injected')).not.toHaveCSS('color', 'rgb(255, 0, 0)')
  expect(watch.documents.map((d) => d.csp)).toEqual([POLICY])
})
