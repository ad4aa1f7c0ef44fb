import { useLayoutEffect, useState } from 'react'
import { $layers } from '#core/overlay/overlay'
import { markClosed, wasClosed } from './closed-flag'

// The dialog (its focus trap, the copy button) is only needed on the shopper's first scroll: fetched then, not with
// the page.
type DialogComponent = typeof import('./PopupDialog')['PopupDialog']

export interface PopupProps {
  title: string
  storageKey: string
  /** The theme's content, moved into the dialog (the theme's own markup, never text from the network). */
  content: Node[]
}

const GESTURES = ['wheel', 'touchmove', 'keydown'] as const
const SCROLL_KEYS = new Set(['PageDown', 'PageUp', 'ArrowDown', 'ArrowUp', ' ', 'End', 'Home'])
/** Where a key does its own work (typing, a combobox, radio options, a button) instead of scrolling the page. */
const OWN_KEYS = 'input, textarea, select, button, a[href], [contenteditable], [role], [tabindex]'

/**
 * A key that scrolls the page: a scroll key pressed where nothing else uses it. ArrowDown in the search box moves
 * through its suggestions, Space on a button presses it: neither is the shopper scrolling.
 */
const scrollsPage = (ev: KeyboardEvent) =>
  SCROLL_KEYS.has(ev.key) && !ev.defaultPrevented && !(ev.target instanceof Element && ev.target.closest(OWN_KEYS))

/** A modal dialog opened once on the first scroll, unless the shopper closed it earlier in this browser session. */
export function Popup({ title, storageKey, content }: PopupProps) {
  // Loaded means open: closing sets it back to null.
  const [Dialog, setDialog] = useState<DialogComponent | null>(null)
  // A layout effect: listening from the moment the island is mounted (a plain effect starts a frame later, and a
  // scroll in that frame would be missed).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the island's options (storage key, delay) are read once when it mounts
  useLayoutEffect(() => {
    if (wasClosed(storageKey)) return
    // The shopper's own scroll (wheel, touch, scroll keys), not one the page makes to bring a focused or clicked
    // element into view: a dialog must not jump over the button the shopper is pressing.
    const onScroll = (ev: Event) => {
      if (ev instanceof KeyboardEvent && !scrollsPage(ev)) return
      // Never over another dialog (the minicart, the side menu): a later scroll, once they are closed, opens it.
      if ($layers.get().length) return
      stop()
      import('./PopupDialog').then(
        (m) => setDialog(() => m.PopupDialog),
        (e) => console.error('[vitrine] popup: the dialog failed to load', e)
      )
    }
    const stop = () => GESTURES.forEach((g) => removeEventListener(g, onScroll))
    GESTURES.forEach((g) => addEventListener(g, onScroll, { passive: true }))
    return stop
  }, [])
  // Every way out (button, Escape, overlay click) goes through here, so each one is remembered.
  const close = () => {
    markClosed(storageKey)
    setDialog(null)
  }
  return Dialog && <Dialog title={title} content={content} onClose={close} />
}
