import { describe, expect, it } from 'vitest'
import {
  addressErrors,
  buyerErrors,
  cartTotals,
  serviceFreight,
  splitName,
  type BuyerDraft,
  freeShippingMissing,
  extraDiscountMissing,
  replacedDiscount,
  idempotencyKey,
  sortServices,
  isCnpj,
  isCpf,
  maskExpiry,
  amountParts,
  pointsApplied,
  splitPoints
} from '#core/checkout'
import { holderFromBuyer } from '#core/checkout/card-input'

describe('CPF and CNPJ check digits', () => {
  it('accepts the seed customers and masked input', () => {
    expect(isCpf('12345678909')).toBe(true)
    expect(isCpf('529.982.247-25')).toBe(true)
    expect(isCnpj('11.222.333/0001-81')).toBe(true)
  })
  it('refuses a wrong check digit, a wrong length and repeated digits', () => {
    expect(isCpf('12345678900')).toBe(false)
    expect(isCpf('52998224724')).toBe(false)
    expect(isCpf('1234567890')).toBe(false)
    expect(isCpf('11111111111')).toBe(false)
    expect(isCnpj('11222333000182')).toBe(false)
    expect(isCnpj('00000000000000')).toBe(false)
  })
})

describe('card checks', () => {
  it('gives a typed expiry its slash, keeping one the shopper typed', () => {
    expect(['1', '12', '123', '1230', '122030', '1220301'].map(maskExpiry)).toEqual([
      '1',
      '12',
      '12/3',
      '12/30',
      '12/2030',
      '12/2030'
    ])
    expect(maskExpiry('12/')).toBe('12/')
    expect(maskExpiry('1/30')).toBe('1/30')
    expect(maskExpiry('12 / 3a0')).toBe('12/30')
  })
  it("starts the card's name as the buyer's, in capitals, spaces tidied", () => {
    expect(holderFromBuyer('  João  da Silva ')).toBe('JOÃO DA SILVA')
    expect(holderFromBuyer('')).toBe('')
    expect(holderFromBuyer(undefined)).toBe('')
  })
})

describe('points split', () => {
  it('caps by balance and by maxPointsUsable, the rest to pay exact to the cent', () => {
    // total 100.10 -> at most half (50.05), subtotal - 5 = 95
    expect(splitPoints(1000, 80, 100, 100.1)).toEqual({ points: 50.05, value: 50.05, rest: 50.05 })
    expect(splitPoints(1000, 20, 100, 100.1)).toEqual({ points: 20, value: 20, rest: 80.1 })
    expect(splitPoints(-5, 20, 100, 100)).toEqual({ points: 0, value: 0, rest: 100 })
  })

  it('splits the total into amount parts: the points their value over the total, the method the rest', () => {
    expect(amountParts({ value: 25, rest: 75 })).toEqual({ points: 0.25, rest: 0.75 })
    const odd = amountParts({ value: 10, rest: 89.9 })!
    expect(odd.points * 99.9).toBeCloseTo(10, 9)
    expect(odd.points + odd.rest).toBe(1)
    expect(amountParts({ value: 0, rest: 100 })).toBeUndefined()
    expect(amountParts({ value: 10, rest: 0 })).toEqual({ points: 1, rest: 0 })
  })

  it('sends the points keyed by their program id, in points at the ratio', () => {
    expect(pointsApplied(10, { vitrine_points: { ratio: 1 } })).toEqual({ vitrine_points: 10 })
    expect(pointsApplied(10, { club: { ratio: 0.5 } })).toEqual({ club: 20 })
    expect(pointsApplied(0, { club: {} })).toBeUndefined()
    expect(pointsApplied(10, [{ ratio: 1 }])).toBeUndefined()
    expect(pointsApplied(10, { 'Not An Id': {} })).toBeUndefined()
  })
})

describe('idempotency key', () => {
  it('is 32 hex characters and differs per attempt', () => {
    const a = idempotencyKey()
    expect(a).toMatch(/^[0-9a-f]{32}$/)
    expect(idempotencyKey()).not.toBe(a)
    expect(idempotencyKey((b) => b.fill(255))).toBe('f'.repeat(32))
  })
})

