import { describe, expect, it } from 'vitest'
import { planBuyAgain } from '#core/account/buy-again'
import { historyOf, paymentOf, safeLink, shippingOf } from '#core/account/order-detail'
import { addressFaults } from '#core/account/address-rules'
import { phoneFrom, phoneText } from '#core/account/phone-rules'
import { addressErrors } from '#core/account/address-rules'
import { birthDateFrom, withDefault, withoutAddress } from '#core/account/profile-rules'
import type { Order } from '#core/schemas/order'
import type { Product } from '#core/schemas/product'

const product = (o: Partial<Product> & { _id: string }): Product =>
  ({ name: o._id, sku: o._id, price: 10, available: true, visible: true, quantity: 5, ...o }) as Product

describe('buy again', () => {
  it("adds what can still be bought, at today's price, and names the rest", () => {
    const items = [
      { product_id: 'a', quantity: 2, price: 5, name: 'A' },
      { product_id: 'b', quantity: 1, price: 5, name: 'B' },
      { product_id: 'c', quantity: 1, price: 5, name: 'C' },
      { product_id: 'd', quantity: 1, price: 5, name: 'D', variation_id: 'v1' },
      { product_id: 'e', quantity: 1, price: 5, name: 'E' }
    ]
    const products = new Map([
      ['a', product({ _id: 'a', price: 12 })],
      ['b', product({ _id: 'b', quantity: 0 })],
      ['c', product({ _id: 'c', available: false })],
      ['d', product({ _id: 'd', variations: [{ _id: 'v1', quantity: 3, price: 20 }] as Product['variations'] })]
    ])
    const plan = planBuyAgain(items, products)
    expect(plan.lines.map((l) => [l.product_id, l.quantity, l.price])).toEqual([
      ['a', 2, 12],
      ['d', 1, 20]
    ])
    expect(plan.unavailable).toEqual(['B', 'C', 'E'])
    expect(plan.changed).toEqual([
      { name: 'A', was: 5, now: 12 },
      { name: 'D', was: 5, now: 20 }
    ])
  })

  it('names only the prices that changed, against the price paid; a kit part has no price of its own', () => {
    const items = [
      { product_id: 'a', quantity: 1, price: 159.9, name: 'Same' },
      { product_id: 'b', quantity: 1, price: 159.9, final_price: 135.9, name: 'Was on sale' },
      { product_id: 'c', quantity: 1, price: 3.33, name: 'Kit part', kit_product: { _id: 'k', price: 10 } }
    ]
    const products = new Map([
      ['a', product({ _id: 'a', price: 159.9 })],
      ['b', product({ _id: 'b', price: 159.9 })],
      ['c', product({ _id: 'c', price: 4 })]
    ])
    expect(planBuyAgain(items, products).changed).toEqual([{ name: 'Was on sale', was: 135.9, now: 159.9 }])
  })
})

describe('order detail parts', () => {
  const order = {
    _id: 'o',
    payment_method_label: 'Boleto bancário',
    transactions: [
      {
        payment_method: { code: 'banking_billet' },
        banking_billet: { code: '341', link: 'javascript:alert(1)' },
        credit_card: { last_digits: 'abcd' }
      }
    ],
    shipping_lines: [
      {
        to: { street: 'Rua A', zip: 5 },
        tracking_codes: [
          { code: 'BR1', link: 'https://t.example/BR1' },
          { code: 'BR2', link: 'javascript:x' },
          { nope: 1 }
        ]
      }
    ],
    payments_history: [
      { status: 'paid', date_time: '2025-01-02T00:00:00Z' },
      { status: 'pending', date_time: '2025-01-01T00:00:00Z' },
      { status: 'x', date_time: 'never' }
    ],
    fulfillments: 'corrupt'
  } as unknown as Order
  it('reads each part on its own: a corrupt part is left out, the rest shows', () => {
    const p = paymentOf(order)
    expect(p.billet?.code).toBe('341')
    expect(p.card).toBeUndefined()
    expect(safeLink(p.billet?.link)).toBeUndefined()
    expect(safeLink('/api/modules/v1/boleto/x.html')).toBe('/api/modules/v1/boleto/x.html')
    expect(safeLink('//evil.example/x')).toBeUndefined()
    const s = shippingOf(order)
    expect(s.to).toBeUndefined() // zip must be text
    expect(s.tracking).toEqual([
      { code: 'BR1', link: 'https://t.example/BR1' },
      { code: 'BR2', link: undefined }
    ])
    expect(historyOf(order as Order & Record<string, unknown>).map((h) => h.status)).toEqual(['pending', 'paid'])
  })

  it("reads the order's status changes from the dates the Orders resource keeps", () => {
    const order = {
      _id: 'o1',
      created_at: '2025-01-01T10:00:00.000Z',
      opened_at: '2025-01-01T10:00:00.000Z',
      closed_at: '2025-01-03T10:00:00.000Z',
      cancelled_at: 'not a date',
      payments_history: [{ status: 'paid', date_time: '2025-01-02T10:00:00.000Z' }]
    } as unknown as Order & Record<string, unknown>
    expect(historyOf(order).map((h) => [h.kind, h.status])).toEqual([
      ['payment', 'paid'],
      ['order', 'closed']
    ])
    const reopened = { ...order, closed_at: undefined, opened_at: '2025-01-04T10:00:00.000Z' }
    expect(historyOf(reopened).map((h) => h.status)).toEqual(['paid', 'open'])
  })
})

