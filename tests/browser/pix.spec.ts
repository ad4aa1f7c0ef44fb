import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { hasError, parsePix } from 'pix-utils'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import {
  type Auth,
  asOwnCustomer,
  cartLine,
  fillAddress,
  fillVisitor,
  headersOf,
  openWithCart
} from './checkout-helpers'
import { axeViolations, failOnMissingLabels, giveConsent, painted } from './helpers'
import { floaterAside, hiddenByFloater } from './keep-clear-helpers'

failOnMissingLabels(test)

// Pix end to end against the local platform, which answers as Pix apps do (the BR Code in
// intermediator.transaction_code, the expiry in account_deposit.valid_thru, an HTML QR in notes): the code it issues
// (read back by an independent parser), the confirmation's QR, copy and time left, the demo bank paying or expiring
// it, a new code on the same order, a transaction without a valid code, and the account.

const PIX = { code: 'account_deposit' }
/** The BR Code and the charge's id of a Pix transaction, where Pix apps put them. */
const codeOf = (tx: any): string => tx.intermediator.transaction_code
const txidOf = (tx: any): string => tx.intermediator.transaction_id

/** The order's payment status on the public order path (what a visitor's page reads). */
async function financialOf(request: APIRequestContext, orderId: string): Promise<string> {
  const res = await request.get(`/api/store/v1/orders/${orderId}.json`, { headers: { 'X-Store-ID': '1011' } })
  return (await res.json()).financial_status.current
}

/** A checkout answer kept for the confirmation page, as the checkout keeps it (once per test: a reload keeps it). */
async function keepAnswer(page: Page, answer: unknown) {
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('__seeded')) return
    sessionStorage.setItem('__seeded', '1')
    sessionStorage.setItem('vitrineLastOrder_1011', JSON.stringify({ ...(stored as object), received_at: Date.now() }))
  }, answer)
}

/** Records what the page puts on the clipboard, or makes every copy fail (a browser that refuses it). */
async function stubClipboard(page: Page, works: boolean) {
  await page.addInitScript((ok) => {
    const w = window as unknown as { __copied: string[] }
    w.__copied = []
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: (text: string) => {
          if (!ok) return Promise.reject(new DOMException('denied', 'NotAllowedError'))
          w.__copied.push(text)
          return Promise.resolve()
        }
      }
    })
  }, works)
}

/** A Pix order placed straight on the platform: a visitor's, or the logged-in customer's when `buyer` is given. */
async function pixOrder(request: APIRequestContext, buyer?: { auth: Auth; email: string }) {
  const line = await cartLine(request, 2)
  const res = await request.post('/api/modules/v1/@checkout.json', {
    headers: { 'X-Store-ID': '1011', 'Content-Type': 'application/json', ...(buyer ? headersOf(buyer.auth) : {}) },
    data: {
      items: [{ product_id: line.product_id, quantity: 1 }],
      shipping: { to: { zip: '01310100' } },
      transaction: { payment_method: PIX },
      customer: { main_email: buyer?.email ?? 'pix.visitante@example.com' }
    }
  })
  expect(res.status()).toBe(200)
  return res.json()
}

const codeBox = (page: Page) => page.getByLabel('Código Pix (copia e cola)')
const timeLeft = (page: Page) => page.getByRole('timer')

