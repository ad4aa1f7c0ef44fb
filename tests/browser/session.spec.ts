import { expect, test, type Page } from '@playwright/test'
import { axeViolations, buyFromCard, singleCards, failOnMissingLabels } from './helpers'
import { cartLine, mailedCode, openWithCart, ownCustomer } from './checkout-helpers'

failOnMissingLabels(test)

const user = (page: Page) => page.locator('[data-widget="user"]')
const userButton = (page: Page) => user(page).locator('button.vt-user__button')

function noPageErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  return errors
}

async function openLogin(page: Page) {
  await expect(user(page)).toHaveAttribute('data-widget-state', 'ready')
  await userButton(page).click()
  const dialog = page.getByRole('dialog', { name: 'Entrar' })
  await expect(dialog).toBeVisible()
  return dialog
}

async function loginByEmailCode(page: Page, email: string) {
  const dialog = await openLogin(page)
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByRole('button', { name: 'Receber código por e-mail' }).click()
  await expect(dialog.getByText(`Enviamos um código para ${email}`)).toBeVisible()
  // The demo platform's admin endpoint stands in for the shopper's mailbox.
  await dialog.getByLabel('Código').fill(await mailedCode(page, email))
  await dialog.getByRole('button', { name: 'Continuar', exact: true }).click()
  await expect(dialog).toBeHidden()
}

async function loginByDocument(page: Page, email: string, doc: string) {
  const dialog = await openLogin(page)
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByRole('button', { name: 'Entrar com CPF ou CNPJ' }).click()
  await dialog.getByLabel('CPF ou CNPJ').fill(doc)
  await dialog.getByRole('button', { name: 'Continuar', exact: true }).click()
  await expect(dialog).toBeHidden()
}

