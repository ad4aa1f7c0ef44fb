import { expect, test, type Page } from '@playwright/test'
import { failOnMissingLabels } from './helpers'

failOnMissingLabels(test)

const resultsPage = (page: Page) => page.locator('[data-widget="search-page"]')
const count = async (page: Page) => Number((await page.locator('.vt-search__count').textContent())!.replace(/\D/g, ''))

/**
 * Serves the demo's category page with its option rewritten as a theme would write it, and without the server's
 * search answer, so the results shown are the island's own search with that option.
 */
async function categoryPageWith(page: Page, path: string, from: string, to: string) {
  await page.route(`**${path}`, async (route) => {
    const answer = await route.fetch()
    const html = (await answer.text())
      .replace(from, to)
      .replace(/<script type="application\/json" data-search-answer="[^"]*">[\s\S]*?<\/script>/, '')
    await route.fulfill({ response: answer, body: html })
  })
}

/** The category and brand filters of the page's searches, as sent. */
function sentScopes(page: Page) {
  const sent: string[] = []
  page.on('request', (r) => {
    if (/\/items\.json/.test(r.url()) && r.method() === 'POST') {
      const terms = JSON.stringify(r.postData()).match(/(categories|brands)\.name[^\]]*\]/g)
      if (terms) sent.push(...terms)
    }
  })
  return sent
}

test.describe('category and brand options take the slug or the name', () => {
  test("a category's slug fixes the same filter as its name", async ({ page }) => {
    await page.goto('/moda')
    await expect(resultsPage(page)).toHaveAttribute('data-widget-state', 'ready')
    const byName = await count(page)
    expect(byName).toBeGreaterThan(0)

    await categoryPageWith(page, '/moda', 'data-category="Moda"', 'data-category="moda"')
    const warnings: string[] = []
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()))
    const sent = sentScopes(page)
    const searched = page.waitForResponse((r) => /\/items\.json/.test(r.url()) && r.request().method() === 'POST')
    await page.goto('/moda')
    await searched
    await expect(resultsPage(page)).toHaveAttribute('data-widget-state', 'ready')
    expect(await count(page)).toBe(byName)
    expect(sent.some((s) => s.includes('Moda'))).toBe(true)
    expect(warnings.filter((w) => w.includes('search-page'))).toEqual([])
  })

  test("a brand's name in another case fixes its filter", async ({ page }) => {
    await page.goto('/urbano')
    await expect(resultsPage(page)).toHaveAttribute('data-widget-state', 'ready')
    const byName = await count(page)
    await categoryPageWith(page, '/urbano', 'data-brand="Urbano"', 'data-brand="URBANO"')
    await page.goto('/urbano')
    await expect(resultsPage(page)).toHaveAttribute('data-widget-state', 'ready')
    expect(await count(page)).toBe(byName)
  })

  test('an unmatched category is a console warning naming the widget and the option', async ({ page }) => {
    await categoryPageWith(page, '/moda', 'data-category="Moda"', 'data-category="modas"')
    const warned = page.waitForEvent('console', (m) => m.type() === 'warning' && m.text().includes('search-page'))
    await page.goto('/moda')
    const text = (await warned).text()
    expect(text).toContain('data-category="modas"')
    expect(text).toContain('category')
  })
})
