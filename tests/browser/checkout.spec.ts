import { expect, test } from '@playwright/test'
import { axeViolations } from './helpers'
import { cartLine, fillAddress, fillVisitor, openWithCart } from './checkout-helpers'

test.describe('/app/ cart and checkout', () => {
  test('a visitor buys with boleto and a coupon; totals exact; cart reset only once the order exists', async ({ page, request }) => {
    const line = await cartLine(request, 0, 2)
    await openWithCart(page, [line])
    await expect(page.getByRole('heading', { level: 1, name: 'Carrinho' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    // An unknown coupon: the module's message, tied to the field.
    await page.getByLabel('Cupom de desconto').fill('NADA')
    await page.getByRole('button', { name: 'Aplicar' }).click()
    await expect(page.getByText('O cupom de desconto inserido é inválido.').first()).toBeVisible()
    await expect(page.getByLabel('Cupom de desconto')).toHaveAttribute('aria-invalid', 'true')
    await page.getByLabel('Cupom de desconto').fill('bemvindo10')
    await page.getByRole('button', { name: 'Aplicar' }).click()
    await expect(page.getByText('Cupom aplicado')).toBeVisible()
    const subtotal = Math.round(line.price * 2 * 100)
    const discount = Math.round(subtotal * 0.1)
    await expect(page.locator('[data-total="discount"]')).toContainText((discount / 100).toFixed(2).replace('.', ','))
    // Shipping by CEP: services cheapest first.
    await page.getByLabel('CEP').fill('01310100')
    await page.getByRole('button', { name: 'Calcular frete' }).click()
    const services = page.getByRole('group', { name: 'Forma de envio' }).getByRole('radio')
    await expect(services.first()).toBeChecked()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Finalizar compra' }).click()
    await expect(page).toHaveURL(/#\/checkout(\/identification)?$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    expect(await axeViolations(page)).toEqual([])
    await fillVisitor(page, 'ana.visitante@example.com')
    await fillAddress(page)
    await page.getByRole('radio', { name: /Boleto/ }).check()
    await expect(page.getByText(/5% de desconto no boleto/)).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('ecomShoppingCart')!).items.length)
    expect(stored).toBe(1)
    await page.getByRole('button', { name: 'Finalizar pedido' }).click()
    await expect(page).toHaveURL(/#\/confirmation\/[0-9a-f]{24}\/\d+$/)
    await expect(page.getByText(/Pedido nº \d+/)).toBeVisible()
    await expect(page.getByText('Pendente')).toBeVisible()
    await expect(page.locator('.vt-billet-code')).toContainText('34191')
    expect(await axeViolations(page)).toEqual([])
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('ecomShoppingCart')!))
    expect(cart.items).toEqual([])
    expect(cart._id).not.toBe('c'.repeat(24))
    // The order carries the coupon: the platform applied it to its own prices.
    const log = await (await request.get('/__platform/log')).json() as { path: string; body?: string }[]
    const sent = log.filter((e) => e.path.endsWith('@checkout.json') && e.body?.includes('ana.visitante'))
    expect(sent).toHaveLength(1)
    expect(JSON.parse(sent[0]!.body!)).toMatchObject({ discount_coupon: 'BEMVINDO10', transaction: { payment_method: { code: 'banking_billet' } } })
  })
})
