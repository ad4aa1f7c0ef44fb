import { expect, type Page, test } from '@playwright/test'
import { allReady, axeViolations, failOnMissingLabels, giveConsent, painted, singleCards } from './helpers'
import { cartLine, openWithCart } from './checkout-helpers'
import { floaterAside, hiddenByFloater } from './keep-clear-helpers'

failOnMissingLabels(test)

// A phone: the size the touch rules are about.
test.use({ viewport: { width: 375, height: 667 }, hasTouch: true })
test.describe.configure({ timeout: 90_000 })

const SHIRT = '/camiseta-basica-linho'
const SUBSCRIPTION = '/jogo-de-lencol-algodao-egipcio'
const KIT = '/kit-bota-cano-curto-sandalia-plataforma-tenis-slip-on'

/**
 * In the page: every visible control of the widgets (inside a [data-widget] element, an open dialog or the instant
 * list) whose tap target is under 44×44 px. A checkbox's or radio's target is its whole label when that is larger.
 */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const controls =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=radio], [role=checkbox], [role=option], [tabindex]:not([tabindex="-1"])'
    const out: string[] = []
    for (const el of document.querySelectorAll<HTMLElement>(controls)) {
      if (!el.closest('[data-widget], dialog[open], .vt-instant')) continue
      if (!el.checkVisibility({ visibilityProperty: true })) continue
      let box = el.getBoundingClientRect()
      if (!box.width || !box.height) continue
      const input = el as HTMLInputElement
      const label = input.labels?.[0] ?? (el.id ? document.querySelector<HTMLElement>(`label[for="${el.id}"]`) : null)
      if (label && (input.type === 'checkbox' || input.type === 'radio')) {
        const l = label.getBoundingClientRect()
        if (l.width * l.height > box.width * box.height) box = l
      }
      if (box.width < 44 || box.height < 44) {
        const name = (el.getAttribute('aria-label') ?? label?.textContent ?? el.textContent ?? '').trim().slice(0, 40)
        const where = el.closest<HTMLElement>('[data-widget]')?.dataset.widget ?? 'dialog'
        out.push(`${where} ${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`)
      }
    }
    return [...new Set(out)]
  })
}

test('every widget control is at least 44×44 px at 375 px: home, popup, instant search, minicart', async ({ page }) => {
  await page.goto('/')
  // The consent banner, on the first page.
  await expect(page.locator('.vt-consent')).toBeVisible()
  expect(await smallTargets(page)).toEqual([])
  await page.locator('.vt-consent').getByRole('button', { name: 'Escolher' }).click()
  expect(await smallTargets(page)).toEqual([])
  await page.locator('.vt-consent').getByRole('button', { name: 'Aceitar todos' }).click()
  // The welcome popup, on the first scroll once it is there (it loads when the page is idle).
  await expect(page.locator('[data-widget="popup"]')).toHaveAttribute('data-widget-state', 'ready')
  await page.mouse.wheel(0, 400)
  const popup = page.getByRole('dialog', { name: 'Boas-vindas à Loja Vitrine!' })
  await expect(popup).toBeVisible()
  expect(await smallTargets(page)).toEqual([])
  await popup.getByRole('button', { name: 'Fechar' }).click()
  await expect(popup).toBeHidden()
  // Cards, carousels, banners, countdowns, the header's widgets, as far down as the page goes.
  await singleCards(page, 2)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  expect(await smallTargets(page)).toEqual([])
  // The instant search list.
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.locator('#busca').click()
  await page.locator('#busca').pressSequentially('camiseta', { delay: 20 })
  await expect(page.locator('[role="listbox"][data-term="camiseta"]')).toBeAttached()
  expect(await smallTargets(page)).toEqual([])
  // The minicart drawer with a line.
  await page.keyboard.press('Escape')
  const [card] = await singleCards(page, 1)
  await card!.locator('button.vt-card__buy').click()
  await expect(page.locator('dialog.vt-drawer__panel')).toBeVisible()
  expect(await smallTargets(page)).toEqual([])
})

test('every widget control is at least 44×44 px at 375 px: product pages and search filters', async ({ page }) => {
  await giveConsent(page)
  for (const path of [SHIRT, SUBSCRIPTION, KIT]) {
    await page.goto(path)
    await allReady(page, '[data-widget="product"]')
    expect(await smallTargets(page), path).toEqual([])
  }
  await page.goto('/search?term=camiseta')
  await allReady(page, '[data-widget="search-page"]')
  await page.locator('.vt-search__filters > summary').click()
  await expect(page.locator('.vt-search__filters')).toHaveAttribute('open', '')
  expect(await smallTargets(page)).toEqual([])
})

test('every widget control is at least 44×44 px at 375 px: the cart with a subscription line and freight', async ({
  page,
  request
}) => {
  await giveConsent(page)
  const line = { ...(await cartLine(request, 2, 1)), flags: ['subscription:monthly'] }
  await openWithCart(page, [line, await cartLine(request, 3, 1)])
  await expect(page.getByRole('combobox', { name: /^Periodicidade/ })).toBeVisible()
  await page.getByLabel('CEP').fill('01310-100')
  await page.getByRole('button', { name: 'Calcular frete' }).click()
  await expect(page.getByRole('group', { name: 'Forma de envio' }).getByRole('radio').first()).toBeChecked()
  expect(await smallTargets(page)).toEqual([])
})

