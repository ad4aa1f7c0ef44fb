import { expect, test, type Page } from '@playwright/test'
import {
  allReady,
  axeViolations,
  failOnMissingLabels,
  giveConsent,
  networkQuiet,
  watchLayoutShift,
  wheelAndSettle
} from './helpers'

failOnMissingLabels(test)

const PHONE = { width: 375, height: 800 }
const DESKTOP = { width: 1280, height: 800 }

/** Records the page's ecom:<topic> events in window.__events. */
async function recordEvents(page: Page, topics: string[]) {
  await page.addInitScript((list) => {
    const w = window as unknown as { __events: { topic: string; detail: unknown }[] }
    w.__events = []
    for (const t of list)
      addEventListener(`ecom:${t}`, (e) =>
        w.__events.push({
          topic: t,
          detail: JSON.parse(
            JSON.stringify((e as CustomEvent).detail, (_k, v) => (v instanceof HTMLElement ? v.tagName : v))
          )
        })
      )
  }, topics)
  return () => page.evaluate(() => (window as unknown as { __events: { topic: string; detail: any }[] }).__events)
}

test.describe('shopper widgets', () => {
  test('phone: keyboard focus on the side menu link is kept when the island replaces it with its button', async ({
    page
  }) => {
    await giveConsent(page)
    await page.setViewportSize(PHONE)
    // The side menu loads as soon as a phone's media query matches (data-load="media:…"): its code is held back
    // until the link has the keyboard's focus.
    let release = () => {}
    const held = new Promise<void>((r) => {
      release = r
    })
    await page.route(/\/chunks\/side-menu-[^/]*\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/')
    const host = page.locator('[data-widget="side-menu"]')
    await expect(host).toHaveAttribute('data-widget-state', 'loading')
    await host.getByRole('link', { name: 'Menu' }).focus()
    release()
    await expect(host).toHaveAttribute('data-widget-state', 'ready')
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'Categorias' })).toBeVisible()
  })

  test('phone: the side menu opens over the overlay, reaches every category and brand, Escape returns focus', async ({
    page
  }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/')
    const toggle = page.getByRole('link', { name: 'Menu' }).or(page.getByRole('button', { name: 'Abrir menu' }))
    await expect(page.locator('.site-nav')).toBeHidden()
    await toggle.click()
    const dialog = page.getByRole('dialog', { name: 'Categorias' })
    await expect(dialog).toBeVisible()
    const button = page.getByRole('button', { name: 'Abrir menu' })
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('.vt-overlay')).toBeVisible()
    expect(await page.locator('.vt-overlay').evaluate((el) => getComputedStyle(el).zIndex)).toBe('1080')
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')
    // Disclosure: the department's sub-categories by keyboard.
    const moda = dialog.getByRole('button', { name: 'Subcategorias de Moda' })
    await moda.focus()
    await page.keyboard.press('Enter')
    await expect(moda).toHaveAttribute('aria-expanded', 'true')
    await expect(dialog.getByRole('link', { name: 'Camisetas' })).toHaveAttribute('href', '/camisetas')
    for (const name of ['Calçados', 'Casa', 'Eletrônicos', 'Beleza', 'Marcas'])
      await dialog.getByRole('button', { name: `Subcategorias de ${name}` }).click()
    // 6 departments, 16 sub-categories, "Marcas" and its 8 brands.
    await expect(dialog.getByRole('link')).toHaveCount(6 + 16 + 1 + 8)
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('.vt-overlay')).toBeHidden()
    // A click on the overlay (the strip beside the drawer) closes it too.
    await button.click()
    await expect(dialog).toBeVisible()
    // The overlay is shown by the drawer's effect, a frame after the drawer paints.
    await expect(page.locator('.vt-overlay')).toBeVisible()
    await page.mouse.click(360, 400)
    await expect(dialog).toBeHidden()
    await dialog.page().goto('/camisetas')
    await expect(page.getByRole('navigation', { name: 'Trilha' }).getByRole('link', { name: 'Moda' })).toHaveAttribute(
      'href',
      '/moda'
    )
  })

  test('desktop: the side menu (data-load="media:(max-width: 991px)") never loads, until the window narrows', async ({
    page
  }) => {
    const requested: string[] = []
    page.on('request', (r) => {
      if (/\/chunks\/side-menu-/.test(r.url())) requested.push(r.url())
    })
    await page.setViewportSize(DESKTOP)
    await page.goto('/')
    const host = page.locator('[data-widget="side-menu"]')
    await allReady(page, '[data-widget="minicart"]')
    await page.evaluate(() => (window as unknown as { storefront: { ready(): Promise<unknown> } }).storefront.ready())
    await expect(host).toHaveAttribute('data-widget-state', 'pending')
    expect(requested).toEqual([])
    await page.setViewportSize(PHONE)
    await expect(host).toHaveAttribute('data-widget-state', 'ready')
    expect(requested).toHaveLength(1)
    expect(await axeViolations(page)).toEqual([])
  })

  test('desktop: the header category bar reaches sub-categories and brands by keyboard; no menu button', async ({
    page
  }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Categorias', exact: true })
    await expect(nav).toBeVisible()
    await expect(page.locator('[data-widget="side-menu"]')).toBeHidden()
    await nav.getByRole('link', { name: 'Marcas' }).focus()
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Aurora Têxtil' })).toBeFocused()
    await expect(nav.getByRole('link', { name: 'Aurora Têxtil' })).toBeVisible()
  })

  test('carousel: APG region, slides "n de m", previous and next by keyboard', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Mais vendidos' })
    await carousel.scrollIntoViewIfNeeded()
    await expect(page.locator('[data-widget="carousel"]')).toHaveAttribute('data-widget-state', 'ready')
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    await expect(carousel.locator('[aria-roledescription="slide"]').first()).toHaveAttribute('aria-label', '1 de 10')
    // Five per view from 1200 px (data-per-view="2 2 3 4 5").
    const width = await carousel
      .locator('.vt-carousel__track > li')
      .first()
      .evaluate((li) => li.getBoundingClientRect().width)
    const trackWidth = await carousel.locator('.vt-carousel__track').evaluate((t) => t.clientWidth)
    expect(Math.round(trackWidth / width)).toBe(5)
    const track = carousel.locator('.vt-carousel__track')
    await carousel.getByRole('button', { name: 'Próximo' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => track.evaluate((t) => t.scrollLeft)).toBeGreaterThan(500)
    await expect(carousel.locator('[aria-live="polite"]')).toHaveText('Itens 6 a 10 de 10')
    await carousel.getByRole('button', { name: 'Anterior' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => track.evaluate((t) => t.scrollLeft)).toBe(0)
    expect(await axeViolations(page)).toEqual([])
  })

  test('carousel fed by ids: every card from one request', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/')
    const ids = await page.evaluate(() =>
      [...document.querySelectorAll('[data-widget="product-card"]')]
        .slice(0, 5)
        .map((e) => e.getAttribute('data-product-id'))
    )
    // The page's cards read their products first (one request for all of them); the carousel then shares that cache.
    await expect(page.locator('[data-widget="product-card"]').first()).toHaveAttribute('data-widget-state', 'ready')
    let searches = 0
    // The carousel's request names all its ids (other cards on the page refresh through their own batch).
    page.on('request', (r) => {
      if (r.url().includes('/api/search/v1/items.json') && ids.every((id) => r.url().includes(id!))) searches++
    })
    await page.evaluate((list) => {
      const el = document.createElement('div')
      el.dataset.widget = 'carousel'
      el.dataset.ids = list.join(',')
      el.dataset.label = 'Vistos'
      el.dataset.load = 'eager'
      document.querySelector('main')!.appendChild(el)
    }, ids)
    const region = page.getByRole('region', { name: 'Vistos' })
    await expect(region.locator('.vt-card')).toHaveCount(5)
    expect(searches).toBeLessThanOrEqual(1)
    await expect(region.locator('[aria-roledescription="slide"]').nth(4)).toHaveAttribute('aria-label', '5 de 5')
  })

  test('banners: first picture server-rendered, rotation with a pause button, schedule and promotion events', async ({
    page
  }) => {
    const events = await recordEvents(page, ['promotion:view', 'promotion:select'])
    await page.setViewportSize(PHONE)
    await page.goto('/')
    const first = page.locator('[data-widget="banners"] img').first()
    await expect(first).toHaveAttribute('fetchpriority', 'high')
    // The phone picture: its text is large enough to read at 375 px.
    expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/img\/banners\/1-m\.svg$/)
    await expect(page.locator('[data-widget="banners"]')).toHaveAttribute('data-widget-state', 'ready')
    // Keyboard focus would stop the rotation by itself (carousel.spec.ts): the pointer presses the button here.
    await page.getByRole('button', { name: 'Pausar rotação automática' }).click()
    await expect(page.getByRole('button', { name: 'Retomar rotação automática' })).toBeVisible()
    await expect
      .poll(async () => (await events()).filter((e) => e.topic === 'promotion:view').length)
      .toBeGreaterThan(0)
    expect((await events())[0].detail.promotion).toMatchObject({
      id: 'banner-1',
      position: 1,
      name: expect.stringContaining('Nova coleção de inverno')
    })
    expect(await axeViolations(page)).toEqual([])
    // A banner outside its window is not shown.
    await page.evaluate(() => {
      const el = document.createElement('div')
      el.dataset.widget = 'banners'
      el.innerHTML =
        '<ul><li data-end="2020-01-01"><a href="/a"><img alt="old" width="10" height="10"></a></li><li data-start="bad"><a href="/b"><img alt="now" width="10" height="10"></a></li></ul>'
      el.id = 'scheduled'
      el.dataset.load = 'eager'
      document.querySelector('main')!.appendChild(el)
    })
    await expect(page.locator('#scheduled')).toHaveAttribute('data-widget-state', 'ready')
    await expect(page.locator('#scheduled li')).toHaveCount(1)
    await expect(page.locator('#scheduled img')).toHaveAttribute('alt', 'now')
    await page.locator('[data-widget="banners"] a').first().click()
    await page.waitForURL('**/moletons')
  })

  test('countdown: role=timer under the cap, ended state and event, a bad date keeps the markup', async ({ page }) => {
    const events = await recordEvents(page, ['countdown:end'])
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    await page.setViewportSize(DESKTOP)
    await page.goto('/')
    // The countdown mounts as it nears the viewport: bring its element there (the timer role is the island's).
    await page.locator('[data-widget="countdown"]').scrollIntoViewIfNeeded()
    // The demo's offer may be farther than its 72 h cap: then it says 'mais de 3 dias' rather than a standing time.
    await expect(page.locator('[data-widget="countdown"] .vt-countdown').first()).toContainText('Termina em')
    await page.evaluate(() => {
      const main = document.querySelector('main')!
      main.insertAdjacentHTML(
        'beforeend',
        `<div id="near" data-load="eager" data-widget="countdown" data-end="${new Date(Date.now() + 2 * 3600e3).toISOString()}" data-max-hours="5"><p>x</p></div>
        <div id="far" data-load="eager" data-widget="countdown" data-end="${new Date(Date.now() + 30 * 86400e3).toISOString()}" data-max-hours="5"><p>x</p></div>
        <div id="past" data-load="eager" data-widget="countdown" data-end="2020-01-01T00:00:00Z"><p>x</p></div>
        <div id="bad" data-load="eager" data-widget="countdown" data-end="amanhã"><p>server text</p></div>`
      )
    })
    // 30 days away, capped at 5 h: said as more than the cap, not a standing (false) 5 h nor a made-up deadline.
    await expect(page.locator('#far .vt-countdown')).toHaveText('Termina em mais de 5 horas')
    // Within its cap it is a timer, counting.
    await expect(page.locator('#near [role="timer"]')).toContainText('01 horas')
    await expect(page.locator('#past')).toContainText('Oferta encerrada')
    await expect.poll(async () => (await events()).length).toBe(1)
    await expect(page.locator('#bad')).toHaveAttribute('data-widget-state', 'error')
    await expect(page.locator('#bad')).toHaveText('server text')
    expect(errors.some((e) => e.includes('countdown: invalid option data-end'))).toBe(true)
  })

  test('popup: once on the first scroll, coupon copy with the clipboard error, not again this session', async ({
    page
  }) => {
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('denied'))
    })
    await page.setViewportSize(PHONE)
    await page.goto('/')
    await expect(page.locator('[data-widget="popup"]')).toHaveAttribute('data-widget-state', 'ready')
    const dialog = page.getByRole('dialog', { name: 'Boas-vindas à Loja Vitrine!' })
    await expect(dialog).toBeHidden()
    await page.mouse.wheel(0, 400)
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('BEMVINDO10')
    await dialog.getByRole('button', { name: 'Copiar cupom' }).click()
    await expect(dialog.getByRole('status')).toHaveText(
      'Erro ao copiar para a área de transferência, por favor copie manualmente.'
    )
    expect(await axeViolations(page)).toEqual([])
    // Closed through the overlay: remembered like any other way out.
    await page.mouse.click(10, 10)
    await expect(dialog).toBeHidden()
    await page.reload()
    await expect(page.locator('[data-widget="popup"]')).toHaveAttribute('data-widget-state', 'ready')
    await wheelAndSettle(page, 400)
    await expect(dialog).toBeHidden()
  })

  test('popup: closed in one tab, it does not open in another tab of the same browser session', async ({
    page,
    context,
    browser
  }) => {
    await giveConsent(page)
    await page.setViewportSize(DESKTOP)
    await page.goto('/')
    await expect(page.locator('[data-widget="popup"]')).toHaveAttribute('data-widget-state', 'ready')
    await page.mouse.wheel(0, 400)
    const dialog = page.getByRole('dialog', { name: 'Boas-vindas à Loja Vitrine!' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Fechar' }).click()
    await expect(dialog).toBeHidden()
    // A second tab of the same browser.
    const other = await context.newPage()
    await other.setViewportSize(DESKTOP)
    await other.goto('/')
    await expect(other.locator('[data-widget="popup"]')).toHaveAttribute('data-widget-state', 'ready')
    await wheelAndSettle(other, 400)
    await expect(other.getByRole('dialog', { name: 'Boas-vindas à Loja Vitrine!' })).toBeHidden()
    // A new browser session offers it again.
    const fresh = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport: DESKTOP })
    const next = await fresh.newPage()
    await giveConsent(next)
    await next.goto('/')
    await expect(next.locator('[data-widget="popup"]')).toHaveAttribute('data-widget-state', 'ready')
    await next.mouse.wheel(0, 400)
    await expect(next.getByRole('dialog', { name: 'Boas-vindas à Loja Vitrine!' })).toBeVisible()
    await fresh.close()
  })

  test('popup: never opens over another dialog; one Escape closes one layer and gives the page its scroll back', async ({
    page
  }) => {
    await giveConsent(page)
    await page.setViewportSize(DESKTOP)
    await page.goto('/')
    await expect(page.locator('[data-widget="popup"]')).toHaveAttribute('data-widget-state', 'ready')
    await page.locator('[data-widget="product-card"] button.vt-card__buy').first().click()
    const minicart = page.locator('dialog.vt-drawer__panel')
    await expect(minicart).toBeVisible()
    await wheelAndSettle(page, 400)
    const popup = page.getByRole('dialog', { name: 'Boas-vindas à Loja Vitrine!' })
    await expect(popup).toBeHidden()
    await page.keyboard.press('Escape')
    await expect(minicart).toBeHidden()
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('')
    // The next scroll, with nothing open, shows it; Escape then closes it alone, and the page scrolls again.
    await page.mouse.wheel(0, 400)
    await expect(popup).toBeVisible()
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden()
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('')
  })

  test('popup: the copy button copies the coupon; Escape closes and is remembered', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.clipboard.writeText = (t: string) => {
        ;(window as unknown as { __copied: string }).__copied = t
        return Promise.resolve()
      }
    })
    await page.setViewportSize(DESKTOP)
    await page.goto('/')
    await expect(page.locator('[data-widget="popup"]')).toHaveAttribute('data-widget-state', 'ready')
    await page.keyboard.press('PageDown')
    const dialog = page.getByRole('dialog', { name: 'Boas-vindas à Loja Vitrine!' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Copiar cupom' }).click()
    await expect(dialog.getByRole('status')).toHaveText('Copiado!')
    expect(await page.evaluate(() => (window as unknown as { __copied: string }).__copied)).toBe('BEMVINDO10')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    // Remembered for the browser session (a cookie without an expiry date), in every tab.
    const flag = (await page.context().cookies()).find((c) => c.name === 'vitrinePopupClosed_bemvindo_1011')
    expect(flag).toMatchObject({ value: '1', expires: -1 })
  })

  test('whatsapp: a real link with +55 and the prefilled message', async ({ page }) => {
    await page.setViewportSize(PHONE)
    // The page's clock stands still until the test moves it: on a loaded machine a running clock reached the idle
    // window before the first look.
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 1000)
    await page.goto('/camisetas')
    const link = page.getByRole('link', { name: 'Fale conosco pelo WhatsApp' })
    // Without JavaScript it is already a working link.
    expect(await (await page.request.get('/camisetas')).text()).toContain('href="https://wa.me/5511998765432"')
    // The island loads at idle, not with the page's first content: the floating button must step aside from the
    // controls under it before the shopper touches anything. The message, with the phone rule, waits for the shopper
    // to reach for the link (here: keyboard focus).
    await expect(page.locator('[data-widget="whatsapp"]')).toHaveAttribute('data-widget-state', 'pending')
    await page.clock.resume()
    await expect(page.locator('[data-widget="whatsapp"]')).toHaveAttribute('data-widget-state', 'ready')
    await networkQuiet(page)
    await expect(link).toHaveAttribute('href', 'https://wa.me/5511998765432')
    await link.focus()
    await expect(link).toHaveAttribute('href', /\?text=/)
    const href = new URL((await link.getAttribute('href'))!)
    expect(href.pathname).toBe('/5511998765432')
    expect(href.searchParams.get('text')).toBe(`Olá! Tenho uma dúvida sobre Camisetas: ${page.url()}`)
  })

  test('whatsapp: the first click, made before the message is in place, opens the chat with it', async ({
    page,
    context
  }) => {
    await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'chat' }))
    await giveConsent(page)
    await page.setViewportSize(PHONE)
    await page.clock.install()
    await page.goto('/camisetas')
    await page.clock.fastForward(5000)
    await expect(page.locator('[data-widget="whatsapp"]')).toHaveAttribute('data-widget-state', 'ready')
    const [chat] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Fale conosco pelo WhatsApp' }).click()
    ])
    await chat.waitForURL(/^https:\/\/wa\.me\//)
    expect(new URL(chat.url()).searchParams.get('text')).toBe(`Olá! Tenho uma dúvida sobre Camisetas: ${page.url()}`)
  })

  test("on a phone a card's instalment line is shown whole, 'sem juros' included, not cut short", async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/')
    const line = page.locator('.vt-card .vt-price__installments', { hasText: /juros$/ }).first()
    await expect(line).toHaveText(/^\d+x de R\$\s?[\d.]+,\d{2} (sem|com) juros$/)
    await line.scrollIntoViewIfNeeded()
    // Nothing of the text lies outside the line's box (an ellipsis hid the end of it).
    expect(await line.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(
      true
    )
  })

  test("on a phone a card's cash price line is shown whole, 'no Pix' included, not cut short", async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/')
    const line = page.locator('.vt-card .vt-price__cash', { hasText: /Pix$/ }).first()
    await expect(line).toHaveText(/^R\$\s?[\d.]+,\d{2} à vista no Pix$/)
    await line.scrollIntoViewIfNeeded()
    // Nothing of the text lies outside the line's box (an ellipsis hid 'no Pix').
    expect(await line.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(
      true
    )
  })

  for (const viewport of [PHONE, DESKTOP]) {
    test(`home page: no layout shift through a full scroll at ${viewport.width} px`, async ({ page }) => {
      const cls = await watchLayoutShift(page)
      await page.setViewportSize(viewport)
      await page.goto('/')
      // The countdown, further down, mounts during the scroll below (its shifts are counted too).
      await allReady(page, '[data-widget="banners"], [data-widget="carousel"]')
      for (let y = 0; y < 12; y++) await wheelAndSettle(page, 600)
      await page.keyboard.press('Escape')
      await networkQuiet(page)
      expect(await cls()).toBe(0)
    })
  }
})
