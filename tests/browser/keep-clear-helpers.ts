import type { Page } from '@playwright/test'

/**
 * In the page: the controls (and things marked data-keep-visible, the Pix QR) the floating WhatsApp button hides,
 * named for the failure message. At a point, a control is hidden when the button is on top (elementsFromPoint) with
 * the control right under it. That is checked at its centre, or, for `whole` ones (the buy buttons, the QR), at each
 * point of an n × n grid over it, edges included. Only points inside the viewport count.
 */
export function hiddenByFloater(page: Page, whole: string, n = 5): Promise<string[]> {
  return page.evaluate(
    ([whole, n]) => {
      const floater = document.querySelector('.vt-whatsapp')
      if (!floater) throw new Error('no floating WhatsApp button on this page')
      const controls = 'a[href],button,input,select,textarea,summary,[role=button],[data-keep-visible]'
      const inView = (x: number, y: number) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight
      const out: string[] = []
      for (const el of document.querySelectorAll<HTMLElement>(controls)) {
        if (floater.contains(el) || !el.checkVisibility()) continue
        const r = el.getBoundingClientRect()
        // Centre only, or n × n points from edge to edge (half a pixel in).
        const at = (from: number, size: number, k: number) =>
          from + (n > 1 ? 0.5 + ((size - 1) * k) / (n - 1) : size / 2)
        const ks = el.matches(whole) ? Array.from({ length: n }, (_, k) => k) : [-1]
        const hit = ks.some((ky) =>
          ks.some((kx) => {
            const x = ky < 0 ? r.left + r.width / 2 : at(r.left, r.width, kx)
            const y = ky < 0 ? r.top + r.height / 2 : at(r.top, r.height, ky)
            if (!inView(x, y)) return false
            // Covered: the button is on top there, and right under it is the control (not a clip hiding it anyway).
            const stack = document.elementsFromPoint(x, y)
            const under = stack.find((e) => !floater.contains(e))
            return !!stack[0] && floater.contains(stack[0]) && !!under && el.contains(under)
          })
        )
        if (hit)
          out.push(
            `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}" at ${Math.round(r.left)},${Math.round(r.top)}`
          )
      }
      return out
    },
    [whole, n] as const
  )
}

/** Whether the floating button stands aside right now (its island found something under it). */
export const floaterAside = (page: Page) => page.locator('.vt-whatsapp').evaluate((el) => el.hasAttribute('data-aside'))