describe('profile rules (as a registration checks them)', () => {
  it('phones: Brazilian area code and 8 or 9 digits, or an international number', () => {
    expect(phoneFrom('(31) 99999-8888')).toEqual({ country_code: 55, number: '31999998888' })
    expect(phoneFrom('+55 11 3333-4444')).toEqual({ country_code: 55, number: '1133334444' })
    expect(phoneFrom('9999-8888')).toBeNull()
    expect(phoneFrom('(0) 99999-8888')).toBeNull()
    // The trunk 0 dialled before the area code inside Brazil is not part of the number.
    expect(phoneFrom('(011) 98765-4321')).toEqual({ country_code: 55, number: '11987654321' })
    expect(phoneFrom('+55 (011) 98765-4321')).toEqual({ country_code: 55, number: '11987654321' })
    expect(phoneFrom('+351 912 345 678')).toEqual({ country_code: 351, number: '912345678' })
    expect(phoneFrom('+351 12345')).toBeNull()
  })

  it('a saved phone shown again reads back as the same phone', () => {
    for (const phone of [
      { country_code: 55, number: '31999998888' },
      { country_code: 351, number: '912345678' }
    ])
      expect(phoneFrom(phoneText(phone))).toEqual(phone)
    expect(phoneText({ country_code: 351, number: '912345678' })).toBe('+351 912345678')
    expect(phoneText({ number: '1133334444' })).toBe('1133334444')
  })

  it('birth dates: real, past, day first in Brazil', () => {
    const now = new Date('2026-01-01T00:00:00Z')
    expect(birthDateFrom('14/03/1990', 'BR', now)).toEqual({ day: 14, month: 3, year: 1990 })
    expect(birthDateFrom('31/02/1990', 'BR', now)).toBeNull()
    expect(birthDateFrom('01/01/2030', 'BR', now)).toBeNull()
    expect(birthDateFrom('01/01/1850', 'BR', now)).toBeNull()
  })

  it('addresses: CEP of 8 digits, street, number, borough, city and a real UF', () => {
    const a = { zip: '30130-010', street: 'Av', number: 1500, borough: 'Centro', city: 'BH', province_code: ' mg' }
    expect(addressErrors(a)).toEqual({})
    expect(addressErrors({ ...a, number: 'S/N' })).toEqual({})
    expect(addressErrors({ zip: '123', street: ' ', city: 'BH', province_code: 'XX' })).toEqual({
      zip: 'field.zip',
      street: 'field.required',
      number: 'field.required',
      borough: 'field.required',
      province_code: 'field.province'
    })
  })

  it('the address rule names the fault; an empty state is missing, a wrong one is not a UF', () => {
    const a = { zip: '01310100', street: 'Av', number: '1', borough: 'B', city: 'C' }
    expect(addressFaults({ ...a, province_code: '' })).toEqual({ province_code: 'required' })
    expect(addressFaults({ ...a, province_code: 'XX' })).toEqual({ province_code: 'province' })
    expect(addressFaults({ ...a, zip: '01310-1009', province_code: 'SP' })).toEqual({ zip: 'zip' })
  })

  it('the book keeps exactly one default', () => {
    const book = [{ street: 'a', default: true }, { street: 'b', default: false }, { street: 'c' }]
    expect(withDefault(book, 2).map((a) => a.default)).toEqual([false, false, true])
    expect(withoutAddress(book, 0).map((a) => [a.street, a.default])).toEqual([
      ['b', true],
      ['c', false]
    ])
    expect(withoutAddress(book, 1).map((a) => a.street)).toEqual(['a', 'c'])
  })
})

describe('gender and the record pronoun', () => {
  it('reads and writes the pronoun the Customers resource keeps; x and none keep no pronoun', async () => {
    const { genderOf, pronounOf } = await import('#core/account/pronoun')
    expect([genderOf('she'), genderOf('he'), genderOf(undefined), genderOf('they')]).toEqual(['f', 'm', '', ''])
    expect([pronounOf('f'), pronounOf('m'), pronounOf('x'), pronounOf('')]).toEqual(['she', 'he', undefined, undefined])
  })
})
