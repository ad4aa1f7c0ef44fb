export interface CountdownParts {
  days: number
  hours: number
  minutes: number
  seconds: number
  ended: boolean
}

/**
 * What a countdown shows at `now`. With a cap of `maxHours` hours it never shows more than that: a farther end is
 * shown as a rolling window that still reaches zero exactly at the real end (the shown time is the remaining time
 * modulo the cap), so it never claims the offer ended early. A cap that is missing, zero or not a number is no cap
 * (an empty cap must never read as zero hours).
 */
export function countdownParts(end: number, now: number, maxHours?: number): CountdownParts {
  const left = Math.max(0, Math.floor((end - now) / 1000))
  const cap = maxHours && maxHours > 0 && Number.isFinite(maxHours) ? Math.round(maxHours * 3600) : 0
  const shown = cap && left > cap ? ((left - 1) % cap) + 1 : left
  return {
    days: Math.floor(shown / 86400),
    hours: Math.floor((shown % 86400) / 3600),
    minutes: Math.floor((shown % 3600) / 60),
    seconds: shown % 60,
    ended: left === 0
  }
}
