import { encode } from 'uqr'

// Loaded on demand, only with a Pix code to show: the QR encoder is drawn from the payload in the browser (no image
// from elsewhere, nothing from the transaction's HTML notes).

/** The widest the QR is drawn, in CSS pixels: a phone camera reads it from a screen, and it fits a 320 px phone. */
const MAX_QR_PX = 280

/**
 * The QR code of `text` as one SVG path of unit squares, with its side in modules (quiet zone included) and in CSS
 * pixels: whole pixels per module (crisp edges, every module the same), as many as fit in MAX_QR_PX.
 */
export function qrPath(text: string): { size: number; d: string; px: number } {
  // Medium error correction: a phone camera still reads a screen with a glare or a crease on a print.
  const qr = encode(text, { ecc: 'M', border: 4 })
  let d = ''
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`
    })
  })
  return { size: qr.size, d, px: qr.size * Math.max(1, Math.floor(MAX_QR_PX / qr.size)) }
}
