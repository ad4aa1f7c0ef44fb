// How long a submenu the pointer opened stays after the pointer leaves it, so a hand that slips on the way to a link
// does not lose it. The stylesheet's --vt-submenu-close is where the delay is set: themes' CSS menus read it in a
// transition, and the side menu reads it here when the pointer leaves, so a theme that changes it changes both.

/** Only for a page without storefront.css, which sets --vt-submenu-close: the delay the stylesheet gives. */
const WITHOUT_STYLESHEET_MS = 800

/** A CSS time ("800ms", "0.8s") in milliseconds; null for anything that is not a time of zero or more. */
export function cssTimeMs(value: string): number | null {
  const m = /^\s*(\d*\.?\d+)(ms|s)\s*$/i.exec(value)
  if (!m) return null
  const n = Number(m[1])
  return m[2]?.toLowerCase() === 's' ? n * 1000 : n
}

/** The close delay that applies to `el`: --vt-submenu-close as the page's CSS sets it for the element. */
export const submenuCloseMs = (el: Element): number =>
  cssTimeMs(getComputedStyle(el).getPropertyValue('--vt-submenu-close')) ?? WITHOUT_STYLESHEET_MS
