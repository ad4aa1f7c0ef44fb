import { describe, expect, it } from 'vitest'
import { buyerFromCustomer } from '#core/checkout/buyer-from-customer'
import type { BuyerDraft } from '#core/checkout/registration'
import { parseDate } from '#core/parse/date'
import type { Customer } from '#core/schemas/customer'

const typed: BuyerDraft = {
  email: 'typed@example.com',
  name: 'Typed Name',
  registry: 'p',
  doc: '123.456.789-09',
  corporate: '',
  inscriptionType: 'State',
  inscriptionNumber: '',
  phone: '(11) 98888-7777',
  birth: '',
  gender: ''
}

describe("the customer's record merged into the buyer's fields", () => {
  it('fills each field the record has, as the form shows it', () => {
    const c: Customer = {
      _id: 'a'.repeat(24),
      main_email: 'maria@example.com',
      name: { given_name: 'Maria', middle_name: 'Aparecida', family_name: 'Silva' },
      registry_type: 'j',
      doc_number: '12ABC34501DE35',
      corporate_name: 'Maria Ltda',
      phones: [{ number: '11999990000' }],
      birth_date: { day: 3, month: 9, year: 1985 },
      // The record keeps a pronoun (the Customers resource has no gender): the form reads it as one.
      pronoun: 'she'
    }
    expect(buyerFromCustomer(c, typed, 'BR')).toEqual({
      ...typed,
      email: 'maria@example.com',
      name: 'Maria Aparecida Silva',
      registry: 'j',
      doc: '12.ABC.345/01DE-35',
      corporate: 'Maria Ltda',
      phone: '11999990000',
      birth: '03/09/1985',
      gender: 'f'
    })
  })

  it("shows the birth date as the store's country types it, read back by the same rule", () => {
    const c: Customer = { _id: 'a'.repeat(24), birth_date: { day: 3, month: 9, year: 1985 } }
    expect(buyerFromCustomer(c, typed, 'BR').birth).toBe('03/09/1985')
    expect(buyerFromCustomer(c, typed, 'US').birth).toBe('1985-09-03')
    for (const country of ['BR', 'US'])
      expect(parseDate(buyerFromCustomer(c, typed, country).birth, country)).toEqual({ day: 3, month: 9, year: 1985 })
  })

  it('keeps what was typed where the record is silent', () => {
    expect(buyerFromCustomer({ _id: 'a'.repeat(24) }, typed)).toEqual(typed)
  })
})
