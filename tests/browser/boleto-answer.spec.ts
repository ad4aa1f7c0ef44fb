import { expect, test, type APIRequestContext } from '@playwright/test'
import { cartLine } from './checkout-helpers'
import { axeViolations, failOnMissingLabels } from './helpers'

failOnMissingLabels(test)

// A boleto as the platform's Pagar.me app answers it: the PDF in banking_billet.link and payment_link, no line to
// type (its `code` is left out) and the due date under a misspelt key. The confirmation still stands, offers the
// boleto and shows no due date rather than a wrong one; with valid_thru it shows that date.

async function boletoOrder(request: APIRequestContext) {
  const line = await cartLine(request, 1)
  const res = await request.post('/api/modules/v1/@checkout.json', {
    headers: { 'X-Store-ID': '1011', 'Content-Type': 'application/json' },
    data: {
      items: [{ product_id: line.product_id, quantity: 1 }],
      shipping: { to: { zip: '01310100' } },
      transaction: { payment_method: { code: 'banking_billet' } },
      customer: { main_email: 'boleto.app@example.com' }
    }
  })
  expect(res.status()).toBe(200)
  return res.json()
}

test('a boleto answered with its link only: the confirmation offers it, with the due date only from valid_thru', async ({
  page,
  request
}) => {
  const answer = await boletoOrder(request)
  const pdf = 'https://boleto.pagar.me.invalid/bol_123/pdf'
  const { code: _, valid_thru, ...rest } = answer.transaction.banking_billet
  const asApp = (billet: Record<string, unknown>) => ({
    ...answer,
    transaction: { ...answer.transaction, banking_billet: { ...rest, ...billet, link: pdf }, payment_link: pdf }
  })
  await page.addInitScript(
    (stored) => {
      if (sessionStorage.getItem('__seeded')) return
      sessionStorage.setItem('__seeded', '1')
      sessionStorage.setItem('vitrineLastOrder_1011', JSON.stringify(stored))
    },
    asApp({ valid_thrud: valid_thru })
  )
  await page.goto(`/app/#/confirmation/${answer.order._id}/${answer.order.number}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido realizado com sucesso!' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Abrir boleto' })).toHaveAttribute('href', pdf)
  await expect(page.locator('.vt-billet-code')).toHaveCount(0)
  await expect(page.getByText(/Vencimento do boleto/)).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])

  // With valid_thru, its date is shown.
  await page.evaluate(
    (stored) => sessionStorage.setItem('vitrineLastOrder_1011', JSON.stringify(stored)),
    asApp({ valid_thru })
  )
  await page.reload()
  await expect(page.getByText(/^Vencimento do boleto: \d{2}\/\d{2}\/\d{4}$/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Abrir boleto' })).toHaveAttribute('href', pdf)
})
