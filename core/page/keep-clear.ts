// What a floating element (the WhatsApp button) must never sit on. Pure geometry, so the rule is tested without a
// browser; widgets/ui/keep-clear.ts feeds it the page's boxes.

/** A box on screen, as getBoundingClientRect gives it. */
export interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

/**
 * The points of `box` to probe for what lies under it: a 4 × 4 grid from edge to edge (a pixel in), so a control
 * that only reaches under its rim is found, and none 18 px tall or more slips between two rows of a 56 px button.
 */
export function probePoints(box: Box): [number, number][] {
  const at = (from: number, to: number) => [0, 1, 2, 3].map((k) => from + 1 + ((to - from - 2) * k) / 3)
  const xs = at(box.left, box.right)
  return at(box.top, box.bottom).flatMap((y) => xs.map((x): [number, number] => [x, y]))
}

/**
 * Whether `floater` hides something of `control` a shopper needs: any part of a thing that must stay whole (the
 * Pix QR, `strict`), any part of a control with a side shorter than twice the floater's (a button, a field, a text
 * link), or the centre of a larger one. A whole-card or banner link keeps most of its area free, so its edge may pass
 * under the floater without it stepping aside all the way down a product list.
 */
export function hides(floater: Box, control: Box, strict: boolean): boolean {
  const overlap =
    floater.left < control.right &&
    control.left < floater.right &&
    floater.top < control.bottom &&
    control.top < floater.bottom
  if (!overlap) return false
  const w = control.right - control.left
  const h = control.bottom - control.top
  if (strict || w < 2 * (floater.right - floater.left) || h < 2 * (floater.bottom - floater.top)) return true
  const x = control.left + w / 2
  const y = control.top + h / 2
  return floater.left <= x && x <= floater.right && floater.top <= y && y <= floater.bottom
}
