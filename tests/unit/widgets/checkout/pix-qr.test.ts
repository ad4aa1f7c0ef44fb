import { describe, expect, it } from 'vitest'
import { qrPath } from '#widgets/checkout/parts/pix/qr'

// A demo BR Code (the shape the local platform issues), and a longer one with a dynamic-charge URL.
const SHORT =
  '00020101021226410014br.gov.bcb.pix0119pix@vitrine.example520400005303986540589.905802BR5917Vitrine Loja Demo6009Sao Paulo62290525JIkVBSYwudQiNi1Ru7gVk4cvW6304ABCD'
const LONG = `${SHORT.slice(0, -8)}${'x'.repeat(200)}6304ABCD`

describe('the Pix QR', () => {
  it('is drawn at whole pixels per module, between 200 and 280 px, quiet zone included', () => {
    for (const code of [SHORT, LONG, 'pix']) {
      const { size, px } = qrPath(code)
      expect(px % size).toBe(0)
      expect(px).toBeGreaterThanOrEqual(200)
      expect(px).toBeLessThanOrEqual(280)
    }
  })
})
