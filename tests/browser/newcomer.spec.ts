import { createServer, type Server } from 'node:http'
import { expect, type Page, test } from '@playwright/test'
import { installTarball, pack, startDev, themeFolder } from './package-helpers'

// A newcomer's first hour: the packed package installed into a theme folder of its own (not demo-theme), the local
// platform started with the package's command (`vitrine dev`), and the printed tags pasted into the theme's pages,
// served from another origin (theme.localhost, which only `--origin` lets call the APIs). Minicart, cards with their
// pictures, the product page and the checkout get ready in the browser.

test.describe.configure({ mode: 'serial' })

type Product = { _id: string; name: string; variations?: unknown[]; pictures?: unknown[]; available?: boolean }

/** The theme's own pages: its markup, the widgets' elements and the tags `vitrine dev` printed. */
function themePages(tags: string, products: Product[]) {
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${title}</title>\n${tags}\n</head>` +
    `<body><header><a href="/">Minha Loja</a><div data-widget="minicart"><a href="/app/#/cart">Carrinho</a></div></header>` +
    `<main><h1>${title}</h1>${body}</main></body></html>`
  const cards = products
    .map((p) => `<div data-widget="product-card" data-product-id="${p._id}" data-heading-level="2"></div>`)
    .join('')
  return {
    '/': page('Minha Loja', cards),
    '/produto': page(products[0]!.name, `<div data-widget="product" data-product-id="${products[0]!._id}"></div>`),
    '/app/': page('Checkout', '<div data-widget="checkout"></div>')
  } as Record<string, string>
}

async function serveTheme(pages: Record<string, string>) {
  const server: Server = createServer((req, res) => {
    const body = pages[new URL(req.url ?? '/', 'http://x').pathname]
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(body ?? 'not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as { port: number }).port
  return { port, close: () => new Promise((resolve) => server.close(resolve)) }
}

const ready = (page: Page, name: string) =>
  expect(page.locator(`[data-widget="${name}"]`).first()).toHaveAttribute('data-widget-state', 'ready')

test('the packed package in a foreign theme: vitrine dev, then minicart, cards, product page and checkout', async ({
  page
}) => {
  test.setTimeout(90_000)
  const folder = await themeFolder('vitrine-newcomer-')
  let dev: Awaited<ReturnType<typeof startDev>> | undefined
  let theme: Awaited<ReturnType<typeof serveTheme>> | undefined
  try {
    await installTarball(folder.dir, await pack(folder.dir))
    // The theme's server first: its origin is what `--origin` names. Its pages need the tags the command prints.
    const pages: Record<string, string> = {}
    theme = await serveTheme(pages)
    const base = `http://theme.localhost:${theme.port}`
    dev = await startDev(folder.dir, ['--origin', base])
    expect(dev.tags).toContain(`<meta name="ecom:api:store" content="${dev.url}/api/store/v1/">`)
    const list = await fetch(`${dev.url}/api/store/v1/products.json?limit=30`, { headers: { 'X-Store-ID': '1011' } })
    const products = ((await list.json()) as { result: Product[] }).result
      .filter((p) => !p.variations?.length && p.pictures?.length && p.available !== false)
      .slice(0, 2)
    Object.assign(pages, themePages(dev.tags, products))
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))

    await page.goto(`${base}/`)
    await ready(page, 'minicart')
    await ready(page, 'product-card')
    const pictures = page.locator('[data-widget="product-card"] img')
    await expect(pictures).toHaveCount(2)
    for (const img of await pictures.all()) {
      // Absolute to the platform's origin, as the hosted APIs answer them, so they show on the theme's origin.
      expect(await img.getAttribute('src')).toMatch(new RegExp(`^${dev.url}/img/products/`))
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true)
    }
    await page
      .locator('[data-widget="product-card"]')
      .first()
      .getByRole('button', { name: /Comprar/ })
      .click()
    await expect(page.locator('.vt-minicart__badge')).toHaveText('1')

    await page.goto(`${base}/produto`)
    await ready(page, 'product')
    await expect(page.locator('[data-widget="product"]')).toContainText(products[0]!.name)

    await page.goto(`${base}/app/#/cart`)
    await ready(page, 'checkout')
    await expect(page.locator('[data-widget="checkout"]')).toContainText(products[0]!.name)
    expect(errors).toEqual([])
  } finally {
    await dev?.stop()
    await theme?.close()
    await folder.remove()
  }
})
