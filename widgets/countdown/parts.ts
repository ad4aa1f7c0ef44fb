export interface CountdownParts {
  days: number
  hours: number
  minutes: number
  seconds: number
  ended: boolean
}

/** The cap in seconds; a cap that is missing, zero or not a number is no cap (0): empty never reads as zero hours. */
const capSeconds = (maxHours?: number) =>
  maxHours && maxHours > 0 && Number.isFinite(maxHours) ? Math.round(maxHours * 3600) : 0

/**
 * The figures a countdown shows at `now`, never more than the cap of `maxHours` hours (beyond it the widget says
 * 'more than N days' instead: see beyondCap). It never shows less than the time really left: a rolling window (the
 * time left modulo the cap) would tell a shopper an offer with 30 hours to go ends in 6, then jump back up, which is
 * false urgency.
 */
export function countdownParts(end: number, now: number, maxHours?: number): CountdownParts {
  const left = Math.max(0, Math.floor((end - now) / 1000))
  const cap = capSeconds(maxHours)
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
  const cap = capSeconds(maxHours)
  if (!cap || end - now <= cap * 1000) return null
  return cap >= 86400 ? { days: Math.floor(cap / 86400) } : { hours: Math.max(1, Math.floor(cap / 3600)) }
}
