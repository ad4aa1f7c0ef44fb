import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { axeViolations } from './helpers'

// The README's quick start, followed literally on a blank page (not the demo theme): its <head> block and its widget
// markup, the package's dist/ served as /vitrine/. The one addition: production hosts cannot be reached here, so the
// page points the platform APIs at the local platform, as any theme may with `ecom:api:*`.
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
const htmlBlocks = [...readme.matchAll(/```html\n([\s\S]*?)```/g)].map((m) => m[1]!)
const head = htmlBlocks.find((b) => b.includes('<head>'))!
const widgets = htmlBlocks.find((b) => b.includes('data-widget='))!
const LOCAL_APIS = ['store', 'passport', 'search', 'modules', 'storefront', 'graphs', 'platform']
  .map((api) => `<meta name="ecom:api:${api}" content="/api/${api}/v1/">`)
  .join('\n')
const page = `<!doctype html><html lang="pt-BR">${head
  .replace('<head>', '<head><title>Loja</title>')
  .replace(
    '</head>',
    `<meta name="ecom:api:store_cache" content="/api/store-cache/{store_id}/v1/">\n<meta name="ecom:api:platform_cache" content="/api/platform/v1/">\n${LOCAL_APIS}</head>`
  )}<body><main><h1>Loja</h1>${widgets}</main></body></html>`

test.beforeEach(async ({ page: tab }) => {
  await tab.route('**/quick-start/', (route) => route.fulfill({ contentType: 'text/html', body: page }))
  await tab.route('**/vitrine/**', async (route) => {
    const url = new URL(route.request().url())
    url.pathname = url.pathname.replace('/vitrine/', '/dist/')
    await route.fulfill({ response: await route.fetch({ url: url.href }) })
  })
})

test("the README's quick start on a blank page gives a working minicart and product card", async ({ page: tab }) => {
  expect(head).toContain('<script type="module" src="/vitrine/storefront.js"></script>')
  const errors: string[] = []
  tab.on('pageerror', (e) => errors.push(e.message))
  tab.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  await tab.goto('/quick-start/')
  const card = tab.locator('[data-widget="product-card"]')
  const minicart = tab.locator('[data-widget="minicart"]')
  await expect(card).toHaveAttribute('data-widget-state', 'ready')
  await expect(minicart).toHaveAttribute('data-widget-state', 'ready')
  await expect(card.getByRole('link', { name: /Jogo de Lençol/ }).first()).toBeVisible()
  await expect(card).toContainText('R$')
  await card.getByRole('button', { name: /Comprar/ }).click()
  await expect(minicart.getByRole('button').first()).toHaveAccessibleName(/1/)
  expect(await axeViolations(tab)).toEqual([])
  expect(errors).toEqual([])
})
