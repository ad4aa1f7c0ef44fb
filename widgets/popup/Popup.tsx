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
    const onScroll = () => setOpen(true)
    addEventListener('scroll', onScroll, { once: true, passive: true })
    return () => removeEventListener('scroll', onScroll)
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
      <p className="vt-popup__status" role="status">{status}</p>
    </Drawer>
  )
}
