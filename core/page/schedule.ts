/** Parses an ISO date option; NaN for a missing or unreadable value. */
export const dateMs = (text: string | undefined): number => (text ? Date.parse(text) : NaN)

/**
 * Whether `now` lies inside a start/end window. A bound that is missing or not a date does not restrict (the caller
 * reports the bad one), so a typo never hides a banner for good.
 */
export function inWindow(start: number, end: number, now: number): boolean {
  return !(start > now) && !(end <= now)
}

/**
 * Whether dated content (a banner's `data-start` / `data-end`, ISO dates) is on at `now`. For the theme's server too
 * (core.js): a page that renders only what this says is on never paints an expired banner, where the banners island,
 * which waits for idle time, could only take it away after the shopper had seen it.
 */
export const isScheduled = (start: string | undefined, end: string | undefined, now: number): boolean =>
  inWindow(dateMs(start), dateMs(end), now)
