import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test'
import { cartLine, openWithCart } from './checkout-helpers'
import { axeViolations } from './helpers'

const PASSPORT = '/api/passport/v1/1011'
const MARIA_SESSION = 'DemoSessionMaria0000000000000001'

/** Maria's ready-made level-3 session in the cookie, as after a login on another visit. */
async function asMaria(context: BrowserContext, request: APIRequestContext) {
  const { auth } = await (await request.get(`${PASSPORT}/${MARIA_SESSION}/token.json`)).json()
  await context.addCookies([
    {
      name: 'ecomPassportClient',
      value: encodeURIComponent(JSON.stringify({ auth })),
      url: test.info().project.use.baseURL!
    }
  ])
}

test.describe('returning customer', () => {
  test('Maria buys by boleto in 3 taps from the cart, nothing typed; the next time boleto is already chosen', async ({
    page,
    context,
    request
  }) => {
    test.slow() // two purchases
    await asMaria(context, request)
    await openWithCart(page, [await cartLine(request, 3, 1)])
    let typed = 0
    await page.exposeFunction('__typed', () => typed++)
    await page.evaluate(() =>
      document.addEventListener('input', (e) => {
        if ((e.target as HTMLElement).matches('input:not([type=radio]):not([type=checkbox]), textarea'))
          (window as unknown as { __typed(): void }).__typed()
      })
    )
    // Tap 1: straight to the review, everything chosen.
    await page.getByRole('button', { name: 'Finalizar compra' }).click()
    await expect(page).toHaveURL(/#\/checkout\/payment$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeFocused()
    await expect(page.getByRole('heading', { level: 2, name: 'Revisão do pedido' }).first()).toBeVisible()
    await expect(page.getByRole('radio', { name: /Avenida Paulista/ })).toBeChecked()
    const services = page.getByRole('group', { name: 'Forma de envio' }).getByRole('radio')
    await expect(services.first()).toBeChecked()
    expect(await axeViolations(page)).toEqual([])
    // Tap 2: boleto; tap 3: place the order.
    await page.getByRole('radio', { name: /Boleto/ }).click()
    await page.getByRole('button', { name: 'Finalizar pedido' }).click()
    await expect(page).toHaveURL(/#\/confirmation\//)
    expect(typed).toBe(0)

    // Next purchase: boleto and the service used are remembered for Maria in this browser.
    const again = await context.newPage()
    await openWithCart(again, [await cartLine(request, 4, 1)])
    await again.getByRole('button', { name: 'Finalizar compra' }).click()
    await expect(again.getByRole('radio', { name: /Boleto/ })).toBeChecked()
    await again.getByRole('button', { name: 'Finalizar pedido' }).click()
    await expect(again).toHaveURL(/#\/confirmation\//)
  })

  test('the review changes address and service in place; the quote follows the address', async ({
    page,
    context,
    request
  }) => {
    await asMaria(context, request)
    await openWithCart(page, [await cartLine(request, 2, 1)], '#/checkout')
    await expect(page).toHaveURL(/#\/checkout\/payment$/)
    const services = page.getByRole('group', { name: 'Forma de envio' })
    await expect(services.getByRole('radio').first()).toBeChecked()
    const quoted = page.waitForRequest(
      (r) => r.url().includes('calculate_shipping') && r.postData()!.includes('20040020')
    )
    await page.getByRole('radio', { name: /Rua da Assembleia/ }).check()
    await quoted
    await expect(services.getByRole('radio').first()).toBeChecked()
    await services.getByRole('radio').last().check()
    await expect(page).toHaveURL(/#\/checkout\/payment$/)
    await expect(page.getByRole('link', { name: 'Alterar: Seus dados' })).toBeVisible()
    await page.getByRole('button', { name: 'Outro endereço' }).click()
    await expect(page).toHaveURL(/#\/checkout\/address$/)
    await expect(page.getByLabel('CEP')).toBeVisible()
  })
})

test('the skip link on /app/ focuses the content and keeps the route, its address and what was chosen', async ({
  page,
  request
}) => {
  await openWithCart(page, [await cartLine(request, 0, 1)], '#/checkout')
  await page.getByLabel('E-mail').fill('pula@example.com')
  await page.getByRole('link', { name: 'Pular para o conteúdo' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('#conteudo')).toBeFocused()
  await expect(page).toHaveURL(/#\/checkout\/identification$/)
  await expect(page.getByLabel('E-mail')).toHaveValue('pula@example.com')
  // A hash typed or linked from elsewhere is put back too, and focuses its target.
  await page.evaluate(() => {
    location.hash = '#conteudo'
  })
  await expect(page).toHaveURL(/#\/checkout\/identification$/)
  await expect(page.getByLabel('E-mail')).toHaveValue('pula@example.com')
  await expect(page.locator('#conteudo')).toBeFocused()
  expect(await axeViolations(page)).toEqual([])
})
