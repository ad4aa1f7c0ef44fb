import { expect, test, type Page } from '@playwright/test'
import { allReady, axeViolations, failOnMissingLabels, networkQuiet, watchLayoutShift } from './helpers'

failOnMissingLabels(test)

const ERROR = 'Não foi possível realizar a busca, por favor verique sua conexão.'
const input = (page: Page) => page.locator('#busca')
const listbox = (page: Page) => page.getByRole('listbox')
const resultsPage = (page: Page) => page.locator('[data-widget="search-page"]')
const cardNames = (page: Page) => resultsPage(page).locator('.vt-card__name')

/** Types like a shopper, one key at a time, and waits for the dropdown to show that term's answer. */
async function typeTerm(page: Page, term: string) {
  await input(page).click()
  // The results page fills the box with its term; a shopper would select it and type over it.
  await input(page).selectText()
  await input(page).pressSequentially(term, { delay: 30 })
  await expect(page.locator(`[role="listbox"][data-term="${term}"]`)).toBeAttached()
}

/** Fails every search request of this page with the platform's own fault header (X-Fault), leaving other tests alone. */
async function breakSearch(page: Page, kind = '500') {
  await page.route('**/api/search/v1/items.json*', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-fault': kind } })
  )
  return () => page.unroute('**/api/search/v1/items.json*')
}

