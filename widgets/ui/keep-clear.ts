import { hides, probePoints } from '#core/page/keep-clear'

// What a floating element must not sit on: the page's controls, and what a widget marks as needing to stay whole
// (data-keep-visible: the Pix QR, which a camera reads only uncut).
const CONTROLS = 'a[href],button,input,select,textarea,summary,[role=button],[tabindex]:not([tabindex="-1"])'
const WHOLE = '[data-keep-visible]'

/** Whether something a shopper needs lies under `el`: the topmost element at each probe point, and its ancestors. */
function onAControl(el: HTMLElement): boolean {
  const me = el.getBoundingClientRect()
  return probePoints(me).some(([x, y]) => {
    const under = document.elementsFromPoint(x, y).find((e) => !el.contains(e))
    const whole = under?.closest(WHOLE)
    const control = whole ?? under?.closest(CONTROLS)
    return !!control && hides(me, control.getBoundingClientRect(), !!whole)
  })
}

/**
 * Sets `data-aside` on the floating `el` while a control or a thing that must stay whole lies under it (its widget's
 * CSS fades it out of the way and gives it back on focus, so a keyboard and a screen reader still reach it). Checked
 * at most once a frame, after a scroll (the page's or a carousel's), a resize or a change of the page's height:
 * reads first, one write after, so it never forces a layout in a loop. Returns the stop function.
 */
export function keepClear(el: HTMLElement): () => void {
  let frame = 0
  const check = () => {
    frame = 0
    el.toggleAttribute('data-aside', onAControl(el))
  }
  const soon = () => {
    frame ||= requestAnimationFrame(check)
  }
  const resized = new ResizeObserver(soon)
  // Its first report, on observe, runs the first check.
  resized.observe(document.body)
  // Captured: a carousel's track scrolls on its own, and its cards' buttons pass under the button too.
  addEventListener('scroll', soon, { capture: true, passive: true })
  addEventListener('resize', soon)
  return () => {
    cancelAnimationFrame(frame)
    resized.disconnect()
    removeEventListener('scroll', soon, true)
    removeEventListener('resize', soon)
    el.removeAttribute('data-aside')
  }
}
