import { describe, expect, it } from 'vitest'
import type { BuyerDraft } from '../../../../core/checkout/registration'
import { buyerBody } from '../../../../widgets/checkout/state/order-body'

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
})
