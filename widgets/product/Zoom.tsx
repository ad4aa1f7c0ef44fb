// The gallery's zoom view, loaded on the first open: most shoppers never zoom, so its code stays off the page.
import { useRef } from 'react'
import type { Picture as PictureData } from '#core/schemas/product'
import { t } from '#core/page/context'
import { useModal } from '../ui/modal'
import { Picture } from '../ui/Picture'

export interface ZoomProps {
  current?: PictureData
  index: number
  count: number
  alt: string
  go(step: number): void
  /** The dialog closed (button, Escape or a click beside it): the gallery unmounts it. */
  onClosed(): void
}

/** Scrolls a frame wider (or taller) than its view to the middle of its content. */
function centre(frame: HTMLElement) {
  frame.scrollLeft = (frame.scrollWidth - frame.clientWidth) / 2
  frame.scrollTop = (frame.scrollHeight - frame.clientHeight) / 2
}

/**
 * A modal dialog (../ui/modal), open while mounted; the `zoom` size is fetched only now. Escape, the close button and
 * a click on the backdrop close it, and focus goes back to the picture that opened it.
 */
export function Zoom({ current, index, count, alt, go, onClosed }: ZoomProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  useModal(dialog, true, { id: 'product-zoom', onClose: onClosed })
  return (
    <dialog ref={dialog} className="vt-product__zoom" aria-label={alt} tabIndex={-1}>
      <button type="button" className="vt-product__zoom-close" aria-label={t('product.zoom_close')} onClick={onClosed}>
        ×
      </button>
      {/* On a phone the picture is drawn twice the screen's width in this frame, panned with a finger (or the arrow
        keys once the frame has focus), and opens at its centre; pinching zooms further. */}
      <div
        className="vt-product__zoom-frame"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling frame must take focus for keyboard panning
        tabIndex={0}
        role="group"
        aria-label={t('product.zoom')}
        onLoadCapture={(e) => centre(e.currentTarget)}
      >
        {current && <Picture key={current._id ?? index} pictures={[current]} alt={alt} size="zoom" eager />}
      </div>
      {count > 1 && (
        <div className="vt-product__zoom-nav">
          <button type="button" aria-label={t('product.gallery_previous')} onClick={() => go(-1)}>
            ‹
          </button>
          <button type="button" aria-label={t('product.gallery_next')} onClick={() => go(1)}>
            ›
          </button>
        </div>
      )}
    </dialog>
  )
}