test.describe('Pix', () => {
  // Whole purchases with a fake clock and an axe run in each state: longer than one screen's test.
  test.describe.configure({ timeout: 120_000 })
  test('a visitor pays by Pix: QR and code shown, the demo bank pays, the page turns paid without a reload', async ({
    page,
    context,
    request
  }) => {
    await stubClipboard(page, true)
    await page.clock.install()
    const line = await cartLine(request, 1)
    await openWithCart(page, [line], '#/checkout')
    await fillVisitor(page, 'pix.compra@example.com')
    await fillAddress(page)
    await page.getByRole('radio', { name: /^Pix/ }).check()
    await expect(page.getByText(/5% de desconto no Pix/)).toBeVisible()
    await expect(page.locator('[data-total="pix"]')).toBeVisible()
    const total = (await page.locator('[data-total="total"]').textContent())!.trim()
    expect(await page.getByText(/5% de desconto no Pix/).textContent()).toContain(total)
    expect(await axeViolations(page)).toEqual([])
    const placed = page.waitForResponse((r) => r.url().includes('/@checkout.json') && r.status() === 200)
    await page.getByRole('button', { name: 'Finalizar pedido' }).click()
    // The app's answer: the code in transaction_code, an HTML QR hosted elsewhere in notes, no pix field.
    const answer = await (await placed).json()
    expect(answer.transaction.notes).toContain('<img src="https://')
    expect(answer.transaction.pix).toBeUndefined()
    expect(answer.transaction.account_deposit.valid_thru).toBeTruthy()

    await expect(page.getByRole('heading', { level: 1, name: 'Pedido realizado com sucesso!' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Pague com Pix' })).toBeVisible()
    await expect(page.getByText('Aguardando o pagamento. Esta página se atualiza sozinha.')).toBeVisible()
    // The QR code is drawn in the page from the payload: an inline SVG, no image fetched from anywhere.
    const qr = page.getByRole('img', { name: 'QR code do Pix deste pedido' })
    await expect(qr).toBeVisible()
    expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe('svg')
    expect(await page.locator('.vt-pix img').count()).toBe(0)
    expect(await page.locator('img[src*="qrcode.pix-app.invalid"]').count()).toBe(0)
    const code = await codeBox(page).inputValue()
    expect(code).toBe(codeOf(answer.transaction))
    const parsed = parsePix(code)
    expect(hasError(parsed)).toBe(false)
    // The code charges the total the review showed.
    const shown = Number(total.replace(/[^\d,]/g, '').replace(',', '.'))
    expect((parsed as { transactionAmount: number }).transactionAmount).toBe(shown)
    await expect(timeLeft(page)).toHaveText(/Tempo para pagar: (30:00|29:\d\d)/)
    await page.clock.fastForward('10:00')
    await expect(timeLeft(page)).toHaveText(/Tempo para pagar: (20:00|19:\d\d)/)
    await page.getByRole('button', { name: 'Copiar código Pix' }).click()
    await expect(page.getByText('Copiado!')).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([code])
    expect(await axeViolations(page)).toEqual([])

    // The demo bank, linked only in the demo store, opens in another tab; the shop's tab is never reloaded.
    await page.evaluate(() => {
      ;(window as unknown as { __sameDocument: boolean }).__sameDocument = true
    })
    const txid = (parsed as { txid: string }).txid
    const link = page.getByRole('link', { name: /Pagar este Pix no banco de demonstração/ })
    await expect(link).toHaveAttribute('href', `/_demo/pix/${txid}`)
    const [bank] = await Promise.all([context.waitForEvent('page'), link.click()])
    await bank.getByRole('button', { name: 'Pagar este Pix' }).click()
    await expect(bank.getByText('Este Pix está pago.', { exact: false })).toBeVisible()
    await bank.close()

    await page.clock.runFor(3500)
    await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible()
    await expect(page.getByText('Recebemos seu Pix. Seu pedido já está sendo preparado.')).toBeVisible()
    await expect(page.locator('.vt-confirmation dd').first()).toHaveText('Pago')
    await expect(codeBox(page)).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
    expect(await axeViolations(page)).toEqual([])

    // Paid: the page stops watching the order.
    const reads = async () =>
      ((await (await request.get('/__platform/log')).json()) as { path: string }[]).filter((e) =>
        e.path.includes('/orders/')
      ).length
    const before = await reads()
    await page.clock.runFor(120_000)
    expect(await reads()).toBe(before)
  })

  test('the bank expires the code: expired within 10 s, still after a reload, and a new code on the order is paid', async ({
    page,
    request
  }) => {
    await stubClipboard(page, false)
    const answer = await pixOrder(request)
    const first = answer.transaction
    // The page's own clock is fake: only what the test runs moves it, so the code's 30 minutes never run out here.
    await page.clock.install()
    await keepAnswer(page, answer)
    await page.goto(`/app/#/confirmation/${answer.order._id}/${answer.order.number}`)
    await expect(codeBox(page)).toHaveValue(codeOf(first))
    await page.getByRole('button', { name: 'Copiar código Pix' }).click()
    await expect(
      page.getByText('Erro ao copiar para a área de transferência, por favor copie manualmente.')
    ).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    // The bank drops the code; the page learns it from the platform within 10 s of its clock, without a reload, and
    // focus on the copy button does not fall to <body>.
    await page.getByRole('button', { name: 'Copiar código Pix' }).focus()
    expect((await request.post(`/_demo/pix/${txidOf(first)}/expire`)).status()).toBe(200)
    expect(await financialOf(request, answer.order._id)).toBe('voided')
    await page.clock.runFor(10_000)
    await expect(page.getByText('Este código Pix expirou sem pagamento.')).toBeVisible()
    await expect(codeBox(page)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Copiar código Pix' })).toHaveCount(0)
    await expect(page.getByRole('img', { name: 'QR code do Pix deste pedido' })).toHaveCount(0)
    await expect(timeLeft(page)).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Pague com Pix' })).toBeFocused()
    await expect(page.getByRole('button', { name: 'Gerar novo código Pix' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    // A reload still says expired: the kept answer holds the old code with time left, the platform says otherwise,
    // and the kept code is not offered while the page asks (the order's read held until the check below).
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(`**/orders/${answer.order._id}.json*`, async (route) => {
      await held
      await route.continue()
    })
    await page.reload()
    await expect(page.getByText('Verificando se este código Pix ainda pode ser pago…')).toBeVisible()
    await expect(codeBox(page)).toHaveCount(0)
    await expect(page.getByRole('img', { name: 'QR code do Pix deste pedido' })).toHaveCount(0)
    release()
    await expect(page.getByText('Este código Pix expirou sem pagamento.')).toBeVisible()
    await page.unroute(`**/orders/${answer.order._id}.json*`)
    await expect(codeBox(page)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Copiar código Pix' })).toHaveCount(0)

    await page.getByRole('button', { name: 'Gerar novo código Pix' }).click()
    await expect(codeBox(page)).toBeVisible()
    await expect(codeBox(page)).not.toHaveValue(codeOf(first))
    await expect(page.getByRole('heading', { name: 'Pague com Pix' })).toBeFocused()
    const fresh = await codeBox(page).inputValue()
    const parsed = parsePix(fresh)
    expect(hasError(parsed)).toBe(false)
    expect((parsed as { txid: string }).txid).not.toBe(txidOf(first))
    expect((parsed as { transactionAmount: number }).transactionAmount).toBe(first.amount)
    await expect(timeLeft(page)).toHaveText(/Tempo para pagar: (30:00|29:\d\d)/)
    await expect(page.getByText(`Pedido nº ${answer.order.number}`)).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    // The same order, now with the expired transaction voided and the new one pending.
    const order = await (
      await request.get(`/api/store/v1/orders/${answer.order._id}.json`, { headers: { 'X-Store-ID': '1011' } })
    ).json()
    expect(order.number).toBe(answer.order.number)
    expect(order.financial_status.current).toBe('pending')
    expect(order.transactions.map((t: any) => [txidOf(t), t.status.current])).toEqual([
      [txidOf(first), 'voided'],
      [(parsed as { txid: string }).txid, 'pending']
    ])
    // A reload shows the new code, not the expired one.
    await page.reload()
    await expect(codeBox(page)).toHaveValue(fresh)

    // The new code works: the demo bank pays it and the page says so without a reload.
    expect((await request.post(`/_demo/pix/${(parsed as { txid: string }).txid}/pay`)).status()).toBe(200)
    await page.clock.runFor(10_000)
    await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible()
    await expect(codeBox(page)).toHaveCount(0)
  })

  test('an app answer without a valid BR Code: no code, no QR, a plain message and the payment page', async ({
    page,
    request
  }) => {
    const answer = await pixOrder(request)
    // What Pagar.me's app sends when the bank gave no QR: the acquirer's authorisation code in transaction_code.
    const broken = {
      ...answer,
      transaction: {
        ...answer.transaction,
        intermediator: { ...answer.transaction.intermediator, transaction_code: '123456' }
      }
    }
    await keepAnswer(page, broken)
    await page.goto(`/app/#/confirmation/${answer.order._id}/${answer.order.number}`)
    await expect(
      page.getByText('Não recebemos um código Pix válido para este pedido, por isso nenhum código é mostrado.', {
        exact: false
      })
    ).toBeVisible()
    await expect(codeBox(page)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Copiar código Pix' })).toHaveCount(0)
    await expect(page.getByRole('img', { name: 'QR code do Pix deste pedido' })).toHaveCount(0)
    expect(await page.locator('.vt-pix img').count()).toBe(0)
    const payPage = page.getByRole('link', { name: /Abrir a página de pagamento do Pix/ })
    await expect(payPage).toHaveAttribute('href', answer.transaction.payment_link)
    expect((await payPage.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    expect(await axeViolations(page)).toEqual([])
  })

  test('Maria sees her pending Pix in her account: its code, QR and time left', async ({ page, context, request }) => {
    // A customer of the test's own with Maria's profile: the Pix order is added to no one else's record.
    const answer = await pixOrder(request, await asOwnCustomer(context, request))
    await page.clock.install()
    await page.goto(`/app/#/account/orders/${answer.order._id}`)
    // The order comes through the passport, the most spaced host: a loaded machine takes its time.
    await expect(page.getByRole('heading', { level: 3, name: 'Pague com Pix' })).toBeVisible({ timeout: 30_000 })
    await expect(codeBox(page)).toHaveValue(codeOf(answer.transaction))
    await expect(page.getByRole('img', { name: 'QR code do Pix deste pedido' })).toBeVisible()
    await expect(timeLeft(page)).toHaveText(/Tempo para pagar: (30:00|29:\d\d)/)
    await page.clock.fastForward('05:00')
    await expect(timeLeft(page)).toHaveText(/Tempo para pagar: (25:00|24:\d\d)/)
    expect(await axeViolations(page)).toEqual([])
  })

  test('her order whose code the bank expired: expired in the account too, and a new code there', async ({
    page,
    context,
    request
  }) => {
    const answer = await pixOrder(request, await asOwnCustomer(context, request))
    expect((await request.post(`/_demo/pix/${txidOf(answer.transaction)}/expire`)).status()).toBe(200)
    await page.clock.install()
    await page.goto(`/app/#/account/orders/${answer.order._id}`)
    await expect(page.getByRole('heading', { level: 3, name: 'Pague com Pix' })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText('Este código Pix expirou sem pagamento.')).toBeVisible()
    await expect(codeBox(page)).toHaveCount(0)
    // Nothing was taken: she may also cancel the order instead.
    await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Gerar novo código Pix' }).click()
    await expect(codeBox(page)).toBeVisible()
    const fresh = parsePix(await codeBox(page).inputValue())
    expect(hasError(fresh)).toBe(false)
    expect((fresh as { txid: string }).txid).not.toBe(txidOf(answer.transaction))
    expect(await financialOf(request, answer.order._id)).toBe('pending')
  })
})

// The Pix screen as a shopper meets it on a phone and on a desktop: a QR a camera reads (its size, nothing on it,
// what it encodes), the code in a readable block with its copy button, the time left; the floating WhatsApp button
// steps aside rather than sit on the QR.
test.describe('the Pix screen', () => {
  test.describe.configure({ timeout: 60_000 })
  for (const viewport of [
    { name: 'phone', width: 375, height: 667 },
    { name: 'desktop', width: 1366, height: 768 }
  ]) {
    test(`on a ${viewport.name}: a QR of 200-280 px that nothing covers and that reads as the code shown`, async ({
      page,
      request
    }) => {
      await giveConsent(page)
      await page.setViewportSize(viewport)
      const answer = await pixOrder(request)
      await page.addInitScript((stored) => {
        sessionStorage.setItem('vitrineLastOrder_1011', JSON.stringify({ ...stored, received_at: Date.now() }))
      }, answer)
      await page.goto(`/app/#/confirmation/${answer.order._id}/${answer.order.number}`)
      await expect(codeBox(page)).toHaveValue(codeOf(answer.transaction))
      const qr = page.getByRole('img', { name: 'QR code do Pix deste pedido' })
      await expect(qr).toBeVisible()
      await expect(page.locator('[data-widget="whatsapp"]')).toHaveAttribute('data-widget-state', 'ready')

      // Square, 200-280 px, in whole pixels per module.
      const box = (await qr.boundingBox())!
      expect(box.width).toBeGreaterThanOrEqual(200)
      expect(box.width).toBeLessThanOrEqual(280)
      expect(box.height).toBe(box.width)

      // The code reads whole in its block (no scrolling inside it), with the copy button under or beside it, and the
      // time left is shown.
      const code = codeBox(page)
      expect(await code.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true)
      const codeRect = (await code.boundingBox())!
      const copyRect = (await page.getByRole('button', { name: 'Copiar código Pix' }).boundingBox())!
      expect(copyRect.y >= codeRect.y + codeRect.height || copyRect.x >= codeRect.x + codeRect.width).toBe(true)
      await expect(timeLeft(page)).toBeVisible()

      // Nothing covers any part of the QR: scrolled into view, then with its lower edge where the floating button
      // sits (the button steps aside wherever the two meet).
      await qr.scrollIntoViewIfNeeded()
      await painted(page)
      await expect.poll(() => hiddenByFloater(page, '.vt-pix__qr', 25)).toEqual([])
      expect(await qrUncovered(page)).toEqual([])
      expect(await axeViolations(page)).toEqual([])
      await page.evaluate(() => {
        const qr = document.querySelector('.vt-pix__qr')!.getBoundingClientRect()
        // The QR's lower edge 30 px above the viewport's, level with the middle of the button (16 px + 56 px / 2).
        scrollBy(0, qr.bottom - (innerHeight - 30))
      })
      await painted(page)
      const meet = await page.evaluate(() => {
        const a = document.querySelector('.vt-whatsapp')!.getBoundingClientRect()
        const b = document.querySelector('.vt-pix__qr')!.getBoundingClientRect()
        return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
      })
      // On a phone the centred QR reaches under the button, which stands aside; on a desktop they never meet.
      expect(meet).toBe(viewport.name === 'phone')
      await expect.poll(() => floaterAside(page)).toBe(meet)
      expect(await hiddenByFloater(page, '.vt-pix__qr, .vt-pix__copy button', 25)).toEqual([])
      expect(await qrUncovered(page)).toEqual([])
      expect(await axeViolations(page)).toEqual([])

      // A QR decoder reads the screenshot of the page as the code in the copy box.
      await qr.scrollIntoViewIfNeeded()
      await painted(page)
      const shot = PNG.sync.read(await page.screenshot())
      const read = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height)
      expect(read?.data).toBe(await code.inputValue())
    })
  }
})

/** In the page: the points of a 25 × 25 grid over the QR, edges included, where something other than it is on top. */
function qrUncovered(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const qr = document.querySelector('.vt-pix__qr')!
    const r = qr.getBoundingClientRect()
    const out: string[] = []
    for (let i = 0; i < 25; i++)
      for (let j = 0; j < 25; j++) {
        const x = r.left + 0.5 + ((r.width - 1) * i) / 24
        const y = r.top + 0.5 + ((r.height - 1) * j) / 24
        if (y >= innerHeight) continue
        const top = document.elementFromPoint(x, y)
        if (!top || !qr.contains(top)) out.push(`${Math.round(x)},${Math.round(y)}: ${top?.outerHTML.slice(0, 60)}`)
      }
    return out
  })
}
