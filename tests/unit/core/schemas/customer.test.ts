import { describe, expect, it } from 'vitest'
import { Address, assertCustomer, Customer, isPlainObject, Phone } from '#core/schemas/customer'

const customer = {
  _id: 'c1',
  name: { given_name: 'Ana', middle_name: 'Maria', family_name: 'Souza' },
  display_name: 'Ana',
  main_email: 'ana@example.com',
  emails: [{ address: 'ana@example.com', verified: true }],
  phones: [{ country_code: 55, number: '31999998888' }, { number: '3133334444' }],
  birth_date: { day: 31, month: 12, year: 1990 },
  pronoun: 'she',
  registry_type: 'p',
  inscription_type: 'State',
  doc_number: '12345678909',
  orders: [{ _id: 'o1', number: 1001 }],
  favorites: ['p1', 'p2'],
  addresses: [
    {
      _id: 'a1',
      street: 'Rua A',
      number: 123,
      complement: 'Apto 4',
      borough: 'Centro',
      city: 'Belo Horizonte',
      province_code: 'MG',
      province: 'Minas Gerais',
      zip: '30110000',
      line_address: 'Rua A, 123',
      default: true
    }
  ],
  loyalty_points_entries: [{ points: 10 }]
}

describe('Customer schema', () => {
  it('accepts a full customer and keeps unknown fields', () => {
    const parsed = Customer.parse(customer)
    expect(parsed.name?.family_name).toBe('Souza')
    expect(parsed.addresses?.[0]?.default).toBe(true)
    expect(parsed['loyalty_points_entries']).toEqual([{ points: 10 }])
  })

  it('accepts an empty customer (every field optional)', () => {
    expect(Customer.safeParse({}).success).toBe(true)
  })

  it('refuses values outside the enums', () => {
    expect(Customer.safeParse({ pronoun: 'y' }).success).toBe(false)
    expect(Customer.safeParse({ registry_type: 'x' }).success).toBe(false)
    expect(Customer.safeParse({ inscription_type: 'state' }).success).toBe(false)
    for (const inscription of ['State', 'Municipal']) {
      expect(Customer.safeParse({ inscription_type: inscription }).success).toBe(true)
    }
  })

  it('refuses wrongly typed fields', () => {
    expect(Customer.safeParse({ favorites: [1] }).success).toBe(false)
    expect(Customer.safeParse({ orders: [{ number: 1 }] }).success).toBe(false)
    expect(Customer.safeParse({ birth_date: { day: 32, month: 1, year: 1990 } }).success).toBe(false)
    expect(Customer.safeParse({ birth_date: { day: 1, month: 13, year: 1990 } }).success).toBe(false)
    expect(Customer.safeParse({ birth_date: { day: 1.5, month: 1, year: 1990 } }).success).toBe(false)
    expect(Customer.safeParse({ name: 'Ana' }).success).toBe(false)
  })

  it('lets a phone go without a country code but not without a number', () => {
    expect(Phone.safeParse({ number: '3133334444' }).success).toBe(true)
    expect(Phone.safeParse({ country_code: 55 }).success).toBe(false)
  })

  it('accepts an address number as integer or typed text', () => {
    expect(Address.safeParse({ street: 'Rua A', number: 12 }).success).toBe(true)
    expect(Address.safeParse({ street: 'Rua A', number: '12B' }).success).toBe(true)
    expect(Address.safeParse({ street: 'Rua A', number: true }).success).toBe(false)
  })
})

describe('assertCustomer', () => {
  it('passes plain objects, including null-prototype ones', () => {
    expect(() => {
      assertCustomer({})
    }).not.toThrow()
    expect(() => {
      assertCustomer(customer)
    }).not.toThrow()
    expect(() => {
      assertCustomer(Object.create(null))
    }).not.toThrow()
  })

  it("throws 'Customer must be an object' for anything else", () => {
    class Person {
      name = 'x'
    }
    for (const value of [
      undefined,
      null,
      'ana',
      1,
      true,
      [],
      [customer],
      new Date(),
      new Map(),
      new Person(),
      () => ({})
    ]) {
      expect(() => {
        assertCustomer(value)
      }).toThrow(new Error('Customer must be an object'))
    }
  })

  it('narrows the type', () => {
    const input: unknown = { display_name: 'Ana' }
    assertCustomer(input)
    expect(input['display_name']).toBe('Ana')
    expect(isPlainObject(input)).toBe(true)
  })
})
