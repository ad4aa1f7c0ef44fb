import { expect, test, type APIRequestContext } from '@playwright/test'
import { axeViolations, failOnMissingLabels } from './helpers'
import { cartLine, fillAddress, fillVisitor, openWithCart } from './checkout-helpers'

failOnMissingLabels(test)

/** A simple line between R$ 100 and R$ 199,99: two of them qualify for VALE50 (from R$ 200), one does not. */
async function lineUnder200(request: APIRequestContext) {
  for (let skip = 0; skip < 40; skip++) {
    const line = await cartLine(request, skip, 2)
    if (line.price >= 100 && line.price < 200) return line
  }
  throw new Error('no product between R$ 100 and R$ 200 in the demo catalogue')
}

const checkoutBodies = async (request: APIRequestContext, email: string) => {
  const log = (await (await request.get('/__platform/log')).json()) as {
    path: string
    body?: string
    status?: number
  }[]
  return log.filter((e) => e.path.endsWith('@checkout.json') && e.body?.includes(email))
}

test.describe('coupons that stop qualifying', () => {
  test('VALE50 on a cart lowered under R$ 200 leaves the totals at once, says why, is removed and the order goes through', async ({
    page,
    request
  }) => {
    test.setTimeout(90_000)
    const line = await lineUnder200(request)
    await openWithCart(page, [line])
    await page.getByLabel('Cupom de desconto').fill('VALE50')
    await page.getByRole('button', { name: 'Aplicar' }).click()
    await expect(page.getByText('Cupom aplicado')).toBeFocused()
    await expect(page.locator('[data-total="discount"]')).toHaveText('−R$ 50,00')
    // One unit less: the cart is under R$ 200 and the coupon no longer qualifies.
    await page.getByRole('button', { name: 'Diminuir quantidade' }).click()
    const refused = page.locator('.vt-coupon__refused')
    await expect(refused).toContainText(
      'Cupom VALE50 não aplicado: O cupom VALE50 é válido para compras a partir de R$ 200,00.'
    )
    await expect(page.locator('[data-total="discount"]')).toHaveCount(0)
    const one = (Math.round(line.price * 100) / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' })
    await expect(page.locator('[data-total="subtotal"]')).toHaveText(one.replace(/\s/, '\u00a0'))
    expect(await axeViolations(page)).toEqual([])
    // Still in the session (a cart that qualifies again gets it back) until removed; removal forgets it for good.
    expect(await page.evaluate(() => decodeURIComponent(document.cookie))).toContain('"coupon":"VALE50"')
    await refused.getByRole('button', { name: 'Remover cupom' }).click()
    await expect(refused).toHaveCount(0)
    await expect(page.getByLabel('Cupom de desconto')).toBeFocused()
    expect(await page.evaluate(() => decodeURIComponent(document.cookie))).not.toContain('VALE50')
    await page.reload()
    await expect(page.locator('[data-widget="checkout"]')).toHaveAttribute('data-widget-state', 'ready')
    await expect(page.getByLabel('Cupom de desconto')).toBeVisible()
    await expect(page.getByText(/VALE50/)).toHaveCount(0)
    await page.getByRole('button', { name: 'Finalizar compra' }).click()
    await expect(page).toHaveURL(/#\/checkout\/identification$/)
    await fillVisitor(page, 'vale50@example.com')
    await fillAddress(page)
    await page.getByRole('radio', { name: /Boleto/ }).check()
    await page.getByRole('button', { name: 'Finalizar pedido' }).click()
    await expect(page).toHaveURL(/#\/confirmation\/[0-9a-f]{24}\/\d+$/)
    const sent = await checkoutBodies(request, 'vale50@example.com')
    expect(sent).toHaveLength(1)
    expect(JSON.parse(sent[0]!.body!).discount_coupon).toBeUndefined()
  })

  test('an expired campaign code is named with its reason, stays out of the order and can be removed at the payment step', async ({
    page,
    request
  }) => {
    test.setTimeout(90_000)
    await page.goto('/?coupon=NATAL2024')
    // The campaign's code is kept in the session once the page's runtime has read the address.
    await expect.poll(() => page.evaluate(() => decodeURIComponent(document.cookie))).toContain('NATAL2024')
    const line = await cartLine(request, 3, 1)
    await openWithCart(page, [line])
    const refused = page.locator('.vt-coupon__refused')
    await expect(refused).toContainText('Cupom NATAL2024 não aplicado: O cupom de desconto inserido é inválido.')
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Finalizar compra' }).click()
    await fillVisitor(page, 'natal@example.com')
    await fillAddress(page)
    const note = page.locator('.vt-coupon__refused')
    await expect(note).toContainText('Cupom NATAL2024 não aplicado')
    await page.getByRole('radio', { name: /Boleto/ }).check()
    expect(await axeViolations(page)).toEqual([])
    await note.getByRole('button', { name: 'Remover cupom' }).click()
    await expect(note).toHaveCount(0)
    await page.getByRole('button', { name: 'Finalizar pedido' }).click()
    await expect(page).toHaveURL(/#\/confirmation\/[0-9a-f]{24}\/\d+$/)
    const sent = await checkoutBodies(request, 'natal@example.com')
    expect(sent).toHaveLength(1)
    expect(JSON.parse(sent[0]!.body!).discount_coupon).toBeUndefined()
  })
})
