import { expect, type Route, test } from '@playwright/test'

// Chunks every page needs are asked for together with the runtime, not each once the one before has been read: on a
// phone's network every level of that chain was a round trip more before the first island.
test('the loader asks for the shared chunks with the runtime, while the runtime is still on its way', async ({
  page
}) => {
  const held: Route[] = []
  const asked: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/chunks/')) asked.push(new URL(r.url()).pathname.split('/').pop()!)
  })
  await page.route(/\/chunks\/runtime-[^/]*\.js$/, (route) => void held.push(route))
  await page.goto('/')
  await expect.poll(() => held.length).toBeGreaterThan(0)
  await expect.poll(() => asked.filter((f) => /^(app-shared|rolldown-runtime)-/.test(f)).length).toBe(2)
  for (const route of held.splice(0)) await route.continue()
  await page.unroute(/\/chunks\/runtime-[^/]*\.js$/)
  await expect(page.locator('[data-widget="minicart"][data-widget-state="ready"]')).toBeVisible()
})
