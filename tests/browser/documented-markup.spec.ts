import { readdirSync, readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { allReady, axeViolations, networkQuiet, painted, watchLayoutShift, wheelAndSettle } from './helpers'

// A page made only of what the docs give a theme: the README's <head> block and each widget page's server markup
// (docs/widgets/*.md), never demo-theme/pages. As in the README's quick-start test, the platform APIs point at the
// local platform and dist/ is served as /vitrine/.
const docs = new URL('../../docs/', import.meta.url)
const readme = readFileSync(new URL('../README.md', docs), 'utf8')
const head = [...readme.matchAll(/```html\n([\s\S]*?)```/g)].map((m) => m[1]!).find((b) => b.includes('<head>'))!
const markup = Object.fromEntries(
  readdirSync(new URL('widgets/', docs)).flatMap((file) => {
    const page = readFileSync(new URL(`widgets/${file}`, docs), 'utf8')
    const block = page.match(/## Server markup[\s\S]*?```html\n([\s\S]*?)```/)
    return block ? [[file.replace(/\.md$/, ''), block[1]!]] : []
  })
)
const LOCAL_APIS = ['store', 'passport', 'search', 'modules', 'storefront', 'graphs', 'platform']
  .map((api) => `<meta name="ecom:api:${api}" content="/api/${api}/v1/">`)
  .join('\n')

// A theme's own column and element rules, as Bootstrap 4's container and reboot give them (written here, not copied):
// the widgets get less than the viewport's width, where a count that fits on a blank page wraps, and element rules
// outrank the widgets' zero-specificity defaults on the server markup and the island alike.
const THEME =
  '<style>body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:1.1rem;line-height:1.5}main,header{max-width:1140px;margin:0 auto;padding:0 15px}header{display:flex;flex-wrap:wrap;align-items:center;gap:8px}h2,h3{margin-top:0;margin-bottom:.5rem;font-weight:500;line-height:1.2}h3{font-size:1.75rem}p,ul{margin-top:0;margin-bottom:1rem}button{border-radius:0;margin:0;font-family:inherit;font-size:inherit;line-height:inherit}img{vertical-align:middle}</style>'

// Where each widget goes on the page, as a theme places them: the consent banner first in the body (the first Tabs
// reach it), the header's boxes in one row, the page's blocks under headings, the floating WhatsApp link last. The
// popup is left out: its content is hidden until it opens as a modal dialog on the first scroll, so it takes no room.
const HEADER = ['side-menu', 'search', 'user', 'minicart']
const SECTIONS = ['banners', 'countdown', 'carousel', 'product-card']
const DRAWN = ['consent', ...HEADER, ...SECTIONS, 'whatsapp']
// Loaded only where it is meant to show (data-load="media:(max-width: 991px)"): pending on a desktop.
const PHONE_ONLY = ['side-menu']

/** The page, with the countdown's end moved to two days from now, so it counts (the widest state) at any date. */
function documentedPage() {
  const end = new Date(Date.now() + 50 * 3600_000).toISOString()
  const block = (name: string) => `<div data-doc="${name}">${markup[name]}</div>`
  const body = [
    block('consent'),
    `<header>${HEADER.map(block).join('\n')}</header>`,
    `<main><h1>Loja</h1>${SECTIONS.map((name) => `<section data-doc="${name}"><h2>${name}</h2>${markup[name]}</section>`).join('\n')}</main>`,
    `<footer><p>Loja</p>${block('whatsapp')}</footer>`
  ]
    .join('\n')
    .replace(/data-end="[^"]*"/, `data-end="${end}"`)
  return pageOf(body)
}

// Pages of their own: the header, then the widget that makes the page (the product's name is its h1; the results get
// the category's name above them, as a theme writes it).
const OWN_PAGES: Record<string, string> = { product: '', 'search-page': '<h1>Carregadores</h1>' }

function ownPage(name: string) {
  const block = (name: string) => `<div data-doc="${name}">${markup[name]}</div>`
  return pageOf(`<header>${HEADER.map(block).join('\n')}</header><main>${OWN_PAGES[name]}${block(name)}</main>`)
}

/** A page of the README's <head>, the theme's rules and the local platform, around a body. */
function pageOf(body: string) {
  return `<!doctype html><html lang="pt-BR">${head
    .replace(
      '<head>',
      `<head><title>Loja</title><meta name="viewport" content="width=device-width, initial-scale=1">${THEME}`
    )
    .replace(
      '</head>',
      `<meta name="ecom:api:store_cache" content="/api/store-cache/{store_id}/v1/">\n<meta name="ecom:api:platform_cache" content="/api/platform/v1/">\n${LOCAL_APIS}</head>`
    )}<body>${body}</body></html>`
}

test.beforeEach(async ({ page }) => {
  await page.route('**/documented/', (route) => route.fulfill({ contentType: 'text/html', body: documentedPage() }))
  for (const name of Object.keys(OWN_PAGES))
    await page.route(`**/documented/${name}/`, (route) =>
      route.fulfill({ contentType: 'text/html', body: ownPage(name) })
    )
  await page.route('**/vitrine/**', async (route) => {
    const url = new URL(route.request().url())
    url.pathname = url.pathname.replace('/vitrine/', '/dist/')
    await route.fulfill({ response: await route.fetch({ url: url.href }) })
  })
})

/** Scrolls to the end of the page by the wheel, as a shopper would, letting each step's islands load. */
async function scrollThrough(page: Page) {
  for (let i = 0; i < 40; i++) {
    const atEnd = await page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 1)
    if (atEnd) break
    await wheelAndSettle(page, 300)
  }
  await networkQuiet(page)
}

test('the docs give server markup for every widget drawn on the pages, and for the popup', () => {
  expect(Object.keys(markup).sort()).toEqual(
    expect.arrayContaining([...DRAWN, 'popup', ...Object.keys(OWN_PAGES)].sort())
  )
})

for (const width of [375, 1280])
  test(`a page of only the documented markup does not shift at ${width} px, through load and a full scroll`, async ({
    page
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 })
    const cls = await watchLayoutShift(page)
    await page.goto('/documented/')
    await allReady(page, '[data-widget="banners"], [data-widget="countdown"], [data-widget="carousel"]')
    await expect(page.locator('[data-widget="countdown"] [role="timer"]')).toBeVisible()
    await networkQuiet(page)
    await scrollThrough(page)
    await mountAll(page, width)
    await painted(page)
    expect(await cls()).toBeLessThanOrEqual(0.01)
    expect(await axeViolations(page)).toEqual([])
  })

