import { expect, test, type Page } from '@playwright/test'
import { axeViolations, failOnMissingLabels } from './helpers'
import { cartLine, openWithCart } from './checkout-helpers'

failOnMissingLabels(test)

// BEMVINDO10 takes 10 % of the subtotal (rounded to the cent); without a CEP the freight is still to be calculated,
// so a total shown as a figure must be the subtotal less that tenth.
const cents = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100
const tenth = (subtotal: number) => Math.round(subtotal / 10)
/** A discount as the totals show it: −R$ 12,34. */
const off = (c: number) => `−${(c / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' })}`

async function withCoupon(page: Page, code: string) {
  await page.goto(`/?coupon=${code}`)
  await expect.poll(() => page.evaluate(() => decodeURIComponent(document.cookie))).toContain(code)
}

type Frame = { subtotal: string; total: string; busy: boolean; discount: string | null; discountBusy: boolean }

/** Samples the totals on every animation frame until stopped: what the shopper could have seen, frame by frame. */
const sampleFrames = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __frames: Frame[]; __sampling: boolean }
    w.__frames = []
    w.__sampling = true
    const read = () => {
      const total = document.querySelector('[data-total="total"]')
      const discount = document.querySelector('[data-total="discount"]')
      w.__frames.push({
        subtotal: document.querySelector('[data-total="subtotal"]')?.textContent ?? '',
        total: total?.textContent ?? '',
        busy: total?.getAttribute('aria-busy') === 'true',
        discount: discount?.textContent ?? null,
        discountBusy: discount?.getAttribute('aria-busy') === 'true'
      })
      if (w.__sampling) requestAnimationFrame(read)
    }
    requestAnimationFrame(read)
  })

test('five quick taps on + never show a total computed with the discount of another cart, and ask for it at most twice', async ({
  page,
  request
}) => {
  test.setTimeout(60_000)
  await withCoupon(page, 'BEMVINDO10')
  const line = await cartLine(request, 2, 1)
  const asked: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/apply_discount')) asked.push(r.postData() ?? '')
  })
  await openWithCart(page, [line])
  const total = page.locator('[data-total="total"]')
  const discount = page.locator('[data-total="discount"]')
  const one = Math.round(line.price * 100)
  await expect(discount).toHaveText(off(tenth(one)))
  await expect(total).not.toHaveAttribute('aria-busy', 'true')
  const before = asked.length

  await sampleFrames(page)
  const plus = page.getByRole('button', { name: 'Aumentar quantidade' })
  for (let i = 0; i < 5; i++) await plus.click()
  const six = one * 6
  // The burst is over once the discount for six units has come back and is shown.
  await expect(discount).toHaveText(off(tenth(six)))
  await expect(total).not.toHaveAttribute('aria-busy', 'true')
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: Frame[]; __sampling: boolean }
    w.__sampling = false
    return w.__frames
  })

  expect(frames.length).toBeGreaterThan(0)
  for (const f of frames) {
    const sub = cents(f.subtotal)
    // Each frame is either marked as waiting or right for the subtotal it shows.
    if (!f.busy) expect({ f, total: cents(f.total) }).toEqual({ f, total: sub - tenth(sub) })
    if (f.discount !== null && !f.discountBusy)
      expect({ f, discount: cents(f.discount) }).toEqual({ f, discount: tenth(sub) })
    // The discount row keeps its place through the burst: the coupon is known.
    expect(f.discount).not.toBeNull()
  }
  expect(frames.some((f) => f.busy)).toBe(true)
  expect(cents(frames.at(-1)!.total)).toBe(six - tenth(six))
  const burst = asked.slice(before)
  expect(burst.length).toBeGreaterThanOrEqual(1)
  expect(burst.length).toBeLessThanOrEqual(2)
  // The last one asked is about six units.
  expect(JSON.parse(burst.at(-1)!).amount.subtotal * 100).toBeCloseTo(six, 0)
  expect(await axeViolations(page)).toEqual([])
})

test('with a coupon in the session, the totals do not move once drawn', async ({ page, request }) => {
  test.setTimeout(60_000)
  await withCoupon(page, 'BEMVINDO10')
  const line = await cartLine(request, 2, 1)
  // Layout shifts of anything in the totals, from before the page's scripts run.
  await page.addInitScript(() => {
    const w = window as unknown as { __totalsShift: number }
    w.__totalsShift = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        value: number
        hadRecentInput: boolean
        sources: { node?: Node }[]
      }[]) {
        const inTotals = e.sources.some((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement
          return Boolean(el?.closest('.vt-totals'))
        })
        if (inTotals && !e.hadRecentInput) w.__totalsShift += e.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const drawn = page.waitForFunction(() => document.querySelector('.vt-totals') !== null)
  await openWithCart(page, [line])
  await drawn
  // The row is there from the first draw, waiting for its figure.
  await expect(page.locator('.vt-totals dt', { hasText: 'Desconto' })).toHaveCount(1)
  const one = Math.round(line.price * 100)
  await expect(page.locator('[data-total="discount"]')).toHaveText(off(tenth(one)))
  await expect(page.locator('[data-total="total"]')).not.toHaveAttribute('aria-busy', 'true')
  // A frame after the figure so its shift, if any, is recorded.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
  const shift = await page.evaluate(() => (window as unknown as { __totalsShift: number }).__totalsShift)
  expect(shift).toBeLessThanOrEqual(0.01)
  expect(await axeViolations(page)).toEqual([])
})
