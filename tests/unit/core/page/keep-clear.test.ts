import { describe, expect, it } from 'vitest'
import { type Box, hides, probePoints } from '#core/page/keep-clear'

const box = (left: number, top: number, width: number, height: number): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height
})
// The WhatsApp button at 375 × 667: 56 px, 16 px from the corner.
const floater = box(303, 595, 56, 56)

describe('keep-clear', () => {
  it('probes a 4 × 4 grid from edge to edge, a pixel in', () => {
    const points = probePoints(box(0, 0, 62, 32))
    expect(points).toHaveLength(16)
    expect(points[0]).toEqual([1, 1])
    expect(points[5]).toEqual([21, 11])
    expect(points[15]).toEqual([61, 31])
  })

  it('never counts a control it does not overlap, even one touching its edge', () => {
    expect(hides(floater, box(100, 595, 203, 44), false)).toBe(false)
    expect(hides(floater, box(303, 651, 56, 44), true)).toBe(false)
  })

  it("counts a button whose corner it covers ('Comprar' at the card's foot)", () => {
    expect(hides(floater, box(195, 640, 160, 44), false)).toBe(true)
  })

  it('counts a full-width field or button: one side is short', () => {
    expect(hides(floater, box(16, 600, 343, 48), false)).toBe(true)
  })

  it("lets a whole-card link's edge pass, but not its centre", () => {
    expect(hides(floater, box(195, 500, 170, 230), false)).toBe(false)
    expect(hides(floater, box(246, 508, 170, 230), false)).toBe(true)
  })

  it('counts any overlap of a thing that must stay whole (the Pix QR)', () => {
    expect(hides(floater, box(110, 420, 240, 240), false)).toBe(false)
    expect(hides(floater, box(110, 420, 240, 240), true)).toBe(true)
  })
})
