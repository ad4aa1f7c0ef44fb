// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { installmentList, installments } from '#core/money'

describe('installments', () => {
  it('matches the platform example: 100 at 2.99 % in 12x is 10.04', () => {
    expect(installments(100, { max_number: 12, min_installment: 5, monthly_interest: 2.99 })).toEqual({
      count: 12,
      value: 10.04,
      interestFree: false,
      total: 120.48
    })
  })

  it('splits interest-free, the total being the price', () => {
    expect(installments(100, { max_number: 12 })).toEqual({ count: 12, value: 8.33, interestFree: true, total: 100 })
    expect(installments(100, { max_number: 3 })).toEqual({ count: 3, value: 33.33, interestFree: true, total: 100 })
    expect(installments(0.1 + 0.2 + 29.7, { max_number: 6 })?.value).toBe(5)
  })

  it('limits the count by min_installment, default 5', () => {
    expect(installments(30, { max_number: 12 })?.count).toBe(6)
    expect(installments(30, { max_number: 12, min_installment: 10 })?.count).toBe(3)
    expect(installments(30, { max_number: 12, min_installment: 0 })?.count).toBe(6) // 0 means the default
    expect(installments(19.99, { max_number: 12 })?.count).toBe(3)
    expect(installments(30, { max_number: 4 })?.count).toBe(4)
    expect(installments(30, { max_number: 4.9 })?.count).toBe(4)
  })

  it('floors on cents, not on a drifting float', () => {
    // 0.3 / 0.1 is 2.9999999999999996 in floats
    expect(installments(0.3, { max_number: 12, min_installment: 0.1 })?.count).toBe(3)
  })

  it('is null below two instalments', () => {
    expect(installments(9.99, { max_number: 12 })).toBeNull()
    expect(installments(10, { max_number: 12 })?.count).toBe(2)
    expect(installments(100, { max_number: 1 })).toBeNull()
    expect(installments(0, { max_number: 12 })).toBeNull()
    expect(installments(-100, { max_number: 12 })).toBeNull()
  })

  it('is null for invalid input, strings included', () => {
    expect(installments('100' as never, { max_number: 12 })).toBeNull()
    expect(installments(100, { max_number: '12' } as never)).toBeNull()
    expect(installments(100, { max_number: 12, monthly_interest: '2.99' } as never)).toBeNull()
    expect(installments(100, { max_number: 12, monthly_interest: -1 })).toBeNull()
    expect(installments(100, { max_number: 12, min_installment: -5 })).toBeNull()
    expect(installments(100, null as never)).toBeNull()
    expect(installments(NaN, { max_number: 12 })).toBeNull()
  })

  it('never charges less than the price with interest', () => {
    // 100 / 3 at a tiny rate would round to 33.33 x 3 = 99.99
    const plan = installments(100, { max_number: 3, monthly_interest: 0.0001 })
    expect(plan).toEqual({ count: 3, value: 33.34, interestFree: false, total: 100.02 })
  })

  it('rounds to the currency digits given', () => {
    expect(installments(1000, { max_number: 3 }, 0)).toEqual({ count: 3, value: 333, interestFree: true, total: 1000 })
  })
})

describe('max_interest_free', () => {
  const store = { max_number: 12, min_installment: 5, monthly_interest: 2.99, max_interest_free: 6 }

  it('shows the longest interest-free plan rather than the longest plan', () => {
    expect(installments(100, store)).toEqual({ count: 6, value: 16.67, interestFree: true, total: 100 })
  })

  it('falls back to the longest plan with interest when fewer than two are free', () => {
    expect(installments(100, { ...store, max_interest_free: 1 })?.count).toBe(12)
    expect(installments(100, { ...store, max_interest_free: 1 })?.interestFree).toBe(false)
    // floor(9 / 5) = 1 instalment: nothing to show either way
    expect(installments(9, store)).toBeNull()
  })

  it('keeps the min_installment limit inside the free plans', () => {
    expect(installments(20, store)).toEqual({ count: 4, value: 5, interestFree: true, total: 20 })
  })

  it('charges interest only past the free count in the list', () => {
    const list = installmentList(100, store)
    expect(list.filter((i) => i.interestFree).map((i) => i.count)).toEqual([2, 3, 4, 5, 6])
    expect(list.find((i) => i.count === 12)).toEqual({ count: 12, value: 10.04, interestFree: false, total: 120.48 })
  })

  it('ignores a malformed max_interest_free', () => {
    expect(installments(100, { ...store, max_interest_free: 1.5 })?.interestFree).toBe(false)
    expect(installments(100, { ...store, max_interest_free: -3 })?.count).toBe(12)
  })
})

describe('installmentList', () => {
  it('lists every count from 2 whose value reaches min_installment', () => {
    const list = installmentList(30, { max_number: 12 })
    expect(list.map((i) => i.count)).toEqual([2, 3, 4, 5, 6])
    expect(list.every((i) => i.interestFree)).toBe(true)
    expect(list[3]).toEqual({ count: 5, value: 6, interestFree: true, total: 30 })
  })

  it('agrees with installments() interest-free at the edge', () => {
    expect(installmentList(19.99, { max_number: 12 }).map((i) => i.count)).toEqual([2, 3])
  })

  it('flags interest and may go past floor(price / min) since interest raises each value', () => {
    const list = installmentList(60, { max_number: 15, monthly_interest: 2.99 })
    expect(list.every((i) => !i.interestFree)).toBe(true)
    expect(list.at(-1)?.count).toBe(15)
    expect(list.find((i) => i.count === 12)?.value).toBe(6.02)
  })

  it('is empty for invalid or too small input', () => {
    expect(installmentList(9, { max_number: 12 })).toEqual([])
    expect(installmentList(100, { max_number: 1 })).toEqual([])
    expect(installmentList('100' as never, { max_number: 12 })).toEqual([])
    expect(installmentList(100, {} as never)).toEqual([])
  })

  it('caps a corrupt max_number', () => {
    expect(installmentList(1e6, { max_number: 1e9 }).length).toBe(119)
  })
})
