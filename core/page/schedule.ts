/** Parses an ISO date option; NaN for a missing or unreadable value. */
export const dateMs = (text: string | undefined): number => (text ? Date.parse(text) : NaN)

/**
 * Whether `now` lies inside a start/end window. A bound that is missing or not a date does not restrict (the caller
 * reports the bad one), so a typo never hides a banner for good.
 */
export function inWindow(start: number, end: number, now: number): boolean {
  return !(start > now) && !(end <= now)
}
