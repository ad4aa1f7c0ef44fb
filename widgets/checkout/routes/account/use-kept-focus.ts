import { useEffect, useRef } from 'react'

/**
 * Keeps keyboard focus in a region whose controls come and go with the shopper's actions (an address removed, a form
 * opened or closed, a favourite taken away): once the shopper has pressed something in it, a render that leaves
 * focus on the page body gives it to `target` (the form's first field, the next item, the heading), so it never
 * falls to the top of the page. Spread `bind` on the region's root element.
 */
export function useKeptFocus<T extends HTMLElement>(target: (root: T) => HTMLElement | null | undefined) {
  const root = useRef<T>(null)
  const acted = useRef(false)
  useEffect(() => {
    const active = document.activeElement
    if (!acted.current || !root.current) return
    // A focused control this render disabled is focus about to fall (the browser drops it to the body a frame later).
    const lost = !active || active === document.body || (active as HTMLButtonElement).disabled === true
    if (!lost) {
      // Focus went elsewhere on the page (not into a dialog the region opened): the shopper moved on.
      if (!root.current.contains(active) && !active!.closest('dialog')) acted.current = false
      return
    }
    acted.current = false
    target(root.current)?.focus()
  })
  return { ref: root, onClickCapture: () => void (acted.current = true) }
}
