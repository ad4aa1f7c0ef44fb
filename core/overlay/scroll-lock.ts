// The page held still under modal layers: the body's own overflow is saved when the first one opens and restored when
// the last one closes, whatever order they close in (each dialog saving and restoring it alone left the page locked
// after two closed at once).
let savedOverflow: string | undefined

/** Locks (`on`) or releases the page's scroll; repeated calls in the same direction change nothing. */
export function lockScroll(on: boolean, body: HTMLElement = document.body): void {
  if (on && savedOverflow === undefined) {
    savedOverflow = body.style.overflow
    body.style.overflow = 'hidden'
  } else if (!on && savedOverflow !== undefined) {
    body.style.overflow = savedOverflow
    savedOverflow = undefined
  }
}
