const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

export function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hidden && el.getClientRects().length > 0)
}

/** Keeps Tab and Shift+Tab inside `root` (WAI-ARIA modal dialog pattern). */
export function trapTab(ev: KeyboardEvent, root: HTMLElement) {
  if (ev.key !== 'Tab') return
  const items = focusables(root)
  if (!items.length) {
    ev.preventDefault()
    return
  }
  const first = items[0]!
  const last = items[items.length - 1]!
  const active = root.ownerDocument.activeElement
  if (ev.shiftKey && (active === first || !root.contains(active))) {
    ev.preventDefault()
    last.focus()
  } else if (!ev.shiftKey && active === last) {
    ev.preventDefault()
    first.focus()
  }
}
