import { expect, test } from '@playwright/test'

// The results page without JavaScript: the server renders sort, filters and pages as GET forms and plain links in the
// URL parameters the results island reads, so the shopper can still sort, filter and page.
test.use({ javaScriptEnabled: false })

const names = (page: import('@playwright/test').Page) => page.locator('.vt-search__grid .vt-card__name')

test('sort, filters and pagination work as plain forms and links', async ({ page }) => {
  await page.goto('/search')
  const first = await names(page).allTextContents()
  expect(first.length).toBe(24)

  // Pagination: a plain link to page 2.
  await page.getByRole('navigation', { name: 'Paginação' }).getByRole('link', { name: 'Próxima' }).click()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(names(page).first()).not.toHaveText(first[0]!)
  await expect(page.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page')

  // Sort: a GET form; the chosen order comes back selected, and the page starts again at 1.
  await page.getByLabel('Ordenar por').selectOption('lowest_price')
  await page.getByRole('button', { name: 'Ordenar' }).click()
  await expect(page).toHaveURL(/sort=lowest_price/)
  await expect(page).not.toHaveURL(/page=/)
  await expect(page.getByLabel('Ordenar por')).toHaveValue('lowest_price')
  await expect(page.locator('.vt-card__status', { hasText: 'Sob consulta' })).toHaveCount(0)

  // Filters: a GET form in the filters disclosure; the sort rides along.
  await page.locator('.vt-search__filters summary').click()
  const brands = page.getByRole('group', { name: 'Marcas' })
  const brand = (await brands.locator('label span:not(.vt-facet__count)').first().textContent())!
  await brands.getByRole('checkbox').first().check()
  await page.getByRole('button', { name: 'Aplicar filtros' }).click()
  await expect(page).toHaveURL(/sort=lowest_price/)
  await expect(page).toHaveURL(/brands=/)
  const count = await page.locator('.vt-search__count').textContent()
  expect(count).toMatch(/\d+ produtos? encontrados?/)
  expect(Number(count!.match(/\d+/)![0])).toBeLessThan(72)
  await page.locator('.vt-search__filters summary').click()
  await expect(brands.getByRole('checkbox', { name: new RegExp(`^${brand}`) })).toBeChecked()
  // Disjunctive: the other brands are still offered.
  expect(await brands.getByRole('checkbox').count()).toBeGreaterThan(1)
})

test('a category page filters and pages on its own path', async ({ page }) => {
  await page.goto('/search')
  const category = page.locator('.footer-nav h2 a').first()
  const href = (await category.getAttribute('href'))!
  await page.goto(href)
  const form = page.locator('.vt-search__filters form')
  await expect(form).toHaveAttribute('action', href)
  await expect(page.locator('.vt-search__sort')).toHaveAttribute('action', href)
})
