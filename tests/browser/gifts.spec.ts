import { expect, test } from '@playwright/test'
import { axeViolations, failOnMissingLabels } from './helpers'
import { fillAddress, fillVisitor, openWithCart } from './checkout-helpers'

failOnMissingLabels(test)

type LogEntry = { api: string; method: string; path: string; status: number; body?: string }
const STORE = { 'X-Store-ID': '1011' }

test('a cart that earns a gift shows it, loses it below the rule, and buys it at R$ 0,00', async ({
  page,
  request
}) => {
  test.slow()
  // The demo's rule: the coupon BRINDE on a cart from R$ 300. The gift product is bought too, to show the two
  // lines never merge.
  const rule = await request.post('/api/modules/v1/apply_discount.json', {
    headers: STORE,
    data: { amount: { subtotal: 300, total: 300 }, discount_coupon: 'BRINDE' }
  })
  const [giftId] = (await rule.json()).result[0].response.freebie_product_ids as string[]
  const product = await (await request.get(`/api/store/v1/products/${giftId}.json`, { headers: STORE })).json()
  const quantity = Math.ceil(300 / product.price)
  const line = {
    _id: 'giftbought'.padEnd(24, '0'),
    product_id: giftId,
    name: product.name,
    quantity,
    price: product.price,
    final_price: product.price,
    slug: product.slug
  }
  await openWithCart(page, [line])
  const lines = page.locator('[data-cart-lines] .vt-line')
  await expect(lines).toHaveCount(1)
  await page.getByLabel('Cupom de desconto').fill('brinde')
  await page.getByRole('button', { name: 'Aplicar' }).click()
  await expect(page.getByText('Cupom aplicado')).toBeVisible()

  const gift = lines.filter({ has: page.locator('.vt-line__gift', { hasText: 'Brinde' }) })
  await expect(gift).toHaveCount(1)
  await expect(lines).toHaveCount(2)
  await expect(gift.locator('.vt-line__total')).toHaveText(/^R\$\s0,00$/)
  await expect(gift.getByText('Quantidade: 1')).toBeVisible()
  await expect(gift.getByRole('button', { name: /Remover/ })).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])

  // One unit fewer and the cart is below R$ 300: the gift goes; back up, it returns.
  const bought = lines.filter({ hasNot: page.locator('.vt-line__gift') })
  await bought.getByRole('button', { name: 'Diminuir quantidade' }).click()
  await expect(gift).toHaveCount(0)
  await expect(lines).toHaveCount(1)
  await bought.getByRole('button', { name: 'Aumentar quantidade' }).click()
  await expect(gift).toHaveCount(1)

  await page.getByRole('button', { name: 'Finalizar compra' }).click()
  await expect(page).toHaveURL(/#\/checkout\/identification$/)
  const email = `brinde.${Date.now()}@example.com`
  await fillVisitor(page, email)
  await fillAddress(page)
  await page.getByRole('radio', { name: /Boleto/ }).check()
  const review = page.locator('.vt-review__items li')
  await expect(review).toHaveCount(2)
  await expect(review.filter({ hasText: 'Brinde' })).toHaveText(/^1 × .+Brinde\s*R\$\s0,00$/)
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Finalizar pedido' }).click()
  await expect(page).toHaveURL(/#\/confirmation\//)

  const entries = (await (await request.get('/__platform/log')).json()) as LogEntry[]
  const sent = entries.find((e) => e.method === 'POST' && e.path.endsWith('@checkout.json') && e.body?.includes(email))
  expect(sent!.status).toBe(200)
  expect(JSON.parse(sent!.body!).items).toEqual([
    expect.objectContaining({ product_id: giftId, quantity }),
    expect.objectContaining({ product_id: giftId, quantity: 1, flags: ['freebie', '__tmp'] })
  ])
  // The order, read as its buyer: the gift at 0, the bought units at their price.
  const session = await (
    await request.post('/api/passport/v1/identify.json', { data: { email, doc_number: '529.982.247-25' } })
  ).json()
  const headers = { ...STORE, 'X-My-ID': session.auth.id, 'X-Access-Token': session.auth.token.access_token }
  const order = await (
    await request.get(`/api/store/v1/orders/${session.customer.orders[0]._id}.json`, { headers })
  ).json()
  expect(order.items.find((i: { flags?: string[] }) => i.flags?.includes('freebie'))).toMatchObject({
    product_id: giftId,
    quantity: 1,
    price: 0,
    final_price: 0
  })
  expect(order.amount.subtotal).toBe(Math.round(product.price * quantity * 100) / 100)
})