test.describe('instant search', () => {
  test('typing shows products with thumbnails and prices, as a combobox', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto('/')
    await typeTerm(page, 'camiseta')
    const box = input(page)
    await expect(box).toHaveAttribute('role', 'combobox')
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    const list = listbox(page)
    await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!)
    const products = list.locator('.vt-instant__option--product')
    await expect(products.first()).toBeVisible()
    expect(await products.count()).toBeLessThanOrEqual(8)
    // Name or keywords match; the first, best scored, by name.
    await expect(products.first().locator('.vt-instant__name')).toContainText(/camiseta/i)
    await expect(products.first().locator('img')).toHaveAttribute('src', /-small\.svg$/)
    await expect(products.first().locator('.vt-instant__price')).toHaveText(/^R\$\s?\d+,\d{2}$/)
    // The count is announced politely.
    await expect(page.locator('.vt-instant-host [role="status"]')).toHaveText(/produtos? encontrados?/)
    expect(errors).toEqual([])
  })

  test('needs 3 characters, and one request for a whole word typed quickly', async ({ page }) => {
    const searches: string[] = []
    // POSTs only: the home page's product cards read their products with one simple-mode GET.
    page.on(
      'request',
      (r) => r.url().includes('/api/search/') && r.method() === 'POST' && searches.push(r.postData() ?? '')
    )
    await page.clock.install()
    await page.goto('/')
    await input(page).click()
    await input(page).pressSequentially('ca', { delay: 30 })
    // Well past the 400 ms pause that sends a search of 3 letters or more.
    await page.clock.fastForward(1000)
    await networkQuiet(page)
    expect(searches).toEqual([])
    await expect(input(page)).toHaveAttribute('aria-expanded', 'false')
    // Typed while time stands still, then the pause passes once: however slow the machine, one whole word.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await input(page).pressSequentially('miseta', { delay: 30 })
    await page.clock.runFor(500)
    await expect(page.locator('[role="listbox"][data-term="camiseta"]')).toBeAttached()
    expect(searches).toHaveLength(1)
    expect(JSON.parse(searches[0]!)).toMatchObject({
      size: 8,
      query: { bool: { must: [{ multi_match: { query: 'camiseta' } }] } }
    })
  })

  test('letters typed while the island loads are kept and searched (the form is enhanced, never replaced)', async ({
    page
  }) => {
    // The island's chunk arrives only after the shopper has typed the whole word.
    let release = () => {}
    const typed = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/dist\/chunks\/search-[A-Z0-9]+\.js/, async (route) => {
      await typed
      await route.continue()
    })
    await page.goto('/')
    await expect(page.locator('[data-widget="search"]')).toHaveAttribute('data-widget-state', 'pending')
    await input(page).click()
    await input(page).pressSequentially('vestido', { delay: 20 })
    release()
    await expect(page.locator('[data-widget="search"]')).toHaveAttribute('data-widget-state', 'ready')
    await expect(input(page)).toHaveValue('vestido')
    await expect(input(page)).toBeFocused()
    await expect(page.locator('[role="listbox"][data-term="vestido"]')).toBeAttached()
    await expect(input(page)).toHaveAttribute('aria-expanded', 'true')
  })

  test('arrow keys, Enter and Escape follow the combobox pattern', async ({ page }) => {
    await page.goto('/')
    await typeTerm(page, 'camiseta')
    const box = input(page)
    const options = listbox(page).getByRole('option')
    await expect(box).not.toHaveAttribute('aria-activedescendant')
    await box.press('ArrowDown')
    const first = await options.nth(0).getAttribute('id')
    await expect(box).toHaveAttribute('aria-activedescendant', first!)
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
    await box.press('ArrowDown')
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!)
    await box.press('ArrowUp')
    await box.press('ArrowUp')
    // Up from the first option wraps to the last ("see all results").
    const last = options.last()
    await expect(box).toHaveAttribute('aria-activedescendant', (await last.getAttribute('id'))!)
    await expect(last).toHaveText('Ver todos os resultados')
    await expect(box).toBeFocused()

    // Escape closes first, then clears.
    await box.press('Escape')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await expect(box).toHaveValue('camiseta')
    await box.press('Escape')
    await expect(box).toHaveValue('')

    // Enter on a highlighted product opens it.
    await typeTerm(page, 'camiseta')
    await box.press('ArrowDown')
    const href = await listbox(page).locator('.vt-instant__option--product .vt-instant__name').first().textContent()
    await box.press('Enter')
    await expect(page.locator('h1')).toHaveText(href!)
  })

  test('Enter with nothing highlighted submits the form to the results page; history keeps terms with results', async ({
    page
  }) => {
    await page.goto('/')
    await typeTerm(page, 'vestido')
    await input(page).press('Enter')
    await expect(page).toHaveURL(/\/search\?term=vestido$/)
    await expect(cardNames(page).first()).toBeVisible()
    // A term with no results is not remembered.
    await typeTerm(page, 'xyzwvq')
    await expect(page.locator('.vt-instant__note')).toHaveText('Nenhum produto encontrado para "xyzwvq"')
    await input(page).press('Enter')
    await expect(page).toHaveURL(/term=xyzwvq/)
    await expect(resultsPage(page)).toHaveAttribute('data-widget-state', 'ready')
    await page.goto('/')
    await input(page).focus()
    await expect(listbox(page)).toHaveAccessibleName('Buscas recentes')
    const history = listbox(page).locator('.vt-instant__option--history')
    await expect(history).toHaveText(['vestido'])
    expect(await page.evaluate(() => localStorage.getItem('ecomSeachHistory_1011'))).toBe('vestido')
    // A remembered term is one key press away.
    await input(page).press('ArrowDown')
    await input(page).press('Enter')
    await expect(page).toHaveURL(/\/search\?term=vestido$/)
  })

  test('Enter right after an arrow, before the list has drawn the highlight, picks the option the arrow reached', async ({
    page
  }) => {
    await page.addInitScript(() => localStorage.setItem('ecomSeachHistory_1011', 'vestido'))
    await page.goto('/')
    await input(page).focus()
    await expect(listbox(page)).toHaveAccessibleName('Buscas recentes')
    // Both keys in one task, as a fast keyboard on a busy phone delivers them: no render between them.
    await input(page).evaluate((el) => {
      for (const key of ['ArrowDown', 'Enter'])
        el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
    })
    await expect(page).toHaveURL(/\/search\?term=vestido$/)
  })

  test('a misspelt term offers the corrected one', async ({ page }) => {
    await page.goto('/')
    await typeTerm(page, 'camisteta')
    const suggestion = listbox(page).locator('.vt-instant__option--suggestion')
    await expect(suggestion).toHaveText('Você quis dizer camiseta?')
    await suggestion.click()
    await expect(input(page)).toHaveValue('camiseta')
    await expect(page.locator('[role="listbox"][data-term="camiseta"]')).toBeAttached()
    // The results page offers it too, as a link.
    await page.goto('/search?term=camisteta')
    await expect(resultsPage(page)).toHaveAttribute('data-widget-state', 'ready')
    await resultsPage(page).getByRole('link', { name: 'Você quis dizer camiseta?' }).click()
    await expect(page).toHaveURL(/term=camiseta$/)
  })

  test('a failed search shows the message and the box keeps working', async ({ page }) => {
    await page.goto('/')
    const restore = await breakSearch(page)
    await input(page).click()
    await input(page).pressSequentially('camiseta', { delay: 30 })
    await expect(page.locator('.vt-instant__error')).toHaveText(ERROR, { timeout: 10_000 })
    await expect(page.getByRole('alert')).toHaveText(ERROR)
    await restore()
    await input(page).press('Backspace')
    await expect(page.locator('[role="listbox"][data-term="camiset"]')).toBeAttached()
    await expect(page.locator('.vt-instant__error')).toHaveCount(0)
    await expect(input(page)).toBeEditable()
  })
})