/** The widgets of a page that mount at a width: all drawn ones, less the phone-only ones on a desktop. */
function mounted(width: number, names = DRAWN) {
  return names.filter((name) => width < 992 || !PHONE_ONLY.includes(name))
}

/** Each one's root: the search box loads on interaction, which focusing its input gives, as a shopper's Tab would. */
async function mountAll(page: Page, width: number, names = DRAWN) {
  await page.locator('[data-widget="search"] input').focus()
  const roots = mounted(width, names).map((name) => `[data-doc="${name}"] > [data-widget]`)
  await allReady(page, roots.join(', '))
}

// The vt-* classes of each tree, in document order: they carry the sizes storefront.css gives, so the server markup is
// the island's structure when its classes come in the same order among the island's (the island may add more, such
// as the carousel's buttons, and a link may become a button).
for (const width of [375, 1280])
  test(`the documented markup is the structure each island renders at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 })
    await page.goto('/documented/')
    await scrollThrough(page)
    await mountAll(page, width)
    const names = mounted(width)
    await expect(page.locator('[data-widget="countdown"] [role="timer"]')).toBeVisible()
    for (const name of names) await sameStructure(page, name)
  })

/** The server markup's vt-* classes, in order, among those of what the island rendered in its place. */
async function sameStructure(page: Page, name: string) {
  const [server, island] = await page.evaluate(
    ([name, html]) => {
      const doc = new DOMParser().parseFromString(html, 'text/html')
      const skeleton = (root: Element) =>
        [root, ...root.querySelectorAll('*')]
          // What shows without scripting only (a form's submit button) is not the island's.
          .filter((e) => !e.closest('noscript'))
          .map((e) =>
            [...e.classList]
              .filter((c) => c.startsWith('vt-'))
              .sort()
              .join('.')
          )
          .filter(Boolean)
      return [
        skeleton(doc.querySelector('[data-widget]')!),
        skeleton(document.querySelector(`[data-doc="${name}"] > [data-widget]`)!)
      ]
    },
    [name, markup[name]!] as const
  )
  expect(server.length, name).toBeGreaterThan(0)
  let at = 0
  for (const c of server) {
    const found = island.indexOf(c, at)
    expect(found, `${name}: ${c} after ${island.slice(0, at).join(' ')}`).toBeGreaterThanOrEqual(0)
    at = found + 1
  }
}

for (const name of Object.keys(OWN_PAGES))
  for (const width of [375, 1280])
    test(`the documented ${name} page does not shift at ${width} px and is the island's structure`, async ({
      page
    }) => {
      await page.setViewportSize({ width, height: width < 600 ? 740 : 800 })
      const cls = await watchLayoutShift(page)
      await page.goto(`/documented/${name}/`)
      await allReady(page, `[data-doc="${name}"] > [data-widget]`)
      // The last thing to arrive: the instalments, from the store's payment options.
      await expect(page.locator(`[data-doc="${name}"] .vt-price__installments`).first()).not.toHaveText(/^\s*$/)
      await networkQuiet(page)
      await scrollThrough(page)
      await mountAll(page, width, [name, ...HEADER])
      await painted(page)
      expect(await cls()).toBeLessThanOrEqual(0.01)
      expect(await axeViolations(page)).toEqual([])
      await sameStructure(page, name)
    })
