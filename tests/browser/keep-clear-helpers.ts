import type { Page } from '@playwright/test'

/**
 * In the page: the controls (and things marked data-keep-visible, the Pix QR) the floating WhatsApp button hides,
 * named for the failure message. What the shopper hits at a point is what elementFromPoint finds there; a control is
 * hidden when the button is found at its centre, or, for `whole` ones (the buy buttons, the QR), at any point of an
 * n × n grid over it. Only points inside the viewport count.
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
        const fractions = el.matches(whole) ? Array.from({ length: n }, (_, i) => (i + 0.5) / n) : [0.5]
        const hit = fractions.some((fy) =>
          fractions.some((fx) => {
            const x = r.left + r.width * fx
            const y = r.top + r.height * fy
            return inView(x, y) && floater.contains(document.elementFromPoint(x, y))
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