describe('cart totals', () => {
  const ship = (total_price: number, days = 3) => ({
    label: 'x',
    shipping_line: { total_price, delivery_time: { days } }
  })
  it('is exact to the cent', () => {
    expect(cartTotals(0.1 + 0.2, ship(15.9), { extra_discount: { value: 0.03 } })).toEqual({
      subtotal: 0.3,
      discount: 0.03,
      freight: 15.9,
      total: 16.17
    })
  })
  it('a freight rule zeroes the freight; a discount never exceeds the subtotal', () => {
    expect(
      cartTotals(100, ship(24.9), { extra_discount: { value: 24.9, flags: ['COUPON', 'FREE_SHIPPING'] } })
    ).toEqual({
      subtotal: 100,
      discount: 0,
      freight: 0,
      total: 100
    })
    expect(cartTotals(40, ship(10), { extra_discount: { value: 50 } }).total).toBe(10)
    expect(cartTotals(40).total).toBe(40)
  })
  it('sorts services by price then days; free-shipping progress', () => {
    expect(
      sortServices([ship(24.9, 1), ship(15.9, 4), ship(15.9, 2)]).map((s) => s.shipping_line.delivery_time.days)
    ).toEqual([2, 4, 1])
    expect(freeShippingMissing(250.5, 299)).toBe(48.5)
    expect(freeShippingMissing(300, 299)).toBe(0)
    expect(freeShippingMissing(300)).toBeNull()
  })
  it('a free-shipping coupon makes every service free and free shipping reached, as the totals charge it', () => {
    const free = { extra_discount: { value: 39.9, flags: ['FREE_SHIPPING'] } }
    expect(serviceFreight(ship(39.9), free)).toBe(0)
    expect(serviceFreight(ship(60.9), free)).toBe(0)
    expect(serviceFreight(ship(39.9), { extra_discount: { value: 10 } })).toBe(39.9)
    expect(cartTotals(227.7, ship(60.9), free).freight).toBe(serviceFreight(ship(60.9), free))
    expect(freeShippingMissing(227.7, 299, free)).toBe(0)
    expect(freeShippingMissing(227.7, undefined, free)).toBe(0)
    expect(freeShippingMissing(227.7, 299, { extra_discount: { value: 10 } })).toBe(71.3)
  })
  it("tells how far the store's automatic discount is: it needs a subtotal above min_amount", () => {
    const extra = { type: 'percentage' as const, value: 5, min_amount: 500 }
    expect(extraDiscountMissing(487.9, extra)).toBe(12.1)
    expect(extraDiscountMissing(500, extra)).toBe(0)
    expect(extraDiscountMissing(500.01, extra)).toBeNull()
    expect(extraDiscountMissing(100, { ...extra, min_amount: undefined })).toBeNull()
    expect(extraDiscountMissing(100, { ...extra, value: 0 })).toBeNull()
    expect(extraDiscountMissing(100)).toBeNull()
  })
  it('tells what a weaker coupon gave up of the automatic discount (one rule per order)', () => {
    const extra = { type: 'percentage' as const, value: 5, min_amount: 500 }
    expect(replacedDiscount(1076.8, extra, 50)).toBe(53.84)
    expect(replacedDiscount(1076.8, extra, 107.68)).toBeNull()
    expect(replacedDiscount(400, extra, 10)).toBeNull()
    expect(replacedDiscount(1076.8, undefined, 0)).toBeNull()
  })
})

describe('registration checks', () => {
  const buyer: BuyerDraft = {
    email: 'ana@example.com',
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
  it('accepts a complete individual and names each wrong field', () => {
    expect(buyerErrors(buyer)).toEqual({})
    expect(buyerErrors({ ...buyer, email: 'ana@', doc: '52998224724', phone: '123', birth: '31/02/1990' })).toEqual({
      email: 'field.email',
      doc: 'field.cpf',
      phone: 'field.phone',
      birth: 'field.date'
    })
    expect(buyerErrors({ ...buyer, birth: '14/03/1990' })).toEqual({})
    // A date still to come is not a birth date (a typo for 1952).
    expect(buyerErrors({ ...buyer, birth: '14/03/2052' })).toEqual({ birth: 'field.date' })
  })
  it('a phone as the account takes it: a Brazilian one with its area code, a foreign one with its +country', () => {
    expect(buyerErrors({ ...buyer, phone: '98765-4321' })).toEqual({ phone: 'field.phone' })
    expect(buyerErrors({ ...buyer, phone: '(0) 98765-4321' })).toEqual({ phone: 'field.phone' })
    expect(buyerErrors({ ...buyer, phone: '' })).toEqual({ phone: 'field.phone' })
    // The trunk 0 some shoppers dial before the area code is dropped, not refused.
    expect(buyerErrors({ ...buyer, phone: '(011) 98765-4321' })).toEqual({})
    expect(buyerErrors({ ...buyer, phone: '+351 912 345 678' })).toEqual({})
  })
  it('a legal person needs a valid CNPJ and the company name', () => {
    expect(buyerErrors({ ...buyer, registry: 'j' })).toEqual({ doc: 'field.cnpj', corporate: 'field.required' })
    expect(buyerErrors({ ...buyer, registry: 'j', doc: '11.222.333/0001-81', corporate: 'ACME Ltda' })).toEqual({})
  })
  it('address fields and name split', () => {
    const a = {
      zip: '01310-100',
      street: 'Av. Paulista',
      number: 'S/N',
      complement: '',
      borough: 'Bela Vista',
      city: 'São Paulo',
      province_code: 'SP'
    }
    expect(addressErrors(a)).toEqual({})
    expect(addressErrors({ ...a, zip: '0131', city: ' ' })).toEqual({ zip: 'field.zip', city: 'field.required' })
    // The same UF list as the account's address book.
    expect(addressErrors({ ...a, province_code: 'XX' })).toEqual({ province_code: 'field.province' })
    expect(addressErrors({ ...a, province_code: 'rj' })).toEqual({})
    expect(addressErrors({ ...a, province_code: '', number: ' ' })).toEqual({
      province_code: 'field.required',
      number: 'field.required'
    })
    expect(addressErrors({ ...a, province_code: ' rj ' })).toEqual({})
    expect(splitName(' Maria  Aparecida Silva ')).toEqual({ given_name: 'Maria', family_name: 'Aparecida Silva' })
  })
})
