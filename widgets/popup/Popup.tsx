import { useEffect, useRef, useState } from 'react'
import { t } from '../../core/runtime'
import { Drawer } from '../ui/Drawer'
import { markClosed, wasClosed } from './closed-flag'

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

/** Copies a `[data-copy]` button's value; a refused clipboard shows the spec's message instead. */
async function copy(button: HTMLElement, say: (text: string) => void) {
  try {
    await navigator.clipboard.writeText(button.dataset.copy ?? '')
    say(t('popup.copied'))
  } catch {
    say(t('error.clipboard'))
  }
}

/** A modal dialog opened once on the first scroll, unless the shopper closed it earlier in this browser session. */
export function Popup({ title, storageKey, content }: PopupProps) {
  const [open, setOpen] = useState(false)
  const [status, setStatus] = useState('')
  const body = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (wasClosed(storageKey)) return
    // The shopper's own scroll (wheel, touch, scroll keys), not one the page makes to bring a focused or clicked
    // element into view: a dialog must not jump over the button the shopper is pressing.
    const onScroll = (ev: Event) => {
      if (ev instanceof KeyboardEvent && !scrollsPage(ev)) return
      stop()
      setOpen(true)
    }
    const stop = () => GESTURES.forEach((g) => removeEventListener(g, onScroll))
    GESTURES.forEach((g) => addEventListener(g, onScroll, { passive: true }))
    return stop
  }, [])
  useEffect(() => {
    if (open && body.current && !body.current.childNodes.length) body.current.append(...content)
  }, [open])
  // Every way out (button, Escape, overlay click) goes through here, so each one is remembered.
  const close = () => {
    markClosed(storageKey)
    setOpen(false)
  }
  const onClick = (ev: { target: EventTarget | null }) => {
    const button = (ev.target as HTMLElement).closest<HTMLElement>('[data-copy]')
    if (button) void copy(button, setStatus)
  }
  return (
    <Drawer open={open} title={title} closeLabel={t('popup.close')} onClose={close} side="center">
      <div ref={body} className="vt-popup__content" onClick={onClick} />
      <p className="vt-popup__status" role="status">
        {status}
      </p>
    </Drawer>
  )
}