test.describe('results page', () => {
  test('a filter and a sort change the results and the URL; back and forward restore them', async ({ page }) => {
    await page.goto('/search')
    await expect(resultsPage(page)).toHaveAttribute('data-widget-state', 'ready')
    const all = await cardNames(page).allTextContents()
    const count = page.locator('.vt-search__count')
    const before = await count.textContent()

    const brands = page.getByRole('group', { name: 'Marcas' })
    const brand = brands.getByRole('checkbox').first()
    const brandName = (await brands.locator('label span:not(.vt-facet__count)').first().textContent())!
    await brand.check()
    await expect(page).toHaveURL(new RegExp(`brands=${encodeURIComponent(brandName).replace(/%20/g, '(\\+|%20)')}`))
    await expect(count).not.toHaveText(before!)
    const filtered = await cardNames(page).allTextContents()
    expect(filtered).not.toEqual(all)

    await page.getByLabel('Ordenar por').selectOption({ label: 'Menor preço' })
    await expect(page).toHaveURL(/sort=lowest_price/)
    await expect(cardNames(page)).not.toHaveText(filtered)
    const sorted = await cardNames(page).allTextContents()

    await page.goBack()
    await expect(page).not.toHaveURL(/sort=/)
    await expect(cardNames(page)).toHaveText(filtered)
    await expect(page.getByLabel('Ordenar por')).toHaveValue('default')
    await page.goBack()
    await expect(page).toHaveURL(/\/search$/)
    await expect(cardNames(page)).toHaveText(all)
    await expect(brands.getByRole('checkbox').first()).not.toBeChecked()
    await page.goForward()
    await page.goForward()
    await expect(page).toHaveURL(/sort=lowest_price/)
    await expect(cardNames(page)).toHaveText(sorted)
    await expect(page.getByLabel('Ordenar por')).toHaveValue('lowest_price')
  })

  test('ticking a brand keeps the other brands on offer (disjunctive facets); a second one widens the results', async ({
    page
  }) => {
    await page.goto('/search')
    await expect(resultsPage(page)).toHaveAttribute('data-widget-state', 'ready')
    const brands = page.getByRole('group', { name: 'Marcas' })
    const options = brands.getByRole('checkbox')
    const names = await brands.locator('label span:not(.vt-facet__count)').allTextContents()
    expect(names.length).toBeGreaterThan(2)
    const count = page.locator('.vt-search__count')
    await options.nth(0).check()
    await expect(page).toHaveURL(/brands=/)
    await expect(resultsPage(page)).toHaveAttribute('data-widget-state', 'ready')
    const one = await count.textContent()
    // Every brand is still offered, with the counts it had before (its own group's filter does not count it).
    await expect(brands.locator('label span:not(.vt-facet__count)')).toHaveText(names)
    await options.nth(1).check()
    await expect(count).not.toHaveText(one!)
    await expect(brands.locator('label span:not(.vt-facet__count)')).toHaveText(names)
    await expect(options.nth(0)).toBeChecked()
    await expect(options.nth(1)).toBeChecked()
  })

  test('the state in the URL survives a reload; pagination moves focus to the new results', async ({ page }) => {
    await page.goto('/search?sort=highest_price&price_min=100')
    await expect(resultsPage(page)).toHaveAttribute('data-widget-state', 'ready')
    await expect(page.getByLabel('Preço mínimo')).toHaveValue('100')
    const firstPage = await cardNames(page).allTextContents()
    const pager = page.getByRole('navigation', { name: 'Paginação' })
    await pager.getByRole('link', { name: 'Página 2' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(pager.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page')
    await expect(cardNames(page).first()).not.toHaveText(firstPage[0]!)
    await expect(page.locator('.vt-search__count')).toBeFocused()
    await page.reload()
    await expect(pager.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page')
  })

  test('a page past the end becomes the last page, with one search', async ({ page }) => {
    const searches: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/search/v1/items.json')) searches.push(r.url())
    })
    await page.goto('/search?sort=highest_price&price_min=100&page=999')
    await expect(resultsPage(page)).toHaveAttribute('data-widget-state', 'ready')
    await expect(page).not.toHaveURL(/page=999/)
    await expect(page).toHaveURL(/sort=highest_price/) // the rest of the state stays
    const last = Number(new URL(page.url()).searchParams.get('page'))
    expect(last).toBeGreaterThan(1)
    await expect(cardNames(page).first()).toBeVisible()
    await expect(page.locator('.vt-search__empty')).toHaveCount(0)
    const pager = page.getByRole('navigation', { name: 'Paginação' })
    await expect(pager.getByRole('link', { name: `Página ${last}` })).toHaveAttribute('aria-current', 'page')
    await page.waitForLoadState('networkidle')
    // The server's answer for page 999 is adopted; only the last page is searched.
    expect(searches).toHaveLength(1)
    // Replaced, not pushed: back leaves the results page rather than returning to page 999.
    await page.goBack()
    expect(page.url()).not.toContain('page=999')
  })

  test('the price range filters by the typed bounds', async ({ page }) => {
    await page.goto('/search')
    await expect(resultsPage(page)).toHaveAttribute('data-widget-state', 'ready')
    await page.getByLabel('Preço mínimo').fill('50')
    await page.getByLabel('Preço máximo').fill('80,50')
    await page.getByRole('button', { name: 'Aplicar filtros' }).click()
    await expect(page).toHaveURL(/price_min=50&price_max=80\.5/)
    // The URL changes as the search starts; the cards are replaced when its answer arrives.
    const prices = async () =>
      (await resultsPage(page).locator('.vt-price__value').allTextContents()).map((text) =>
        Number(text.replace(/[^\d,]/g, '').replace(',', '.'))
      )
    const inRange = (values: number[]) => values.length > 0 && values.every((v) => v >= 50 && v <= 80.5)
    // The answer of a search, which a loaded machine can take longer than the default 8 s to bring.
    await expect.poll(async () => inRange(await prices()), { timeout: 20_000 }).toBe(true)
  })

  test('the price range keeps focus on the control used; back shows the bounds applied before', async ({ page }) => {
    await page.goto('/search')
    await expect(resultsPage(page)).toHaveAttribute('data-widget-state', 'ready')
    const low = page.getByLabel('Preço mínimo')
    await low.fill('50')
    await low.press('Enter')
    await expect(page).toHaveURL(/price_min=50/)
    await expect(low).toBeFocused()
    await low.fill('60')
    const apply = page.getByRole('button', { name: 'Aplicar filtros' })
    await apply.click()
    await expect(page).toHaveURL(/price_min=60/)
    await expect(apply).toBeFocused()
    await page.goBack()
    await expect(page).toHaveURL(/price_min=50/)
    await expect(low).toHaveValue('50')
  })

  test('nothing found: the empty state offers a way out', async ({ page }) => {
    await page.goto('/search?term=camiseta&brands=Casa%20Serena')
    await expect(resultsPage(page)).toHaveAttribute('data-widget-state', 'ready')
    await expect(page.locator('.vt-search__count')).toHaveText('Nenhum produto encontrado')
    await expect(page.locator('.vt-search__empty')).toContainText('Nenhum produto encontrado para "camiseta"')
    await page.getByRole('button', { name: 'Limpar filtros' }).first().click()
    await expect(page).toHaveURL(/\/search\?term=camiseta$/)
    await expect(cardNames(page).first()).toBeVisible()
  })

  test('adopts the server-rendered results: no search on load, one for the first filter', async ({ page }) => {
    const calls: string[] = []
    page.on('request', (r) => {
      const url = r.url()
      // Searches, and product reads from the store, its cache or the storefront API.
      if (/\/api\/(search|store|store-cache|storefront)\//.test(url)) calls.push(`${r.method()} ${url}`)
    })
    await page.goto('/search?term=camiseta')
    await expect(resultsPage(page)).toHaveAttribute('data-widget-state', 'ready')
    // Every island but those waiting for the shopper has settled, and so has the network: the header search box and the
    // side menu wait for a touch, the footer's seals to be scrolled near.
    const waiting = ['search', 'side-menu', 'customer-reviews', 'ebit', 'confi']
    await allReady(page, `[data-widget]${waiting.map((w) => `:not([data-widget="${w}"])`).join('')}`)
    await page.waitForLoadState('networkidle')
    // The server searched for this very state and embedded its answer: the island adopts it, the cards stay.
    const names = await cardNames(page).allTextContents()
    expect(names.length).toBeGreaterThan(0)
    expect(calls).toEqual([])
    await expect(resultsPage(page).locator('.vt-facet').first()).toBeVisible()
    const searched = page.waitForResponse((r) => r.url().includes('/api/search/v1/items.json'))
    await page.getByRole('group', { name: 'Marcas' }).getByRole('checkbox').first().check()
    await searched
    await expect(resultsPage(page)).toHaveAttribute('data-widget-state', 'ready')
    await page.waitForLoadState('networkidle')
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatch(/^POST .*\/api\/search\/v1\/items\.json$/)
  })

  test("'Menor preço' lists priced items first, cheapest first; items on request come after them", async ({ page }) => {
    await page.goto('/search')
    await expect(resultsPage(page)).toHaveAttribute('data-widget-state', 'ready')
    await page.getByLabel('Ordenar por').selectOption('lowest_price')
    await expect(page).toHaveURL(/sort=lowest_price/)
    await expect(resultsPage(page)).toHaveAttribute('data-widget-state', 'ready')
    const cards = resultsPage(page).locator('.vt-card')
    await expect(cards.first()).toBeVisible()
    // A price sort alone would open the list with the 'Sob consulta' items (price 0).
    await expect(resultsPage(page).locator('.vt-card__status', { hasText: 'Sob consulta' })).toHaveCount(0)
    const values = await resultsPage(page).locator('.vt-price__value').allTextContents()
    const prices = values.map((v) => Number(v.replace(/[^\d,]/g, '').replace(',', '.')))
    expect(prices.length).toBeGreaterThan(4)
    expect(prices[0]).toBeGreaterThan(0)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  test('a failed refinement shows the message; the page stays usable', async ({ page }) => {
    await page.goto('/search')
    await expect(resultsPage(page)).toHaveAttribute('data-widget-state', 'ready')
    const before = await cardNames(page).allTextContents()
    const restore = await breakSearch(page, 'drop')
    await page.getByLabel('Ordenar por').selectOption('lowest_price')
    await expect(resultsPage(page).getByRole('alert')).toHaveText(ERROR)
    // The previous results stay, and the next attempt works.
    await expect(cardNames(page)).toHaveText(before)
    await restore()
    await page.getByLabel('Ordenar por').selectOption('highest_price')
    await expect(resultsPage(page).getByRole('alert')).toHaveCount(0)
    await expect(cardNames(page)).not.toHaveText(before)
  })

  test('without the server answer the island searches; when that fails the server results stay', async ({ page }) => {
    await breakSearch(page, 'drop')
    // A page whose server answer is missing (a theme that does not embed it): the island must search itself.
    await page.route('**/search?term=camiseta', async (route) => {
      const response = await route.fetch()
      const body = (await response.text()).replace(
        /<script type="application\/json" data-search-answer[^>]*>[^<]*<\/script>/,
        ''
      )
      await route.fulfill({ response, body })
    })
    await page.goto('/search?term=camiseta')
    await expect(resultsPage(page)).toHaveAttribute('data-widget-state', 'error')
    await expect(resultsPage(page).getByRole('alert')).toHaveText(ERROR)
    await expect(cardNames(page).first()).toBeVisible()
  })

  test('takes over the server results without a layout shift, and is axe clean', async ({ page }) => {
    const cls = await watchLayoutShift(page)
    await page.goto('/search?term=camiseta')
    await expect(resultsPage(page)).toHaveAttribute('data-widget-state', 'ready')
    await expect(resultsPage(page).locator('.vt-facet').first()).toBeVisible()
    expect(await cls()).toBeLessThan(0.05)
    expect(await axeViolations(page)).toEqual([])
    // And with the instant dropdown open over it.
    await typeTerm(page, 'vestido')
    expect(await axeViolations(page)).toEqual([])
  })

  test('category and brand pages: the same island with a fixed filter', async ({ page }) => {
    await page.goto('/moda')
    await expect(page.locator('h1')).toHaveText('Moda')
    await expect(resultsPage(page)).toHaveAttribute('data-widget-state', 'ready')
    const categories = page.getByRole('group', { name: 'Categorias' })
    // The page's own category is not offered: it always applies.
    await expect(categories.getByRole('checkbox', { name: /^Moda/ })).toHaveCount(0)
    const total = Number((await page.locator('.vt-search__count').textContent())!.replace(/\D/g, ''))
    await categories.getByRole('checkbox', { name: /^Camisetas/ }).check()
    await expect(page).toHaveURL(/\/moda\?categories=Camisetas$/)
    // The address follows the filter at once; the count once the narrowed results are in.
    const count = async () => Number((await page.locator('.vt-search__count').textContent())!.replace(/\D/g, ''))
    await expect.poll(count).toBeLessThan(total)
    expect(await count()).toBeGreaterThan(0)

    await page.goto('/urbano')
    await expect(page.locator('h1')).toHaveText('Urbano')
    await expect(resultsPage(page)).toHaveAttribute('data-widget-state', 'ready')
    await expect(page.getByRole('group', { name: 'Marcas' })).toHaveCount(0)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the header form is a plain GET form to the results page', async ({ page }) => {
    await page.goto('/')
    await input(page).fill('camiseta')
    await input(page).press('Enter')
    await expect(page).toHaveURL(/\/search\?term=camiseta$/)
    await expect(page.locator('h1')).toHaveText('Resultados para "camiseta"')
    await expect(cardNames(page).first()).toContainText(/camiseta/i)
    await expect(page.locator('.vt-search__count')).toHaveText(/\d+ produtos? encontrados?/)
  })
})
