import { expect, test } from '@playwright/test'
import { allReady, axeViolations } from './helpers'

// A theme typo in the store id (a letter O for a zero) must not send a single request to the platform.
test('a page whose ecom:store_id is 1O11 makes no API call, shows every widget in error and says why', async ({
  page
}) => {
  await page.route('/', async (route) => {
    const res = await route.fetch()
    const html = (await res.text()).replace(
      /<meta name="ecom:store_id" content="\d+">/,
      '<meta name="ecom:store_id" content="1O11">'
    )
    await route.fulfill({ response: res, body: html })
  })
  const apiCalls: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url())
  })
  const consoleLines: string[] = []
  page.on('console', (m) => consoleLines.push(m.text()))
  await page.addInitScript(() => {
    const w = window as unknown as { __errors: string[] }
    w.__errors = []
    addEventListener('ecom:widget:error', (e) =>
      w.__errors.push(String((e as CustomEvent<{ error: Error }>).detail.error.message))
    )
  })
  await page.goto('/')
  expect(await page.locator('meta[name="ecom:store_id"]').getAttribute('content')).toBe('1O11')
  await allReady(page)
  const widgets = page.locator('[data-widget]')
  const count = await widgets.count()
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) await expect(widgets.nth(i)).toHaveAttribute('data-widget-state', 'error')
  const reasons = await page.evaluate(() => (window as unknown as { __errors: string[] }).__errors)
  expect(reasons).toHaveLength(count)
  for (const r of reasons) expect(r).toContain('ecom:store_id is missing or not a positive integer')
  expect(consoleLines.some((l) => l.includes('ecom:store_id'))).toBe(true)
  // A shopper's tap wakes nothing that would call the platform either.
  await page.mouse.click(5, 5)
  await page.evaluate(() => (window as unknown as { storefront: { ready(): Promise<unknown> } }).storefront.ready())
  expect(apiCalls).toEqual([])
  expect(await axeViolations(page)).toEqual([])
})
