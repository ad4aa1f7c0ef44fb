// The one modal mechanism of the widgets: a native <dialog> shown with showModal(). The browser puts it in the top
// layer (above any z-index or overflow a theme sets), makes the page behind it inert and turns Escape into a `cancel`
// on the topmost dialog only, so stacked dialogs close one layer at a time. What the browser does not do is kept here:
// the page's one overlay and scroll hold, Tab wrapping inside, the backdrop click, and focus back on the opener.
import { type RefObject, useLayoutEffect, useRef } from 'react'
import { hide, show } from '#core/overlay/overlay'
import { focusables, trapTab } from './focus-trap'

/** Whether a click on a modal dialog fell outside its box: the browser gives backdrop clicks to the dialog itself. */
export function onBackdrop(ev: MouseEvent, dialog: HTMLElement): boolean {
  if (ev.target !== dialog) return false
  const r = dialog.getBoundingClientRect()
  return ev.clientX < r.left || ev.clientX > r.right || ev.clientY < r.top || ev.clientY > r.bottom
}

interface Options {
  /** The overlay layer's id: unique on the page while open. */
  id: string
  /** Every way out (Escape, backdrop, a close the browser makes itself) ends here; the owner unmounts or hides it. */
  onClose(): void
  /** Where focus starts; the first control otherwise (an alert dialog starts on its safe choice). */
  first?: RefObject<HTMLElement | null>
}

/** Shows `dialog` as a modal while `open`; the owner renders it only while open. */
export function useModal(dialog: RefObject<HTMLDialogElement | null>, open: boolean, { id, onClose, first }: Options) {
  const closeRef = useRef(onClose)
  closeRef.current = onClose
  // A layout effect: the dialog is modal and focused before it is painted, so a key or click that comes right as it
  // appears is never lost.
  // biome-ignore lint/correctness/useExhaustiveDependencies: set up on open; the latest onClose is called through closeRef, and id and first are fixed for the dialog's life
  useLayoutEffect(() => {
    const el = dialog.current
    if (!open || !el) return
    const opener = document.activeElement as HTMLElement | null
    if (!el.open) el.showModal()
    ;(first?.current ?? focusables(el)[0] ?? el).focus()
    const close = () => closeRef.current()
    // Escape: the owner decides (it unmounts the dialog). A repeated Escape the browser will not let a page hold closes
    // the dialog natively; `close` then tells the owner all the same.
    const onCancel = (ev: Event) => {
      ev.preventDefault()
      close()
    }
    const onClick = (ev: MouseEvent) => onBackdrop(ev, el) && close()
    const onKey = (ev: KeyboardEvent) => trapTab(ev, el)
    el.addEventListener('cancel', onCancel)
    el.addEventListener('close', close)
    el.addEventListener('click', onClick)
    el.addEventListener('keydown', onKey)
    show({ id, close, modal: true })
    return () => {
      el.removeEventListener('cancel', onCancel)
      el.removeEventListener('close', close)
      el.removeEventListener('click', onClick)
      el.removeEventListener('keydown', onKey)
      hide(id)
      if (el.open) el.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [open])
}
