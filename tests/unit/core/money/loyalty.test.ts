// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { loyaltyPoints, maxPointsUsable } from '#core/money'

describe('loyaltyPoints', () => {
  const program = { name: 'Pontos', earn_percentage: 2.5, min_subtotal_to_earn: 50 }

  it('earns earn_percentage / 100 * price with one decimal', () => {
    expect(loyaltyPoints(100, { app1: program })).toEqual({ points: 2.5, program })
    expect(loyaltyPoints(99.99, [program])?.points).toBe(2.5) // 2.49975
    expect(loyaltyPoints(12, [{ earn_percentage: 2.5 }])?.points).toBe(0.3)
  })

  it('needs the price to reach min_subtotal_to_earn', () => {
    expect(loyaltyPoints(49.99, [program])).toBeNull()
    expect(loyaltyPoints(50, [program])?.points).toBe(1.3) // 1.25 rounds half up
  })

  it('uses the first program with earn_percentage > 0, and only it', () => {
    const idle = { name: 'idle', earn_percentage: 0 }
    const other = { name: 'other', earn_percentage: 10 }
    expect(loyaltyPoints(100, { a: idle, b: program, c: other })?.program.name).toBe('Pontos')
    expect(loyaltyPoints(10, [idle, program, other])).toBeNull()
    expect(loyaltyPoints(100, [{ earn_percentage: '5' }, other] as never)?.program.name).toBe('other')
  })

  it('is null without a usable program or price', () => {
    expect(loyaltyPoints(100, {})).toBeNull()
    expect(loyaltyPoints(100, [])).toBeNull()
    expect(loyaltyPoints(100, null as never)).toBeNull()
    expect(loyaltyPoints('100' as never, [program])).toBeNull()
    expect(loyaltyPoints(-100, [program])).toBeNull()
    expect(loyaltyPoints(1, [{ earn_percentage: 1 }])).toBeNull() // 0.01 points rounds to 0
  })
})

describe('maxPointsUsable', () => {
  it('is min(subtotal - 5, total / 2)', () => {
    expect(maxPointsUsable(100, 120)).toBe(60)
    expect(maxPointsUsable(40, 120)).toBe(35)
    expect(maxPointsUsable(100, 10.01)).toBe(5) // half of 10.01 floored to the cent
  })

  it('is total - 5 when the whole cart may be paid in points', () => {
    expect(maxPointsUsable(100, 120, true)).toBe(115)
    expect(maxPointsUsable(NaN, 10.3, true)).toBe(5.3)
  })

  it('is never below 0 and 0 for invalid input', () => {
    expect(maxPointsUsable(3, 100)).toBe(0)
    expect(maxPointsUsable(100, 4, true)).toBe(0)
    expect(maxPointsUsable('100' as never, 100)).toBe(0)
    expect(maxPointsUsable(100, -1)).toBe(0)
  })
})