test.describe('session: login, favourites and the shared cart', () => {
  test('logs in by e-mail code; the name shows in the user widget and survives a reload', async ({ page, context }) => {
    const errors = noPageErrors(page)
    await page.goto('/')
    await expect(userButton(page)).toHaveText('Entrar')
    await loginByEmailCode(page, await ownCustomer(page.request))
    await expect(userButton(page)).toContainText('Maria')
    await expect(userButton(page)).toBeFocused()

    const cookie = (await context.cookies()).find((c) => c.name === 'ecomPassportClient_1011')!
    expect(cookie.path).toBe('/')
    expect(cookie.sameSite).toBe('Strict')
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(6 * 86400 - 120)
    expect(JSON.parse(decodeURIComponent(cookie.value)).auth.level).toBe(3)

    await page.reload()
    await expect(userButton(page)).toContainText('Maria')
    expect(
      await page.evaluate(() =>
        (window as any).storefront
          .ready()
          .then((s: any) => [s.passport.checkVerification(), s.passport.getCustomer().display_name])
      )
    ).toEqual([true, 'Maria'])

    // Logout from the account menu, by keyboard.
    await userButton(page).focus()
    await page.keyboard.press('Enter')
    await expect(user(page).getByRole('link', { name: 'Minha conta' })).toHaveAttribute('href', '/app/#/account/')
    await user(page).getByRole('button', { name: 'Sair' }).click()
    await expect(userButton(page)).toHaveText('Entrar')
    expect((await context.cookies()).some((c) => c.name === 'ecomPassportClient_1011')).toBe(false)
    expect(await page.evaluate(() => localStorage.getItem('ecomPassportClient_1011'))).toBeNull()
    expect(errors).toEqual([])
  })

  test("shows the platform's messages for a wrong code and an unknown e-mail", async ({ page }) => {
    await page.goto('/')
    const dialog = await openLogin(page)
    await dialog.getByLabel('E-mail').fill('ninguem@example.com')
    await dialog.getByRole('button', { name: 'Receber código por e-mail' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Nenhum perfil encontrado pelo e-mail.')
    // Wrong secrets count against the e-mail: a customer of the test's own with João's profile takes them.
    await dialog.getByLabel('E-mail').fill(await ownCustomer(page.request, 'joao.pereira@example.com'))
    await dialog.getByRole('button', { name: 'Entrar com CPF ou CNPJ' }).click()
    await dialog.getByLabel('CPF ou CNPJ').fill('000.000.000-00')
    await dialog.getByRole('button', { name: 'Continuar', exact: true }).click()
    // Each wrong secret says which one is wrong, and focus is back in its field.
    await expect(dialog.getByRole('alert')).toHaveText(
      'O CPF ou CNPJ informado não confere com o cadastro deste e-mail.'
    )
    await expect(dialog.getByLabel('CPF ou CNPJ')).toBeFocused()
    await expect(dialog.getByLabel('CPF ou CNPJ')).toHaveAttribute('aria-invalid', 'true')
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Voltar' }).click()
    await dialog.getByRole('button', { name: 'Receber código por e-mail' }).click()
    await dialog.getByLabel('Código').fill('000000')
    await dialog.getByRole('button', { name: 'Continuar', exact: true }).click()
    await expect(dialog.getByRole('alert')).toHaveText(
      'Código incorreto ou expirado. Confira o código que enviamos por e-mail ou peça um novo.'
    )
    await expect(dialog.getByLabel('Código')).toBeFocused()
    expect(await axeViolations(page)).toEqual([])
  })

  test('says when too many wrong tries have locked the login', async ({ page }) => {
    await page.goto('/')
    const dialog = await openLogin(page)
    // The platform's answer to a locked login (429), for this page's identify calls only: a real lock would keep
    // the seeded customer out of every other test for 15 minutes.
    await page.route('**/api/passport/v1/**/identify.json', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-fault': '429' } })
    )
    await dialog.getByLabel('E-mail').fill('joao.pereira@example.com')
    await dialog.getByRole('button', { name: 'Entrar com CPF ou CNPJ' }).click()
    await dialog.getByLabel('CPF ou CNPJ').fill('529.982.247-25')
    await dialog.getByRole('button', { name: 'Continuar', exact: true }).click()
    await expect(dialog.getByRole('alert')).toHaveText(
      'Muitas tentativas com dados incorretos. Aguarde alguns minutos e tente novamente.'
    )
    expect(await axeViolations(page)).toEqual([])
  })

  test('logs in with a provider in a popup', async ({ page }) => {
    const errors = noPageErrors(page)
    await page.goto('/')
    const dialog = await openLogin(page)
    const provider = dialog.getByRole('button', { name: 'Continuar com Google' })
    await expect(provider).toBeVisible()
    // The hidden zero-size frame with the provider's sign-in state is there.
    await expect(page.locator('iframe#vt-passport-frame')).toHaveAttribute('width', '0')
    const [popup] = await Promise.all([page.waitForEvent('popup'), provider.click()])
    await popup.waitForLoadState()
    expect(popup.url()).toMatch(/\/api\/passport\/v1\/pt_br\/1011\/[A-Za-z0-9]{32}\/login\.html$/)
    await popup.getByLabel('E-mail').fill('maria@example.com')
    await popup.getByRole('button', { name: 'Entrar com Google (demo)' }).click()
    await expect(dialog).toBeHidden()
    await expect(userButton(page)).toContainText('Maria')
    expect(errors).toEqual([])
  })

  test('a visitor clicking the heart is sent to the account area', async ({ page }) => {
    await page.goto('/')
    const heart = page.locator('[data-widget="product-card"][data-widget-state="ready"] button.vt-fav').first()
    await heart.click()
    await expect(page).toHaveURL(/\/app\/#\/account\/$/)
  })

  test('favourites persist on the platform', async ({ page }) => {
    await page.goto('/')
    // A customer of the test's own with João's profile (his CPF, no favourites): the favourite is added to no one else's.
    await loginByDocument(page, await ownCustomer(page.request, 'joao.pereira@example.com'), '529.982.247-25')
    await expect(userButton(page)).toContainText('João')
    const heart = page.locator('[data-widget="product-card"][data-widget-state="ready"] button.vt-fav').first()
    await expect(heart).toHaveAttribute('aria-label', /^Adicionar aos favoritos: /)
    await heart.click()
    await expect(heart).toHaveAttribute('aria-label', /^Remover dos favoritos: /)
    await expect(heart).toHaveAttribute('aria-busy', 'false')

    const session = await page.evaluate(() =>
      JSON.parse(decodeURIComponent(document.cookie.split('ecomPassportClient_1011=')[1]!.split(';')[0]!))
    )
    const headers = { 'X-My-ID': session.auth.id, 'X-Access-Token': session.auth.token.access_token }
    const me = await (await page.request.get('/api/passport/v1/1011/me.json', { headers })).json()
    expect(me.favorites).toHaveLength(1)
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('ecomPassportClient_1011')!).favorites)
    expect(stored).toEqual(me.favorites)

    // Still a favourite after a reload, and removable.
    await page.reload()
    await expect(heart).toHaveAttribute('aria-label', /^Remover dos favoritos: /)
    await heart.click()
    await expect(heart).toHaveAttribute('aria-label', /^Adicionar aos favoritos: /)
    await expect(heart).toHaveAttribute('aria-busy', 'false')
    const after = await (await page.request.get('/api/passport/v1/1011/me.json', { headers })).json()
    expect(after.favorites).toEqual([])
  })

  test('a visitor who taps a heart logs in, finds the product saved among their favourites, and is back on the page', async ({
    page
  }) => {
    const errors = noPageErrors(page)
    await page.goto('/')
    const card = page.locator('[data-widget="product-card"][data-widget-state="ready"]').first()
    const productId = (await card.getAttribute('data-product-id'))!
    await card.locator('button.vt-fav').click()
    await expect(page).toHaveURL(/\/app\/#\/account\/$/)
    const form = page.locator('.vt-account__login')
    const email = await ownCustomer(page.request)
    await form.getByLabel('E-mail').fill(email)
    await form.getByRole('button', { name: 'Receber código por e-mail' }).click()
    await form.getByLabel('Código').fill(await mailedCode(page, email))
    await form.getByRole('button', { name: 'Continuar', exact: true }).click()
    // Back where the heart was tapped, the heart on.
    await expect(page).toHaveURL(/\/$/)
    const heart = page.locator(`[data-widget="product-card"][data-product-id="${productId}"] button.vt-fav`).first()
    await expect(heart).toHaveAttribute('aria-label', /^Remover dos favoritos: /)
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('ecomPassportClient_1011')!).favorites)
    expect(stored).toContain(productId)
    expect(errors).toEqual([])
  })

  test("an authorized customer's cart is kept on the platform too", async ({ page }) => {
    await page.goto('/')
    // A customer of the test's own with Maria's profile (her CPF): the platform cart kept is no one else's.
    await loginByDocument(page, await ownCustomer(page.request), '123.456.789-09')
    const [card] = await singleCards(page)
    await buyFromCard(page, card!)
    await buyFromCard(page, card!)
    const local = await page.evaluate(() => JSON.parse(localStorage.getItem('ecomShoppingCart_1011')!).items[0])
    // The sync waits a second for the edits to settle; then the session remembers the platform cart.
    await expect.poll(() => page.evaluate(() => document.cookie.includes('cart_id')), { timeout: 10_000 }).toBe(true)
    const session = await page.evaluate(() =>
      JSON.parse(decodeURIComponent(document.cookie.split('ecomPassportClient_1011=')[1]!.split(';')[0]!))
    )
    const headers = {
      'X-Store-ID': '1011',
      'X-My-ID': session.auth.id,
      'X-Access-Token': session.auth.token.access_token
    }
    await expect
      .poll(
        async () => {
          const remote = await (
            await page.request.get(`/api/store/v1/carts/${session.cart_id}.json`, { headers })
          ).json()
          return remote.items?.map((i: { product_id: string; quantity: number }) => [i.product_id, i.quantity])
        },
        { timeout: 10_000 }
      )
      .toEqual([[local.product_id, 2]])
    // A later edit updates that same platform cart (PATCH), not a new one.
    const patch = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().includes(`/carts/${session.cart_id}`))
    await buyFromCard(page, card!)
    await patch
    const remote = await (await page.request.get(`/api/store/v1/carts/${session.cart_id}.json`, { headers })).json()
    expect(remote.items?.map((i: { quantity: number }) => i.quantity)).toEqual([3])
  })

  test('two tabs editing one cart end with both edits', async ({ context }) => {
    const [a, b] = [await context.newPage(), await context.newPage()]
    for (const p of [a, b]) {
      await p.goto('/')
      await expect(p.locator('[data-widget="minicart"]')).toHaveAttribute('data-widget-state', 'ready')
    }
    // Two different products sold one by one (the same two in each tab: one page), each tab adds one of its own.
    const [buyA] = (await singleCards(a, 2)).map((c) => c.locator('button.vt-card__buy'))
    const [, buyB] = (await singleCards(b, 2)).map((c) => c.locator('button.vt-card__buy'))
    // Both tabs edit before either has seen the other's change.
    await Promise.all([buyA!.click(), buyB!.click()])
    for (const p of [a, b]) await expect(p.locator('.vt-minicart__badge')).toHaveText('2')
    const items = await a.evaluate(() => JSON.parse(localStorage.getItem('ecomShoppingCart_1011')!).items.length)
    expect(items).toBe(2)
    await b.reload()
    await expect(b.locator('.vt-minicart__badge')).toHaveText('2')
  })

  test('a corrupt session cookie and a corrupt stored cart are recovered without a page error', async ({
    page,
    context
  }) => {
    const errors = noPageErrors(page)
    await context.addCookies([
      { name: 'ecomPassportClient_1011', value: '%7Bnot%20json', url: test.info().project.use.baseURL! }
    ])
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem('ecomShoppingCart_1011', '{"items": [oops')
      localStorage.setItem('ecomPassportClient_1011', '<customer>')
    })
    await page.goto('/')
    await expect(user(page)).toHaveAttribute('data-widget-state', 'ready')
    await expect(userButton(page)).toHaveText('Entrar')
    await expect(page.locator('[data-widget="minicart"]')).toHaveAttribute('data-widget-state', 'ready')
    await expect(page.locator('.vt-minicart__badge')).toHaveAttribute('data-count', '0')
    expect((await context.cookies()).some((c) => c.name === 'ecomPassportClient_1011')).toBe(false)
    expect(await page.evaluate(() => localStorage.getItem('ecomPassportClient_1011'))).toBeNull()
    // The cart works again.
    const [card] = await singleCards(page)
    await card!.locator('button.vt-card__buy').click()
    await expect(page.locator('.vt-minicart__badge')).toHaveText('1')
    // Written under the cart's cross-tab lock, a task after the add.
    await expect
      .poll(() =>
        page.evaluate(() => {
          // Until that write, the corrupt text seeded above is still there.
          try {
            return JSON.parse(localStorage.getItem('ecomShoppingCart_1011')!).items.length
          } catch {
            return -1
          }
        })
      )
      .toBe(1)
    expect(errors).toEqual([])
  })

  test('a login whose record this browser lost is read again at checkout: the buyer is named and filled in', async ({
    page
  }) => {
    const errors = noPageErrors(page)
    await page.goto('/')
    const email = await ownCustomer(page.request)
    await loginByEmailCode(page, email)
    // The session cookie stays; the customer record kept in local storage is gone (cleared site data, another build).
    await page.evaluate(() => localStorage.removeItem('ecomPassportClient_1011'))
    await openWithCart(page, [await cartLine(page.request)], '#/checkout')
    await expect(page.getByText(`Comprando como ${email}`)).toBeVisible()
    expect(errors).toEqual([])
  })

  test('the login dialog is keyboard-complete and axe clean', async ({ page }) => {
    await page.goto('/')
    await expect(user(page)).toHaveAttribute('data-widget-state', 'ready')
    await userButton(page).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Entrar' })
    await expect(dialog).toBeVisible()
    // A native modal dialog: top layer, the page behind it inert.
    expect(await dialog.evaluate((d) => d.matches('dialog:modal'))).toBe(true)
    await expect(dialog.getByLabel('E-mail')).toBeFocused()
    await expect(dialog.getByRole('button', { name: 'Continuar com Google' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(userButton(page)).toBeFocused()
  })
})
