import { expect, test } from '@playwright/test'
import { asMaria, asOwnCustomer, cartLine, fillAddress, fillVisitor, openWithCart } from './checkout-helpers'
import { axeViolations } from './helpers'

// Whole purchases through the local platform: slower than the 30 s default on a shared machine.
test.describe.configure({ timeout: 120_000 })

test.describe('returning customer', () => {
  test('Maria buys by boleto in 3 taps from the cart, nothing typed; the next time boleto is already chosen', async ({
    page,
    context,
    request
  }) => {
    test.slow() // two purchases
    // Two orders: placed as a customer of the test's own with Maria's profile, not on Maria's record.
    await asOwnCustomer(context, request)
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
    // One heading per name: the step's heading, then the order's summary under it; one item is '1 item'.
    await expect(page.getByRole('heading', { name: 'Revisão do pedido' })).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 3, name: 'Resumo do pedido' })).toHaveCount(1)
    await expect(page.locator('.vt-summary summary')).toHaveText(/^Resumo: 1 item · R\$\s[\d.,]+$/)
    await expect(page.getByRole('radio', { name: /Avenida Paulista/ })).toBeChecked()
    const services = page.getByRole('group', { name: 'Forma de envio' }).getByRole('radio')
    await expect(services.first()).toBeChecked()
    // The cart summary, open beside the step on a wide screen.
    await expect(page.locator('.vt-summary')).toHaveAttribute('open', '')
    expect(await axeViolations(page)).toEqual([])
    // Tap 2: boleto; tap 3: place the order.
    await page.getByRole('radio', { name: /Boleto/ }).click()
    await page.getByRole('button', { name: 'Finalizar pedido' }).click()
    await expect(page).toHaveURL(/#\/confirmation\//)
    expect(typed).toBe(0)
    // The confirmation: items, address, each payment, the boleto's due date and line, and the ways onward.
    const confirmation = page.locator('.vt-confirmation')
    await expect(confirmation.getByRole('heading', { name: 'Itens' })).toBeVisible()
    await expect(confirmation.locator('.vt-confirmation__items li').first()).toContainText('1 ×')
    await expect(confirmation.getByText(/Avenida Paulista, 1000/)).toBeVisible()
    await expect(confirmation.getByText(/Boleto/).first()).toBeVisible()
    await expect(confirmation.getByText(/^Vencimento do boleto: \d{2}\/\d{2}\/\d{4}$/)).toBeVisible()
    await expect(confirmation.locator('.vt-billet-code')).toHaveText(/^[\d. ]+$/)
    await expect(confirmation.getByRole('link', { name: 'Ver pedido' })).toHaveAttribute(
      'href',
      /^#\/account\/orders\//
    )
    await expect(confirmation.getByRole('link', { name: 'Voltar para a loja' })).toHaveAttribute('href', '/')
    expect(await axeViolations(page)).toEqual([])

    // Next purchase: boleto and the service used are remembered for Maria in this browser.
    const again = await context.newPage()
    await openWithCart(again, [await cartLine(request, 4, 1)])
    await again.getByRole('button', { name: 'Finalizar compra' }).click()
    await expect(again.getByRole('radio', { name: /Boleto/ })).toBeChecked()
    // A new tab quotes the default address afresh: the order goes once a service is shown chosen.
    await expect(again.getByRole('group', { name: 'Forma de envio' }).getByRole('radio').first()).toBeChecked()
    await again.getByRole('button', { name: 'Finalizar pedido' }).click()
    await expect(again).toHaveURL(/#\/confirmation\//, { timeout: 20_000 })
  })

  test("the cart quotes a logged-in customer's default address untyped; the review uses that quote and has the confirmation ready", async ({
    page,
    context,
    request
  }) => {
    await asOwnCustomer(context, request)
    // A page of the account first: the customer's record is then kept in this browser, as after a login.
    await page.goto('/app/#/account')
    await expect(page.getByRole('link', { name: 'Meus pedidos' })).toBeVisible()
    const cart = await context.newPage()
    const quotes: string[] = []
    const scripts: string[] = []
    const loading = new Set<string>()
    cart.on('request', (r) => {
      if (r.url().includes('calculate_shipping')) quotes.push(r.postData() ?? '')
      if (r.resourceType() === 'script') scripts.push(r.url()) && loading.add(r.url())
    })
    cart.on('requestfinished', (r) => loading.delete(r.url()))
    await openWithCart(cart, [await cartLine(request, 2, 1)])
    await expect(cart.getByLabel('CEP')).toHaveValue('01310-100')
    const services = cart.getByRole('group', { name: 'Forma de envio' }).getByRole('radio')
    await expect(services.first()).toBeChecked()
    expect(quotes).toHaveLength(1)
    expect(quotes[0]).toContain('01310100')
    expect(await axeViolations(cart)).toEqual([])
    await cart.getByRole('button', { name: 'Finalizar compra' }).click()
    await expect(cart).toHaveURL(/#\/checkout\/payment$/)
    await expect(cart.getByRole('radio', { name: /Avenida Paulista/ })).toBeChecked()
    await expect(cart.getByRole('group', { name: 'Forma de envio' }).getByRole('radio').first()).toBeChecked()
    const send = cart.getByRole('button', { name: 'Finalizar pedido' })
    await expect(send).not.toHaveAttribute('aria-disabled', 'true')
    // The same CEP, the same items: no second quote.
    expect(quotes).toHaveLength(1)
    // Once the review is idle the confirmation's code is fetched (its route, the Pix screen and what they import, each
    // requested only once the module before it has arrived): after the press nothing is left to download.
    const warm = [/ConfirmationRoute-/, /PixPayment-/, /labels-checkout-confirmation-/]
    await expect
      .poll(() => warm.every((name) => scripts.some((u) => name.test(u))) && loading.size === 0, { timeout: 10_000 })
      .toBe(true)
    await cart.getByRole('radio', { name: /Boleto/ }).check()
    const before = scripts.length
    await send.click()
    await expect(cart.getByText(/Pedido nº/)).toBeVisible({ timeout: 20_000 })
    expect(scripts.slice(before)).toEqual([])
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

test('a visitor buys by card in 9 fields without retyping the CEP: Enter goes on, masks as typed, state from a list', async ({
  page,
  request
}) => {
  test.slow()
  await openWithCart(page, [await cartLine(request, 1, 1)])
  await page.getByLabel('CEP').fill('01310100')
  await page.getByRole('button', { name: 'Calcular frete' }).click()
  await expect(page.getByRole('group', { name: 'Forma de envio' }).getByRole('radio').first()).toBeChecked()
  await page.getByRole('button', { name: 'Finalizar compra' }).click()
  await expect(page).toHaveURL(/#\/checkout\/identification$/)
  await page.getByLabel('E-mail').fill('cartao.visitante@example.com')
  // Enter goes on as a visitor: no code asked, no 'no profile' error.
  await page.getByLabel('E-mail').press('Enter')
  await expect(page).toHaveURL(/#\/checkout\/customer$/)
  await page.getByLabel('Nome completo').fill('Bruno Lima')
  await page.getByLabel('CPF').pressSequentially('52998224725')
  await expect(page.getByLabel('CPF')).toHaveValue('529.982.247-25')
  await page.getByLabel('Telefone').pressSequentially('11987654321')
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98765-4321')
  await page.getByLabel('Data de nascimento').pressSequentially('14031990')
  await expect(page.getByLabel('Data de nascimento')).toHaveValue('14/03/1990')
  await page.getByLabel('Data de nascimento').fill('')
  await page.getByRole('button', { name: 'Continuar' }).click()
  await expect(page).toHaveURL(/#\/checkout\/address$/)
  // The cart's CEP, looked up: only the number is left to type.
  await expect(page.getByLabel('CEP')).toHaveValue('01310-100')
  await expect(page.getByLabel('Endereço')).toHaveValue(/.+/)
  const state = page.getByLabel('Estado')
  await expect(state).toHaveValue('SP')
  expect(await state.locator('option:not([value=""])').count()).toBe(27)
  await expect(state.locator('option[value="AM"]')).toHaveText('Amazonas (AM)')
  await page.getByLabel('Número').fill('1000')
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Continuar' }).click()
  await expect(page).toHaveURL(/#\/checkout\/payment$/)
  await page.getByRole('radio', { name: /Cartão de crédito/ }).check()
  // The buyer's name, as cards print it: not typed again.
  await expect(page.getByLabel('Nome impresso no cartão')).toHaveValue('BRUNO LIMA')
  await page.getByLabel('Número do cartão').fill('4111111111111111')
  await page.getByLabel('Validade (MM/AA)').fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`)
  await page.getByLabel('Código de segurança').fill('123')
  await page.getByRole('button', { name: 'Finalizar pedido' }).click()
  await expect(page).toHaveURL(/#\/confirmation\//)
})

test('a visitor paying by card types 9 fields when the CEP is first typed at the address step', async ({
  page,
  request
}) => {
  test.slow()
  // Each field the shopper typed in, once however many keys.
  const typed = new Set<string>()
  await page.exposeFunction('__typedIn', (name: string) => typed.add(name))
  await page.addInitScript(() =>
    document.addEventListener('input', (e) => {
      const el = e.target as HTMLInputElement
      if (el.matches('input:not([type=radio]):not([type=checkbox]), textarea'))
        (window as unknown as { __typedIn(n: string): void }).__typedIn(el.labels?.[0]?.textContent ?? el.id)
    })
  )
  await openWithCart(page, [await cartLine(request, 1, 1)], '#/checkout')
  await fillVisitor(page, 'nove.campos@example.com')
  await fillAddress(page)
  await page.getByRole('radio', { name: /Cartão de crédito/ }).check()
  const holder = page.getByLabel('Nome impresso no cartão')
  await expect(holder).toHaveValue('ANA SOUZA')
  await page.getByLabel('Número do cartão').fill('4111111111111111')
  await page.getByLabel('Validade (MM/AA)').fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`)
  await page.getByLabel('Código de segurança').fill('123')
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Finalizar pedido' }).click()
  await expect(page).toHaveURL(/#\/confirmation\//)
  // E-mail, name, CPF, phone, CEP, number, then card number, expiry and CVV: the card's name was not typed.
  expect([...typed].sort()).toEqual(
    [
      'E-mail',
      'Nome completo',
      'CPF',
      'Telefone',
      'CEP',
      'Número',
      'Número do cartão',
      'Validade (MM/AA)',
      'Código de segurança'
    ].sort()
  )
})

test('a company is asked its name and state registration, not a birth date or gender', async ({ page, request }) => {
  await openWithCart(page, [await cartLine(request, 0, 1)], '#/checkout')
  await page.getByLabel('E-mail').fill('empresa@example.com')
  await page.getByRole('button', { name: 'Continuar como visitante' }).click()
  await expect(page).toHaveURL(/#\/checkout\/customer$/)
  await expect(page.getByLabel('Data de nascimento')).toBeVisible()
  await page.getByRole('radio', { name: /jurídica/i }).check()
  await expect(page.getByLabel('Razão social')).toBeVisible()
  await expect(page.getByLabel('Data de nascimento')).toHaveCount(0)
  await expect(page.getByRole('group', { name: /Gênero|Sexo/ })).toHaveCount(0)
  await page.getByLabel('CNPJ').pressSequentially('11222333000181')
  await expect(page.getByLabel('CNPJ')).toHaveValue('11.222.333/0001-81')
  expect(await axeViolations(page)).toEqual([])
})

test('on a phone every checkout step shows the cart summary collapsed to its count and total', async ({
  page,
  request
}) => {
  await page.setViewportSize({ width: 375, height: 667 })
  await openWithCart(page, [await cartLine(request, 0, 2)], '#/checkout')
  const summary = page.locator('.vt-summary')
  await expect(summary).not.toHaveAttribute('open', '')
  await expect(summary.locator('summary')).toHaveText(/^Resumo: 2 itens · R\$\s[\d.,]+$/)
  expect((await summary.locator('summary').boundingBox())!.height).toBeGreaterThanOrEqual(44)
  await summary.locator('summary').click()
  await expect(summary.locator('li')).toHaveCount(1)
  expect(await axeViolations(page)).toEqual([])
  await page.getByLabel('E-mail').fill('resumo@example.com')
  await page.getByLabel('E-mail').press('Enter')
  await expect(page).toHaveURL(/#\/checkout\/customer$/)
  await expect(page.locator('.vt-summary')).toBeVisible()
})

test("a visitor's payment step says 'Forma de pagamento' once, and its summary counts '1 item'", async ({
  page,
  request
}) => {
  await openWithCart(page, [await cartLine(request, 0, 1)], '#/checkout')
  const summary = page.locator('.vt-summary summary')
  await expect(summary).toHaveText(/^Resumo: 1 item · R\$\s[\d.,]+$/)
  await fillVisitor(page, 'uma.vez@example.com')
  await fillAddress(page)
  await expect(summary).toHaveText(/^Resumo: 1 item · /)
  await expect(page.getByRole('heading', { name: 'Forma de pagamento' })).toHaveCount(1)
  await expect(page.getByRole('heading', { name: 'Revisão do pedido' })).toHaveCount(1)
  // The heading names the methods' group: the words are not repeated in a legend.
  await expect(page.getByText('Forma de pagamento', { exact: true })).toHaveCount(1)
  await expect(page.getByRole('group', { name: 'Forma de pagamento' }).getByRole('radio')).not.toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])
})

test('a focused control lands below the sticky header, not under it (scroll-padding-top)', async ({
  page,
  request
}) => {
  await page.setViewportSize({ width: 375, height: 667 })
  await openWithCart(page, [await cartLine(request, 0, 1)], '#/checkout')
  // Room to scroll, so the field is out of view above before it is focused.
  await page.evaluate(() => {
    document.body.append(Object.assign(document.createElement('div'), { style: 'height: 3000px' }))
    window.scrollTo(0, document.body.scrollHeight)
  })
  await page.getByLabel('E-mail').focus()
  const header = (await page.locator('.site-header').boundingBox())!
  const field = (await page.getByLabel('E-mail').boundingBox())!
  expect(field.y).toBeGreaterThanOrEqual(header.y + header.height)
})
