import { expect, test, type Page } from '@playwright/test'
import { cartLine, openWithCart } from './checkout-helpers'
import { allReady, failOnMissingLabels, giveConsent, singleCards } from './helpers'
import { contrastOfIslands, fontSizes, underTheme } from './theme-helpers'

failOnMissingLabels(test)

// A theme's element rules, each aimed at a widget: links in our accent green (the buy buttons' own colour), buttons
// green on green, pale headings and legends at a display size, hostile pictures and fields. Then one class rule of the
// theme's on our own class, which must still win.
const PURPLE = 'rgb(74, 29, 110)'
const BROWN = 'rgb(77, 45, 10)'
const HOSTILE = `
a, a:hover, a:visited { color: #0b6e4f; text-decoration: underline; }
button { color: #0b6e4f; background: #0b6e4f; font-size: 24px; padding: 18px; border-radius: 0; }
h2, h3, legend { color: #e6e6e6; font-size: 40px; margin: 24px 0; }
img { border: 6px solid #0b6e4f; padding: 6px; }
input, select { color: #eee; background: #fff; }
.vt-card__buy { background: ${PURPLE}; }
.vt-card__name { color: ${BROWN}; }
`

/** Contrast of every island, axe's rule, in the state the shopper sees now. */
async function readable(page: Page, state: string) {
  expect(await contrastOfIslands(page), state).toEqual([])
}

test.describe('a hostile theme: element rules on a, button, h2, h3, img, input, legend', () => {
  test.beforeEach(async ({ page }) => {
    await giveConsent(page)
    await underTheme(page, HOSTILE)
  })

  test('home and the open minicart stay readable; card names keep their size; the theme class rule wins', async ({
    page
  }) => {
    await page.goto('/')
    const [card] = await singleCards(page)
    await readable(page, 'home with its cards')
    const buy = card!.locator('.vt-card__buy')
    await expect(buy).toHaveCSS('background-color', PURPLE)
    await expect(buy).toHaveCSS('color', 'rgb(255, 255, 255)')
    for (const size of await fontSizes(page, '.vt-card__name')) expect(size.own).toBe(16)
    await expect(card!.locator('.vt-card__name')).toHaveCSS('color', BROWN)
    await buy.click()
    const drawer = page.locator('dialog.vt-drawer__panel[open]')
    await expect(drawer.getByRole('link', { name: 'Finalizar compra' })).toBeVisible()
    await readable(page, 'minicart open')
  })

  test('the product page stays readable, its customization legend at its own size', async ({ page }) => {
    await page.goto('/camiseta-basica-linho')
    await allReady(page, '[data-widget="product"]')
    await readable(page, 'product page')
    for (const size of await fontSizes(page, '[data-widget="product"] legend')) expect(size.own).toBe(size.parent)
  })

  test('the search page and the instant results stay readable, facet legends at their own size', async ({ page }) => {
    await page.goto('/search?term=camiseta')
    await expect(page.locator('[data-widget="search-page"]')).toHaveAttribute('data-widget-state', 'ready')
    await allReady(page, '[data-widget="search-page"] [data-widget]')
    await readable(page, 'search page')
    const legends = await fontSizes(page, '.vt-facet legend')
    expect(legends.length).toBeGreaterThan(0)
    for (const size of legends) expect(size.own).toBe(size.parent)
    await page.locator('#busca').click()
    await page.locator('#busca').selectText()
    await page.locator('#busca').pressSequentially('vestido', { delay: 30 })
    await expect(page.locator('[role="listbox"][data-term="vestido"]')).toBeVisible()
    await readable(page, 'instant search open')
  })

  test('each checkout step stays readable', async ({ page, request }) => {
    await openWithCart(page, [await cartLine(request)], '#/checkout')
    await readable(page, 'identification')
    await page.getByLabel('E-mail').fill('tema@example.com')
    await page.getByRole('button', { name: 'Continuar como visitante' }).click()
    await expect(page).toHaveURL(/#\/checkout\/customer$/)
    await readable(page, 'buyer')
    await page.getByLabel('Nome completo').fill('Ana Souza')
    await page.getByLabel('CPF').fill('529.982.247-25')
    await page.getByLabel('Telefone').fill('(11) 98765-4321')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page).toHaveURL(/#\/checkout\/address$/)
    await page.getByLabel('CEP').fill('01310-100')
    await expect(page.getByLabel('Endereço')).toHaveValue(/.+/)
    await page.getByLabel('Número').fill('1000')
    await expect(page.getByRole('group', { name: 'Forma de envio' })).toBeVisible()
    await readable(page, 'address and shipping')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page).toHaveURL(/#\/checkout\/payment$/)
    await expect(page.getByRole('radio', { name: /Boleto/ })).toBeVisible()
    await readable(page, 'payment')
  })
})
