import { singleCards } from './helpers'
import { expect, test, type Page, type Response } from '@playwright/test'

// The islands built against real React 19 (dist/react/, served with ?flavour=react): every widget mounts and its
// main interaction works, so they are React components, not only preact/compat ones.

function watch(page: Page) {
  const errors: string[] = []
  const scripts: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname))
  return { errors, scripts }
}

const ready = (page: Page, name: string) =>
  expect(page.locator(`[data-widget="${name}"]`).first()).toHaveAttribute('data-widget-state', 'ready')

test.describe('React flavour', () => {
  test('home: cards, minicart, user and search mount on React; add to cart and instant search work', async ({
    page
  }) => {
    const seen = watch(page)
    await page.goto('/?flavour=react')
    for (const name of ['product-card', 'minicart', 'user']) await ready(page, name)
    // Only the React build's chunks were loaded, and React once: the theme's copy, through the page's import map.
    const ours = seen.scripts.filter((s) => s.startsWith('/dist/') && !s.startsWith('/dist/demo/react/'))
    expect(ours.every((s) => s.startsWith('/dist/react/'))).toBe(true)
    expect(seen.scripts.filter((s) => s === '/dist/demo/react/react.js')).toHaveLength(1)
    expect(seen.scripts.filter((s) => s === '/dist/demo/react/react-dom-client.js')).toHaveLength(1)

    const [card] = await singleCards(page)
    await card!.locator('button.vt-card__buy').click()
    const minicart = page.locator('[data-widget="minicart"]')
    await expect(minicart.locator('.vt-minicart__badge')).toHaveText('1')
    // The demo's minicart opens on add; closed, its button opens it again.
    const dialog = page.getByRole('dialog', { name: 'Carrinho' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await minicart.locator('button').click()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Aumentar quantidade' }).click()
    await expect(minicart.locator('.vt-minicart__badge')).toHaveText('2')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    const input = page.locator('[data-widget="search"] input[name="term"]')
    await input.click()
    await input.pressSequentially('camiseta', { delay: 20 })
    await expect(page.locator('.vt-instant__option--product').first()).toBeVisible()
    await expect(input).toHaveAttribute('aria-expanded', 'true')

    await page.locator('[data-widget="user"] button.vt-user__button').click()
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible()
    expect(seen.errors).toEqual([])
  })

  test("the flavour's chunks carry no React of their own: every React name is a bare import the theme provides", async ({
    page
  }) => {
    const bodies: Promise<string>[] = []
    const keep = (r: Response) => new URL(r.url()).pathname.startsWith('/dist/react/') && bodies.push(r.text())
    page.on('response', keep)
    await page.goto('/?flavour=react')
    await ready(page, 'product-card')
    // A chunk that arrives after this (an idle widget's) is not read: its body would outlive the test.
    page.off('response', keep)
    const code = await Promise.all(bodies)
    expect(code.length).toBeGreaterThan(2)
    // React's own internals ship only in the theme's copy; our chunks name React by its bare import.
    for (const text of code)
      expect(text).not.toContain('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE')
    expect(code.some((text) => /from\s*"react\/jsx-runtime"/.test(text))).toBe(true)
  })

  test('search page: a filter changes the results and the URL', async ({ page }) => {
    const seen = watch(page)
    await page.goto('/search?flavour=react')
    await ready(page, 'search-page')
    const count = page.locator('.vt-search__count')
    const before = await count.textContent()
    await page.getByRole('group', { name: 'Marcas' }).getByRole('checkbox').first().check()
    await expect(page).toHaveURL(/brands=/)
    await expect(count).not.toHaveText(before!)
    expect(seen.errors).toEqual([])
  })

  test('/app/: the checkout application mounts', async ({ page }) => {
    const seen = watch(page)
    await page.goto('/app/?flavour=react#/cart')
    await ready(page, 'checkout')
    await ready(page, 'user')
    expect(seen.scripts.some((s) => s.startsWith('/dist/react/chunks/checkout-'))).toBe(true)
    expect(seen.errors).toEqual([])
  })
})
