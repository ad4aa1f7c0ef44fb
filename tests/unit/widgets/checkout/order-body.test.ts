import { describe, expect, it } from 'vitest'
import type { BuyerDraft } from '#core/checkout/registration'
import { buyerBody, orderBody, transactionBuyer } from '#widgets/checkout/state/order-body'

const buyer: BuyerDraft = {
  email: 'Ana@Example.com',
  name: 'Ana Souza',
  registry: 'p',
  doc: '529.982.247-25',
  corporate: '',
  inscriptionType: 'State',
  inscriptionNumber: '',
  phone: '(11) 98765-4321',
  birth: '',
  gender: ''
}

describe('order buyer', () => {
  it('records the phone as the account saves it: a number typed without + is Brazilian', () => {
    expect(buyerBody(buyer).phones).toEqual([{ country_code: 55, number: '11987654321' }])
    expect(buyerBody({ ...buyer, phone: '+351 912 345 678' }).phones).toEqual([
      { country_code: 351, number: '912345678' }
    ])
  })

  it('keeps the birth date off the customer (the schema has none there) and on the transaction buyer', () => {
    const born = { ...buyer, birth: '14/03/1990' }
    expect(buyerBody(born)).not.toHaveProperty('birth_date')
    expect(transactionBuyer(born, 'c1')).toEqual({
      customer_id: 'c1',
      email: 'ana@example.com',
      fullname: 'Ana Souza',
      birth_date: { day: 14, month: 3, year: 1990 },
      phone: { country_code: 55, number: '11987654321' },
      registry_type: 'p',
      doc_number: '52998224725'
    })
  })

  it('builds the body as the published checkout schema has it', () => {
    const line = { _id: 'l1', slug: 'kit', product_id: 'p1', quantity: 1, price: 10 }
    const kit = { _id: 'k1', name: 'Kit', pack_quantity: 2, price: 20, composition: [{ _id: 'p1' }] }
    const body = orderBody({
      cart: { _id: 'c1', items: [{ ...line, kit_product: kit }], subtotal: 10 } as never,
      buyer,
      address: {
        zip: '01310-100',
        street: 'Av. Paulista',
        number: '1000',
        complement: '',
        borough: 'B',
        city: 'SP',
        province_code: 'SP'
      },
      service: { app_id: 1248, label: 'PAC', service_code: '04510', shipping_line: { total_price: 10 } },
      transaction: { payment_method: { code: 'banking_billet' } },
      gateway: { app_id: 1251 },
      session: { referral: 'ana10', coupon: 'BEMVINDO10' },
      lang: 'pt_br'
    })
    expect(body.items).toEqual([
      { product_id: 'p1', quantity: 1, kit_product: { _id: 'k1', name: 'Kit', pack_quantity: 2, price: 20 } }
    ])
    expect(body.shipping).toMatchObject({ app_id: 1248, to: { zip: '01310100', number: 1000 } })
    expect(body.transaction).toMatchObject({ app_id: 1251, payment_method: { code: 'banking_billet' } })
    expect(body).toMatchObject({ affiliate_code: 'ana10', discount: { discount_coupon: 'BEMVINDO10' } })
    expect(body).not.toHaveProperty('referral')
  })

  it("with points, lists the method's transaction and the points' own, each with its app, buyer and share", () => {
    const body = orderBody({
      cart: { _id: 'c1', items: [{ _id: 'l1', product_id: 'p1', quantity: 1, price: 40 }], subtotal: 40 } as never,
      buyer,
      address: {
        zip: '01310100',
        street: 'Av. Paulista',
        number: '1000',
        borough: 'B',
        city: 'SP',
        province_code: 'SP'
      },
      service: { app_id: 1248, label: 'PAC', service_code: '04510', shipping_line: { total_price: 10 } },
      transaction: { payment_method: { code: 'banking_billet' }, amount_part: 0.8 },
      points: {
        app_id: 1260,
        payment_method: { code: 'loyalty_points' },
        loyalty_points_applied: { vitrine_points: 10 },
        amount_part: 0.2
      },
      gateway: { app_id: 1251 },
      session: {},
      lang: 'pt_br'
    })
    const buyerOf = transactionBuyer(buyer)
    expect(body.transaction).toEqual([
      { app_id: 1251, payment_method: { code: 'banking_billet' }, amount_part: 0.8, buyer: buyerOf },
      {
        app_id: 1260,
        payment_method: { code: 'loyalty_points' },
        loyalty_points_applied: { vitrine_points: 10 },
        amount_part: 0.2,
        buyer: buyerOf
      }
    ])
  })
})
