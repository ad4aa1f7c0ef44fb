export interface CountdownParts {
  days: number
  hours: number
  minutes: number
  seconds: number
  ended: boolean
}

/**
 * What a countdown shows at `now`. With a cap of `maxHours` hours it never shows more than that: a farther end shows
 * the cap itself, standing, until the real time left drops below it, then counts down to the real end. It never shows
 * less than the time really left: a rolling window (the time left modulo the cap) would tell a shopper an offer with
 * 30 hours to go ends in 6, then jump back up, which is false urgency. A cap that is missing, zero or not a number is
 * no cap (an empty cap must never read as zero hours).
 */
export function countdownParts(end: number, now: number, maxHours?: number): CountdownParts {
  const left = Math.max(0, Math.floor((end - now) / 1000))
  const cap = maxHours && maxHours > 0 && Number.isFinite(maxHours) ? Math.round(maxHours * 3600) : 0
  const shown = cap ? Math.min(left, cap) : left
  return {
    days: Math.floor(shown / 86400),
    hours: Math.floor((shown % 86400) / 3600),
    minutes: Math.floor((shown % 3600) / 60),
    seconds: shown % 60,
    ended: left === 0
  }
}

/**
 * Over its cap a countdown says so rather than showing a standing false time: the whole days of the cap (or its hours,
 * for a cap under a day) for 'Termina em mais de N dias', or null within the cap, without one, or once ended.
 */
export function beyondCap(end: number, now: number, maxHours?: number): { days: number } | { hours: number } | null {
  const cap = maxHours && maxHours > 0 && Number.isFinite(maxHours) ? Math.round(maxHours * 3600) : 0
  if (!cap || end - now <= cap * 1000) return null
  return cap >= 86400 ? { days: Math.floor(cap / 86400) } : { hours: Math.max(1, Math.floor(cap / 3600)) }
}
