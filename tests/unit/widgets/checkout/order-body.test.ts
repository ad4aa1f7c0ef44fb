import { describe, expect, it } from 'vitest'
import type { BuyerDraft } from '../../../../core/checkout/registration'
import { buyerBody, transactionBuyer } from '../../../../widgets/checkout/state/order-body'

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
})
