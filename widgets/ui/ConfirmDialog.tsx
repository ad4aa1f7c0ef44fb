import { type ReactNode, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useModal } from './modal'
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
 * WAI-ARIA alert dialog asking to confirm an action, on the native modal dialog (./modal): focus starts on the safe
 * choice (cancel), Escape and the backdrop cancel, and focus goes back to what opened it. Mounted only while asking.
 */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, onConfirm, onCancel, children }: Props) {
  const box = useRef<HTMLDialogElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  const id = usePageId('vt-confirm')
  useModal(box, true, { id, onClose: onCancel, first: cancel })
  return createPortal(
    <dialog
      ref={box}
      className="vt-drawer__panel vt-confirm"
      data-side="center"
      role="alertdialog"
      aria-labelledby={`${id}t`}
      aria-describedby={`${id}m`}
      tabIndex={-1}
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
    </dialog>,
    document.body
  )
}
