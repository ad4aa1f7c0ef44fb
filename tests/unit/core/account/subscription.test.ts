import { describe, expect, it } from 'vitest'
import {
  isPeriod,
  nextDate,
  PERIODS,
  periodOfFlags,
  soldBySubscription,
  subscriptionFlag
} from '#core/account/subscription'

describe('a product sold by subscription', () => {
  it("is one with the flag 'subscription' among its flags", () => {
    expect(soldBySubscription({ flags: ['novidade', 'subscription'] })).toBe(true)
    expect(soldBySubscription({ flags: ['subscription:monthly'] })).toBe(false)
    expect(soldBySubscription({ flags: [] })).toBe(false)
    expect(soldBySubscription({})).toBe(false)
  })
})

describe('subscription periods', () => {
  it("are the catalogue's five, each with its flag", () => {
    expect(PERIODS).toEqual(['monthly', 'bimonthly', 'quarterly', 'semiannual', 'yearly'])
    for (const p of PERIODS) expect(periodOfFlags(['freebie', subscriptionFlag(p)])).toBe(p)
    expect(periodOfFlags(['subscription:weekly'])).toBeNull()
    expect(periodOfFlags(undefined)).toBeNull()
    expect(isPeriod('yearly')).toBe(true)
    expect(isPeriod('toString')).toBe(false)
  })

  it('next date keeps the day, or the last day of a shorter month', () => {
    const iso = (d: Date) => d.toISOString().slice(0, 10)
    expect(iso(nextDate(new Date('2025-01-15T10:00:00Z'), 'monthly'))).toBe('2025-02-15')
    expect(iso(nextDate(new Date('2025-01-31T10:00:00Z'), 'monthly'))).toBe('2025-02-28')
    expect(iso(nextDate(new Date('2024-01-31T10:00:00Z'), 'monthly'))).toBe('2024-02-29')
    expect(iso(nextDate(new Date('2025-11-30T10:00:00Z'), 'quarterly'))).toBe('2026-02-28')
    expect(iso(nextDate(new Date('2025-08-31T10:00:00Z'), 'semiannual'))).toBe('2026-02-28')
    expect(iso(nextDate(new Date('2024-02-29T10:00:00Z'), 'yearly'))).toBe('2025-02-28')
    expect(iso(nextDate(new Date('2025-03-10T10:00:00Z'), 'bimonthly'))).toBe('2025-05-10')
  })
})
