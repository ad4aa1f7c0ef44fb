// The store's layout widths, kept in one place so every widget that switches layout agrees with the theme's CSS.

/** Extra-small screens (phones): at or below this width. */
export const SCREEN_XS_MAX = 575.98
/** Large screens (desktop): at or above this width; below it the header menu gives way to the side menu. */
export const SCREEN_LG_MIN = 992

/** Carousel breakpoints, smallest first: Xs, Sm, Md, Lg (min-widths in px). */
export const CAROUSEL_BREAKPOINTS = [576, 768, 992, 1200] as const

/** Items per view under Xs, then from Xs, Sm, Md and Lg up: fits product cards. */
export const DEFAULT_PER_VIEW: readonly number[] = [2, 2, 3, 4, 4]

/**
 * Parses a per-view list such as "1 2 3 4 5" (base, then Xs, Sm, Md, Lg). A shorter list repeats its last value for the
 * wider screens ("1 2" = one on phones, two from 576 px up). Each value is a whole number from 1 to 12; anything else
 * makes the whole list invalid (null), so a typo never yields a half-applied layout.
 */
export function parsePerView(text: string): number[] | null {
  const parts = text.trim().split(/[\s,]+/)
  if (!parts[0] || parts.length > CAROUSEL_BREAKPOINTS.length + 1) return null
  const values = parts.map(Number)
  if (!values.every((n) => Number.isInteger(n) && n >= 1 && n <= 12)) return null
  return filled(values)
}

/** A per-view list for every breakpoint: a shorter one repeats its last value for the wider screens. */
function filled(list: readonly number[]): number[] {
  const values = [...list]
  while (values.length < CAROUSEL_BREAKPOINTS.length + 1) values.push(values[values.length - 1] ?? 1)
  return values
}

/** Items per view at a viewport width, for a list from parsePerView. */
export function perViewAt(list: readonly number[], width: number): number {
  let i = 0
  CAROUSEL_BREAKPOINTS.forEach((min, n) => {
    if (width >= min) i = n + 1
  })
  return list[i] ?? list[list.length - 1] ?? 1
}

/**
 * The CSS custom properties the carousel's stylesheet reads per breakpoint (--vt-pv-0 … --vt-pv-4), every one set: a
 * shorter list ([1] for banners) would otherwise leave the wider screens at the stylesheet's card defaults.
 */
export function perViewStyle(list: readonly number[]): Record<string, string> {
  return Object.fromEntries(filled(list).map((n, i) => [`--vt-pv-${i}`, String(n)]))
}
