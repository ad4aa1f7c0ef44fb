import { type ReactNode, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useModal } from './modal'
import { usePageId } from './page-id'

interface Props {
  open: boolean
  title: string
  closeLabel: string
  onClose(): void
  children: ReactNode
  footer?: ReactNode
  /** 'center': a centred dialog (login) with the same modal behaviour. */
  side?: 'left' | 'right' | 'center'
}

/**
 * Modal side panel: a native modal dialog (./modal) whose focus starts on its first control, whose Escape and backdrop
 * click close it, and whose opener gets focus back. Portalled to <body> so it never sits inside a theme's hidden or
 * transformed container.
 */
export function Drawer({ open, title, closeLabel, onClose, children, footer, side = 'right' }: Props) {
  const panel = useRef<HTMLDialogElement>(null)
  const titleId = usePageId()
  useModal(panel, open, { id: titleId, onClose })
  if (!open) return null
  return createPortal(
    <dialog ref={panel} className="vt-drawer__panel" data-side={side} aria-labelledby={titleId} tabIndex={-1}>
      <div className="vt-drawer__head">
        <h2 id={titleId} className="vt-drawer__title">
          {title}
        </h2>
        <button type="button" className="vt-drawer__close" onClick={onClose} aria-label={closeLabel}>
          ×
        </button>
      </div>
      <div className="vt-drawer__body">{children}</div>
      {footer && <div className="vt-drawer__foot">{footer}</div>}
    </dialog>,
    document.body
  )
}
