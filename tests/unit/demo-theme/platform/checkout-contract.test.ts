// @vitest-environment node
// The @checkout body as the platform's published schema has it: integer house numbers (none for a house without),
// the apps that offered the service and gateway, the buyer (phone, birth date) inside the transaction. The raw-card
// guard looks only where card data can be, so a phone's or a house's `number` is no card number.
import { describe, expect, it } from 'vitest'
import { carriesRawCard } from '../../../../demo-theme/platform/checkout.mjs'
import { call, post, platformForFile } from './helpers'

const p = platformForFile()
const MODULES = '/api/modules/v1'

async function orderBody(overrides: Record<string, any> = {}) {
  const { body } = await call(p, '/api/store/v1/products.json?limit=72')
  const product = body.result.find(
    (x: any) => !x.variations && x.price > 0 && x.available && x.visible && x.quantity > 3 && !x.min_quantity
  )
  return {
    items: [{ product_id: product._id, quantity: 1 }],
    shipping: { app_id: 1248, service_code: '04510', to: { zip: '01310100', street: 'Av. Paulista', number: 1000 } },
    transaction: {
      app_id: 1251,
      payment_method: { code: 'banking_billet' },
      buyer: {
        email: 'nova@example.com',
        fullname: 'Nova Cliente',
        birth_date: { day: 2, month: 3, year: 1990 },
        phone: { country_code: 55, number: '11987654321' },
        registry_type: 'p',
        doc_number: '52998224725'
      }
    },
    customer: { main_email: 'nova@example.com', name: { given_name: 'Nova' } },
    ...overrides
  }
}

describe('@checkout body as the published schema has it', () => {
  it('takes an integer house number, a buyer with phone and birth date, and the offering apps', async () => {
    const res = await post(p, `${MODULES}/@checkout.json`, await orderBody())
    expect(res.status).toBe(200)
    expect(res.body.order.number).toBeGreaterThan(0)
  })

  it('refuses a house number as text and an app that offered nothing', async () => {
    const base = await orderBody()
    const text = await post(p, `${MODULES}/@checkout.json`, {
      ...base,
      shipping: { ...base.shipping, to: { ...base.shipping.to, number: '1000' } }
    })
    expect(text.status).toBe(400)
    const app = await post(p, `${MODULES}/@checkout.json`, { ...base, shipping: { ...base.shipping, app_id: 1 } })
    expect(app.body.error_code).toBe('invalid_app')
    const gateway = await post(p, `${MODULES}/@checkout.json`, {
      ...base,
      transaction: { ...base.transaction, app_id: 1 }
    })
    expect(gateway.body.error_code).toBe('invalid_app')
  })

  it('finds raw card data only where card data can be', () => {
    expect(carriesRawCard({ credit_card: { hash: 'tok' }, buyer: { phone: { number: '1199' } } })).toBe(false)
    expect(
      carriesRawCard({ to: { number: 12 }, billing_address: { number: 3 }, payer: { phone: { number: '1' } } })
    ).toBe(false)
    expect(carriesRawCard({ credit_card: { number: '4111111111111111' } })).toBe(true)
    expect(carriesRawCard({ credit_card: { hash: 'tok', cvv: 123 } })).toBe(true)
    expect(carriesRawCard({ card: { card_number: '4111' } })).toBe(true)
    expect(carriesRawCard([{ payment_method: { code: 'loyalty_points' } }, { credit_card: { cvc: '1' } }])).toBe(true)
    expect(carriesRawCard({ number: '4111111111111111' })).toBe(true)
  })

  it("passes what the platform's own checkout sends with a payment: the gateway it was listed, buyer, address", () => {
    // storefront-app spreads the chosen gateway (instalment options included) into the transaction, then adds
    // buyer.phone and billing_address, each with a `number` that is no card's.
    const transaction = {
      label: 'Cartão de crédito',
      payment_method: { code: 'credit_card', name: 'Cartão' },
      installment_options: [{ number: 2, value: 50, tax: false }],
      credit_card: { hash: 'tok_abc', holder_name: 'ANA', last_digits: '1111', bin: 411111, company: 'visa' },
      installments_number: 2,
      buyer: { email: 'ana@example.com', phone: { number: '11999990000' }, fullname: 'Ana Souza' },
      billing_address: { zip: '01310100', street: 'Av. Paulista', number: 1000 }
    }
    expect(carriesRawCard(transaction)).toBe(false)
    expect(carriesRawCard([transaction, { payment_method: { code: 'loyalty_points' } }])).toBe(false)
  })

  it('refuses a card number sent where the token goes', () => {
    expect(carriesRawCard({ credit_card: { hash: '4111 1111 1111 1111' } })).toBe(true)
    expect(carriesRawCard({ credit_card: { hash: '4111-1111-1111-1111' } })).toBe(true)
  })
})
