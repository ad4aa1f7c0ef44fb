import { describe, expect, it } from 'vitest'
import { orderNumberOf } from '#core/account/order-page'

describe("an order's number for its page heading", () => {
  const customer = { orders: [{ _id: 'a', number: 1001 }, { _id: 'b', number: 1002 }, { _id: 'c' }] }

  it('is read from the customer record, before the order itself is loaded', () => {
    expect(orderNumberOf(customer, 'b')).toBe(1002)
  })

  it('is unknown for an order the record does not list or lists without a number', () => {
    expect(orderNumberOf(customer, 'someone-elses')).toBeUndefined()
    expect(orderNumberOf(customer, 'c')).toBeUndefined()
    expect(orderNumberOf(null, 'a')).toBeUndefined()
    expect(orderNumberOf({}, 'a')).toBeUndefined()
  })
})
