// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, post, platformForFile } from './helpers'

const p = platformForFile()

const MODULES = '/api/modules/v1'
const tokenise = async (number: string): Promise<string> =>
  (
    await post(p, '/api/gateway/v1/tokens.json', {
      number,
      cvc: '123',
      month: 12,
      year: new Date().getFullYear() + 2,
      name: 'ANA SOUZA'
    })
  ).body.token

async function product(minStock = 3) {
  const { body } = await call(p, '/api/store/v1/products.json?limit=72')
  return body.result.find(
    (x: any) => !x.variations && x.price > 0 && x.available && x.visible && x.quantity > minStock && !x.min_quantity
  )
}

const body = async (transaction: unknown, quantity = 1) => ({
  items: [{ product_id: (await product())._id, quantity }],
  shipping: { app_id: 1248, service_code: '04510', to: { zip: '01310100', street: 'Avenida Paulista', number: 1000 } },
  transaction,
  customer: { main_email: 'ana.retry@example.com' }
})
// The order attempt's key travels as a header: the checkout body has no field for it.
const keyed = (key: string) => ({ 'Idempotency-Key': key })

describe('a refused card paid again on the same order', () => {
  it('adds a new transaction to the order its key made: one order, paid, its number kept', async () => {
    const key = 'a1'.repeat(16)
    const refused = await post(
      p,
      `${MODULES}/@checkout.json`,
      await body({
        payment_method: { code: 'credit_card' },
        credit_card: { hash: await tokenise('4111111111170000') }
      }),
      keyed(key)
    )
    expect(refused.body.order.financial_status.current).toBe('unauthorized')
    const before = (await call(p, '/__platform/log')).body.length
    const paid = await post(p, `${MODULES}/@checkout/${key}/transaction.json`, {
      transaction: {
        payment_method: { code: 'credit_card' },
        installments_number: 2,
        credit_card: { hash: await tokenise('4111111111111111') }
      }
    })
    expect(paid.status).toBe(200)
    expect(paid.body.order).toMatchObject({ _id: refused.body.order._id, number: refused.body.order.number })
    expect(paid.body.order.financial_status.current).toBe('paid')
    expect(paid.body.transaction.installments.number).toBe(2)
    expect(before).toBeGreaterThan(0)
    // The key now answers with the order as it stands.
    const found = await call(p, `${MODULES}/@checkout/${key}.json`)
    expect(found.body.order.financial_status.current).toBe('paid')
    // Paid: nothing more to pay.
    const again = await post(p, `${MODULES}/@checkout/${key}/transaction.json`, {
      transaction: { payment_method: { code: 'banking_billet' } }
    })
    expect(again.status).toBe(409)
  })

  it('a boleto instead takes the boleto discount; an unknown key is a 404; a card needs its token', async () => {
    const key = 'b2'.repeat(16)
    const refused = await post(
      p,
      `${MODULES}/@checkout.json`,
      await body({
        payment_method: { code: 'credit_card' },
        credit_card: { hash: await tokenise('4111111111170000') }
      }),
      keyed(key)
    )
    const total = refused.body.order.amount.total
    expect(
      (
        await post(p, `${MODULES}/@checkout/${key}/transaction.json`, {
          transaction: { payment_method: { code: 'credit_card' } }
        })
      ).status
    ).toBe(400)
    const boleto = await post(p, `${MODULES}/@checkout/${key}/transaction.json`, {
      transaction: { payment_method: { code: 'banking_billet' } }
    })
    expect(boleto.body.order.financial_status.current).toBe('pending')
    expect(boleto.body.order.amount.total).toBe(Math.round(total * 95) / 100)
    expect(boleto.body.transaction.banking_billet.link).toMatch(/\/boleto\//)
    expect(
      (
        await post(p, `${MODULES}/@checkout/${'c3'.repeat(16)}/transaction.json`, {
          transaction: { payment_method: { code: 'banking_billet' } }
        })
      ).status
    ).toBe(404)
  })

  it('a stock refusal names the product and the quantity left', async () => {
    const prod = await product()
    const res = await post(p, `${MODULES}/@checkout.json`, {
      ...(await body({ payment_method: { code: 'banking_billet' } })),
      items: [{ product_id: prod._id, quantity: prod.quantity + 1 }]
    })
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({
      error_code: 'out_of_stock',
      product_id: prod._id,
      name: prod.name,
      quantity_left: prod.quantity
    })
  })
})