test("the 'Filtros' summary shows whether it is open", async ({ page }) => {
  await giveConsent(page)
  await page.goto('/search?term=camiseta')
  await allReady(page, '[data-widget="search-page"]')
  const summary = page.locator('.vt-search__filters > summary')
  const marker = () =>
    summary.evaluate((el) => {
      const s = getComputedStyle(el, '::before')
      return { content: s.content, width: s.borderLeftWidth, transform: s.transform }
    })
  const closed = await marker()
  expect(closed.content).not.toBe('none')
  expect(closed.width).toBe('6px')
  await summary.click()
  const open = await marker()
  expect(open.transform).not.toBe(closed.transform)
  expect(await axeViolations(page)).toEqual([])
})

test('the instant list at 375 px scrolls to every option by keyboard and has no unreachable region', async ({
  page
}) => {
  // Less height than the page's 667 px, as a phone's on-screen keyboard leaves: the list has to scroll.
  await page.setViewportSize({ width: 375, height: 560 })
  await giveConsent(page)
  await page.goto('/')
  await page.locator('#busca').click()
  await page.locator('#busca').pressSequentially('camiseta', { delay: 20 })
  const list = page.locator('[role="listbox"][data-term="camiseta"]')
  await expect(list).toBeAttached()
  const region = page.locator('.vt-instant')
  // The list is taller than the space it has, so it scrolls.
  expect(await region.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true)
  expect(await axeViolations(page)).toEqual([])
  const options = list.getByRole('option')
  const count = await options.count()
  for (let i = 0; i < count; i++) await page.keyboard.press('ArrowDown')
  const last = options.nth(count - 1)
  await expect(last).toHaveAttribute('aria-selected', 'true')
  await expect(last).toBeInViewport()
  await expect(page.locator('#busca')).toBeFocused()
})

test('a sold-out colour keeps its colour, is crossed out and says so', async ({ page }) => {
  await giveConsent(page)
  await page.goto(SHIRT)
  await allReady(page, '[data-widget="product"]')
  const product = page.locator('[data-widget="product"]')
  // The demo's black shirt is sold out in M.
  await product.getByRole('radio', { name: 'M', exact: true }).click()
  const black = product.getByRole('radio', { name: 'Preto (Esgotado)' })
  await expect(black).toHaveAttribute('aria-disabled', 'true')
  const look = await black.evaluate((el) => ({
    opacity: getComputedStyle(el).opacity,
    cross: getComputedStyle(el, '::after').backgroundImage
  }))
  expect(look.opacity).toBe('1')
  expect(look.cross).toContain('linear-gradient')
  // A colour that can be bought has no cross.
  const other = product.locator('.vt-product__swatch:not([aria-disabled])').first()
  expect(await other.evaluate((el) => getComputedStyle(el, '::after').content)).toBe('none')
  expect(await axeViolations(page)).toEqual([])
})

test("the floating WhatsApp button never covers 'Comprar agora' at 375×667, wherever the page is scrolled", async ({
  page
}) => {
  await giveConsent(page)
  await page.goto(SHIRT)
  await allReady(page, '[data-widget="product"]')
  const whatsapp = page.locator('a.vt-whatsapp')
  const buyNow = page.getByRole('button', { name: 'Comprar agora' })
  await expect(whatsapp).toBeVisible()
  await expect(page.locator('[data-widget="whatsapp"]')).toHaveAttribute('data-widget-state', 'ready')
  // Each position at which the buy buttons pass the button's corner, 20 px at a time: at each, no point of them is
  // under the button (it stepped aside while they pass).
  const top = await buyNow.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
  let checked = 0
  let aside = 0
  for (let y = Math.max(0, top - 667); y <= top; y += 20) {
    await page.evaluate((to) => window.scrollTo(0, to), y)
    await painted(page)
    await expect
      .poll(() => hiddenByFloater(page, '.vt-product__actions button'), { message: `scrolled to ${y}` })
      .toEqual([])
    if (await floaterAside(page)) aside++
    checked++
  }
  expect(checked).toBeGreaterThan(10)
  // The buttons did pass under it: the rule was put to the test, not dodged.
  expect(aside).toBeGreaterThan(0)
})

test("'Ampliar foto' on a phone shows the picture at twice the page's size, panned from its centre", async ({
  page
}) => {
  await giveConsent(page)
  await page.goto(SHIRT)
  await allReady(page, '[data-widget="product"]')
  const main = page.locator('.vt-product__main')
  const pageWidth = (await main.locator('img').boundingBox())!.width
  await main.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  const img = dialog.locator('img')
  await expect(img).toHaveJSProperty('complete', true)
  expect((await img.boundingBox())!.width).toBeGreaterThanOrEqual(pageWidth * 2 - 1)
  const frame = dialog.getByRole('group', { name: 'Ampliar foto' })
  // It pans: wider than its view, opened at the middle.
  await expect.poll(() => frame.evaluate((el) => el.scrollLeft > 0 && el.scrollWidth > el.clientWidth)).toBe(true)
  // The close button stays reachable and in view.
  await expect(dialog.getByRole('button', { name: 'Fechar foto ampliada' })).toBeInViewport()
  expect(await axeViolations(page)).toEqual([])
})
