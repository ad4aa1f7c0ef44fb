import { describe, expect, it } from 'vitest'
import { beyondCap, countdownParts } from '#widgets/countdown/parts'

const H = 3600e3
const now = Date.parse('2026-11-23T12:00:00Z')

describe('countdownParts', () => {
  it('over its cap says more than the cap, never a standing time; within it, nothing', () => {
    expect(beyondCap(now + 21 * 24 * H, now, 72)).toEqual({ days: 3 })
    expect(beyondCap(now + 21 * 24 * H, now, 12)).toEqual({ hours: 12 })
    expect(beyondCap(now + 70 * H, now, 72)).toBeNull()
    expect(beyondCap(now + 21 * 24 * H, now)).toBeNull()
    expect(beyondCap(now + 21 * 24 * H, now, Number.NaN)).toBeNull()
  })
  it('splits the remaining time into days, hours, minutes and seconds', () => {
    expect(countdownParts(now + 2 * 86400e3 + 3 * H + 4 * 60e3 + 5e3, now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      ended: false
    })
  })
  it('never shows more than maxHours, and never less than the time really left', () => {
    const p = countdownParts(now + 100 * H, now, 48)
    expect(p).toEqual({ days: 2, hours: 0, minutes: 0, seconds: 0, ended: false })
    // Still 48 h shown with 52 h to go (not 4 h, as a rolling window would say), then the real count below the cap.
    expect(countdownParts(now + 100 * H, now + 48 * H, 48)).toMatchObject({ days: 2, hours: 0 })
    expect(countdownParts(now + 100 * H, now + 53 * H, 48)).toMatchObject({ days: 1, hours: 23 })
  })
  it('a capped countdown reaches zero exactly at the real end', () => {
    const end = now + 100 * H
    expect(countdownParts(end, end - 1000, 48)).toMatchObject({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
      ended: false
    })
    expect(countdownParts(end, end, 48).ended).toBe(true)
  })
  it('an end within the cap is shown as is', () => {
    expect(countdownParts(now + 5 * H, now, 48)).toMatchObject({ days: 0, hours: 5, minutes: 0, seconds: 0 })
  })
  it('a missing, zero or invalid cap is no cap (never a zero countdown)', () => {
    for (const cap of [undefined, 0, NaN, -3])
      expect(countdownParts(now + 100 * H, now, cap)).toMatchObject({ days: 4, hours: 4, ended: false })
  })
  it('a past end is the ended state', () => {
    expect(countdownParts(now - 1, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, ended: true })
  })
})
