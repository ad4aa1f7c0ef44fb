import { type ReactNode, useLayoutEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { hide, isTop, show } from '../../core/overlay/overlay'
import { focusables, trapTab } from './focus-trap'
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
 * Modal side panel with dialog semantics: focus moves in on open, stays trapped, Escape and a click on the page overlay
 * close it, and focus goes back to whatever opened it. Portalled to <body> so a theme's overflow or z-index can't clip
 * it. The backdrop is the page's one overlay (core/overlay/overlay), so stacked panels never stack backdrops.
 */
export function Drawer({ open, title, closeLabel, onClose, children, footer, side = 'right' }: Props) {
  const panel = useRef<HTMLDivElement>(null)
  const titleId = usePageId()
  const closeRef = useRef(onClose)
  closeRef.current = onClose

  // A layout effect: focus, Escape and the overlay are in place before the panel is painted, so a key or click that
  // comes right as it appears is never lost (an effect runs a frame later).
  // biome-ignore lint/correctness/useExhaustiveDependencies: set up on open; the latest onClose is called through closeRef, and titleId is fixed for the drawer's life
  useLayoutEffect(() => {
    if (!open) return
    const opener = document.activeElement as HTMLElement | null
    const root = panel.current!
    ;(focusables(root)[0] ?? root).focus()
    // With two dialogs open (a popup over the minicart), keys belong to the top one: one Escape closes one layer.
    const onKey = (ev: KeyboardEvent) => {
      if (!isTop(titleId)) return
      if (ev.key === 'Escape') {
        ev.stopPropagation()
        closeRef.current()
      } else trapTab(ev, root)
    }
    document.addEventListener('keydown', onKey)
    show({ id: titleId, close: () => closeRef.current(), modal: true })
    return () => {
      document.removeEventListener('keydown', onKey)
      hide(titleId)
      if (opener?.isConnected) opener.focus()
    }
  }, [open])

  if (!open) return null
  return createPortal(
    <div className="vt-drawer" data-side={side}>
      <div
        ref={panel}
        className="vt-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
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
      </div>
    </div>,
    document.body
  )
}
