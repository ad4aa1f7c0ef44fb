import { expect, test, type Route } from '@playwright/test'
import { atReview, cartLine } from './checkout-helpers'
import { axeViolations, failOnMissingLabels } from './helpers'

failOnMissingLabels(test)

const cents = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100)

// 'Finalizar pedido' pressed right after a quantity change (the 600 ms settle, then apply_discount for the new cart)
// is held until the new total is in, then goes on by itself: what the review and the confirmation show is what the
// platform charges. The discount answer is held here so the wait is certain, whatever the machine's load.
test('an order pressed while the total is recomputed waits for it and is placed for the new total', async ({
  page,
  context,
  request
}) => {
  test.setTimeout(90_000)
  const line = await cartLine(request, 2, 1)
  await atReview(page, context, request, line)
  await page.getByRole('radio', { name: /Boleto bancário/ }).check()
  const total = page.locator('[data-total="total"]')
  await expect(total).not.toHaveAttribute('aria-busy', 'true')
  const before = cents((await total.textContent()) ?? '')

  let release: () => void = () => {}
  const asked = new Promise<void>((resolveAsked) => {
    void page.route('**/apply_discount*', async (route: Route) => {
      resolveAsked()
      await new Promise<void>((r) => {
        release = r
      })
      await route.continue()
    })
  })
  const posted: number[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/@checkout.json')) posted.push(Date.now())
  })

  await page.evaluate((id) => {
    ;(window as any).storefront.cart.increaseItemQnt(id, 2)
  }, line._id)
  const place = page.getByRole('button', { name: 'Finalizar pedido' })
  await place.click()

  // Held, visibly and for screen readers, with focus kept on the button; nothing sent yet.
  const waiting = page.getByRole('button', { name: 'Atualizando o total…' })
  await expect(waiting).toHaveAttribute('aria-busy', 'true')
  await expect(waiting).toBeFocused()
  await expect(page.getByRole('status').filter({ hasText: 'Atualizando o total…' })).toHaveCount(1)
  expect(await axeViolations(page)).toEqual([])
  await asked
  expect(posted).toEqual([])

  const answered = page.waitForResponse((r) => r.url().endsWith('/@checkout.json') && r.request().method() === 'POST')
  const discountAt = Date.now()
  release()
  const answer = (await (await answered).json()) as { order: { amount: { total: number } } }
  expect(posted).toHaveLength(1)
  expect(posted[0]).toBeGreaterThanOrEqual(discountAt)

  await expect(page).toHaveURL(/#\/confirmation\//)
  const charged = Math.round(answer.order.amount.total * 100)
  expect(charged).not.toBe(before)
  // The confirmation says what the platform charged for the new cart, not the figure of the cart before.
  await expect(page.locator('.vt-confirmation__items').last()).toContainText(
    (charged / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' })
  )
})
