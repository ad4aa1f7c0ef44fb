// The gallery's zoom view, loaded on the first open: most shoppers never zoom, so its code stays off the page.
import { type MouseEvent, useEffect, useRef } from 'react'
import { hide, show } from '../../core/overlay/overlay'
import type { Picture as PictureData } from '../../core/schemas/product'
import { t } from '../../core/runtime'
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

const LAYER = 'product-zoom'

/** Whether a click on the dialog element fell outside its box: the browser gives backdrop clicks to the dialog. */
function onBackdrop(e: MouseEvent<HTMLDialogElement>): boolean {
  const r = e.currentTarget.getBoundingClientRect()
  return (
    e.target === e.currentTarget &&
    (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom)
  )
}

/**
 * A modal dialog, open while mounted; the `zoom` size is fetched only now. Escape, the close button and a click on
 * the backdrop close it, and the browser puts focus back on the picture that opened it. It is a layer of the page's
 * overlay while open, so the page behind does not scroll and the welcome popup does not open over it.
 */
export function Zoom({ current, index, count, alt, go, onClosed }: ZoomProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const el = dialog.current!
    el.showModal()
    show({ id: LAYER, close: () => el.close(), modal: true })
    return () => hide(LAYER)
  }, [])
  return (
    <dialog
      ref={dialog}
      className="vt-product__zoom"
      aria-label={alt}
      onClose={onClosed}
      onClick={(e) => onBackdrop(e) && e.currentTarget.close()}
    >
      <button
        type="button"
        className="vt-product__zoom-close"
        aria-label={t('product.zoom_close')}
        onClick={() => dialog.current?.close()}
      >
        ×
      </button>
      {current && <Picture key={current._id ?? index} pictures={[current]} alt={alt} size="zoom" eager />}
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
