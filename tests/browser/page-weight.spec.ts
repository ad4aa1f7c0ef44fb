import { expect, test } from '@playwright/test'
import { readFileSync } from 'node:fs'
// The bench's own measuring code: the budgets checked here are the ones `npm run bench` prints.
import {
  cardRequests,
  measurePage,
  measureVisit,
  nextPageOver,
  overBudget,
  resolvePaths
} from '../../bench/page-weight-lib.mjs'

interface PageBudget {
  before?: number
  files?: number
  after: number
  cards?: number
}
const all = JSON.parse(readFileSync(new URL('../../budgets.json', import.meta.url), 'utf8'))
const budgets = all.pages as Record<string, PageBudget>

// What a shopper downloads per page is the contract (budgets.json, `pages`): JS bytes gzip, files, card requests.
test.describe('page weight', () => {
  for (const name of Object.keys(budgets).filter((k) => !k.startsWith('$'))) {
    test(`the ${name} page stays within its budget`, async ({ browser, baseURL }) => {
      const p = (await resolvePaths(baseURL!)).find((x) => x.name === name)!
      const m = await measurePage(browser, baseURL!, p)
      const b = budgets[name]!
      // Bytes keep the build's room rule (5 % under each ceiling); files and card requests are held as counts.
      expect(overBudget(name, m, b)).toEqual([])
      // Where cards are budgeted (the home page), the cards visible before any scroll cost one request at most. (A
      // product page also reads its own product: that is not a card request, but has the same path.)
      if (b.cards !== undefined) expect(cardRequests(m.before.api).length).toBeLessThanOrEqual(1)
    })
  }

  // A visit: each next page fetches only what the pages before it did not (chunks are content-hashed and cached).
  test('each next page in a visit stays within the next-page budget', async ({ browser, baseURL }) => {
    // Four pages measured as the ones above, each about 10 s.
    test.setTimeout(120_000)
    const pages = await resolvePaths(baseURL!)
    const visit = ['home', 'category', 'product', 'cart'].map((n) => pages.find((p) => p.name === n)!)
    const next = await measureVisit(browser, baseURL!, visit)
    expect(next.map((n) => n.name)).toEqual(['category', 'product', 'cart'])
    expect(next.map((n) => nextPageOver(n, all.nextPage)).filter(Boolean)).toEqual([])
  })
})
