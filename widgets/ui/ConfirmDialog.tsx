import { useEffect, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { trapTab } from './focus-trap'
import { usePageId } from './page-id'

interface Props {
  title: string
  message: string
  confirmLabel: string
  cancelLabel: string
  onConfirm(): void
  onCancel(): void
  children?: ReactNode
}

/**
 * WAI-ARIA alert dialog asking to confirm an action: focus starts on the safe choice (cancel), Tab stays inside,
 * Escape cancels, and focus goes back to what opened it. Mounted only while asking.
 */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, onConfirm, onCancel, children }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  const cancelRef = useRef(onCancel)
  cancelRef.current = onCancel
  const id = usePageId('vt-confirm')
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    cancel.current?.focus()
    const onKey = (ev: KeyboardEvent) => {
      if (ev.key === 'Escape') {
        ev.stopPropagation()
        cancelRef.current()
      } else if (box.current) trapTab(ev, box.current)
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      if (opener?.isConnected) opener.focus()
    }
  }, [])
  return createPortal(
    <div className="vt-drawer" data-side="center">
      <div className="vt-drawer__backdrop" onClick={onCancel} />
      <div
        ref={box}
        className="vt-drawer__panel vt-confirm"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}t`}
        aria-describedby={`${id}m`}
      >
        <h2 id={`${id}t`} className="vt-drawer__title">
          {title}
        </h2>
        <p id={`${id}m`}>{message}</p>
        {children}
        <div className="vt-confirm__actions">
          <button ref={cancel} type="button" className="vt-button" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className="vt-button vt-button--primary" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body
  )
}
