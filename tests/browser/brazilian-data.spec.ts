import { expect, test } from '@playwright/test'
import { axeViolations, failOnMissingLabels } from './helpers'
import { cartLine, fillAddress, openWithCart } from './checkout-helpers'

failOnMissingLabels(test)

type LogEntry = { api: string; method: string; path: string; status: number; body?: string }
const log = async (request: import('@playwright/test').APIRequestContext) =>
  (await (await request.get('/__platform/log')).json()) as LogEntry[]

/** A number starting with `prefix`, 16 digits, with a right Luhn digit (filled with 1s, so it never ends 0000). */
function cardNumber(prefix: string): string {
  const body = prefix.padEnd(15, '1')
  for (let d = 0; d < 10; d++) {
    const n = body + d
    let sum = 0
    for (let i = 0; i < n.length; i++) {
      let x = Number(n[n.length - 1 - i])
      if (i % 2) x = x * 2 > 9 ? x * 2 - 9 : x * 2
      sum += x
    }
    if (sum % 10 === 0) return n
  }
  throw new Error('unreachable')
}

test('a company with an alphanumeric CNPJ registers and buys with an Elo card; order and record keep the letters', async ({
  page,
  request
}) => {
  // Four steps, a card tokenised and axe twice: longer than one page's test on a loaded machine.
  test.slow()
  const email = `letras.${Date.now()}@example.com`
  await openWithCart(page, [await cartLine(request, 7, 1)], '#/checkout')
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Continuar como visitante' }).click()
  await expect(page).toHaveURL(/#\/checkout\/customer$/)
  await page.getByLabel('Nome completo').fill('Clara Letras')
  await page.getByRole('radio', { name: 'Pessoa jurídica' }).check()
  const cnpj = page.getByLabel('CNPJ')
  // A text keyboard in capitals; typed in lower case, masked as it goes.
  await expect(cnpj).toHaveAttribute('inputmode', 'text')
  await cnpj.pressSequentially('12abc34501de36')
  await expect(cnpj).toHaveValue('12.ABC.345/01DE-36')
  await page.getByLabel('Razão social').fill('Letras & Números Ltda')
  await page.getByLabel('Telefone').fill('0055 11 98765-4321')
  await page.getByRole('button', { name: 'Continuar' }).click()
  await expect(page.getByText('CNPJ inválido.')).toBeVisible()
  await expect(cnpj).toBeFocused()
  await cnpj.fill('12.abc.345/01de-35')
  await expect(cnpj).toHaveValue('12.ABC.345/01DE-35')
  await page.getByRole('button', { name: 'Continuar' }).click()
  await expect(page).toHaveURL(/#\/checkout\/address$/)
  await fillAddress(page)

  // The Elo BIN 509001 (one the old rule called unknown): the hint names it as it is typed, the gateway gets it.
  const elo = cardNumber('509001')
  await page.getByRole('radio', { name: /Cartão de crédito/ }).check()
  await page.getByLabel('Nome impresso no cartão').fill('CLARA LETRAS')
  await page.getByLabel('Número do cartão').fill(elo)
  await expect(page.getByText('Bandeira: Elo')).toBeVisible()
  const year = String(new Date().getFullYear() + 2).slice(2)
  await page.getByLabel('Validade (MM/AA)').pressSequentially(`12${year}`)
  await page.getByLabel('Código de segurança').fill('123')
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Finalizar pedido' }).click()
  await expect(page).toHaveURL(/#\/confirmation\//)

  const entries = await log(request)
  const token = entries.find((e) => e.api === 'gateway' && e.path.endsWith('tokens.json') && e.body?.includes(elo))
  expect(JSON.parse(token!.body!).brand).toBe('elo')
  const sent = entries.find((e) => e.method === 'POST' && e.path.endsWith('@checkout.json') && e.body?.includes(email))
  const body = JSON.parse(sent!.body!)
  expect(body.customer).toMatchObject({
    registry_type: 'j',
    doc_number: '12ABC34501DE35',
    phones: [{ country_code: 55, number: '11987654321' }]
  })
  expect(body.transaction.credit_card.company).toBe('elo')

  // The record: login by the document, typed as the shopper writes it, finds the company with its letters and order.
  const identified = await request.post('/api/passport/v1/identify.json', {
    data: { email, doc_number: '12.abc.345/01de-35' }
  })
  expect(identified.status()).toBe(200)
  const session = await identified.json()
  expect(session.customer).toMatchObject({ doc_number: '12ABC34501DE35', registry_type: 'j' })
  expect(session.customer.orders).toHaveLength(1)
  const headers = {
    'X-My-ID': session.auth.id,
    'X-Access-Token': session.auth.token.access_token,
    'X-Store-ID': '1011'
  }
  const order = await (
    await request.get(`/api/store/v1/orders/${session.customer.orders[0]._id}.json`, { headers })
  ).json()
  expect(order.buyers[0].doc_number).toBe('12ABC34501DE35')
  expect(order.transactions[0].credit_card.company).toBe('elo')
})
