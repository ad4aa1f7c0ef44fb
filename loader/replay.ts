// The interaction strategy mounts on the first pointer, focus or key event. A click that lands on the server-rendered
// markup before the island exists is held back, then replayed: on the clicked element itself when the island kept it
// (a carousel only adds its buttons around the theme's slides, so the n-th element may now be one of those), else on
// the island's element in the same place, the n-th actionable element (server and island markup keep their links and
// buttons in the same order). A click inside a widget
// nested in this one (a card in a carousel) is that widget's to hold: the two may mount in either order.
import { ACTIONABLE_SELECTOR, actionableIn, WIDGET_SELECTOR } from '../core/widget'

export function holdClicks(el: HTMLElement): { release(): void } {
  let index = -1
  let held: HTMLElement | undefined
  const onClick = (ev: Event) => {
    const target = (ev.target as Element).closest?.<HTMLElement>(ACTIONABLE_SELECTOR)
    const owner = target?.closest(WIDGET_SELECTOR)
    if (!target || !el.contains(target) || (owner && owner !== el && el.contains(owner))) return
    ev.preventDefault()
    ev.stopImmediatePropagation()
    index = actionableIn(el).indexOf(target)
    held = target
  }
  el.addEventListener('click', onClick, true)
  return {
    release() {
      el.removeEventListener('click', onClick, true)
      const target = held?.isConnected ? held : actionableIn(el)[index]
      target?.focus()
      target?.click()
    }
  }
}
