import { describe, expect, it } from 'vitest'
import { addressFaults } from '#core/account/address-rules'
import { phoneFrom } from '#core/account/phone-rules'
import { buyerErrors, type BuyerDraft } from '#core/checkout/registration'
import { holdsZip, isZip, maskZip, zipDigits } from '#core/parse/zip'

const buyer: BuyerDraft = {
  email: 'ann.lee@example.com',
  name: 'Ann Lee',
  registry: 'p',
  doc: '',
  corporate: '',
  inscriptionType: 'State',
  inscriptionNumber: '',
  phone: '+1 503 555 0142',
  birth: '',
  gender: ''
}

describe('a store outside Brazil (its country_code)', () => {
  it('takes a US ZIP code, or ZIP+4, where Brazil takes a CEP', () => {
    expect(isZip('97209', 'US')).toBe(true)
    expect(isZip('972091234', 'US')).toBe(true)
    expect(isZip('9720', 'US')).toBe(false)
    expect(isZip('01310100', 'US')).toBe(false)
    expect(isZip('97209')).toBe(false)
    expect(maskZip('97209 1234', 'US')).toBe('97209-1234')
    expect(zipDigits('97209-12345', 'US')).toBe('972091234')
    expect(holdsZip('01310-100')).toBe(true)
  })

  it('asks no borough, and a state as any two letters, of a US address', () => {
    const us = { zip: '97209', street: 'NW Glisan St', number: '1220', city: 'Portland', province_code: 'OR' }
    expect(addressFaults(us, 'US')).toEqual({})
    expect(addressFaults({ ...us, province_code: 'Oregon' }, 'US')).toEqual({ province_code: 'province' })
    // The same address in a Brazilian store: a CEP, a borough and a UF are missing.
    expect(addressFaults(us)).toEqual({ zip: 'zip', borough: 'required', province_code: 'province' })
  })

  it('asks no CPF or CNPJ, and reads a phone without +country as American', () => {
    expect(buyerErrors(buyer, 'US')).toEqual({})
    expect(buyerErrors({ ...buyer, phone: '(503) 555-0142' }, 'US')).toEqual({})
    expect(phoneFrom('(503) 555-0142', 'US')).toEqual({ country_code: 1, number: '5035550142' })
    expect(buyerErrors(buyer)).toEqual({ doc: 'field.cpf' })
  })
})
