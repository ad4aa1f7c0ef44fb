import { type ComponentType, type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react'
import type { Picture as PictureData } from '#core/schemas/product'
import { t } from '#core/page/context'
import { Picture } from '../ui/Picture'
import type { ZoomProps } from './Zoom'

export type PictureSize = 'small' | 'normal' | 'big' | 'zoom'

interface Props {
  pictures: PictureData[]
  index: number
  onIndex(i: number): void
  name: string
  size: PictureSize
  /** Drawn over the picture's corner (the favourite heart). */
  children?: ReactNode
}

// A horizontal drag longer than this is a swipe, not a tap.
const SWIPE_PX = 40

/** A pointer dragged more than SWIPE_PX sideways moves one picture; the click that ends it is not a tap. */
function useSwipe(go: (step: number) => void) {
  const startX = useRef<number | null>(null)
  const swiped = useRef(false)
  const onDown = (e: PointerEvent<HTMLButtonElement>) => {
    startX.current = e.clientX
  }
  const onUp = (e: PointerEvent<HTMLButtonElement>) => {
    const dx = startX.current === null ? 0 : e.clientX - startX.current
    startX.current = null
    swiped.current = Math.abs(dx) > SWIPE_PX
    if (swiped.current) go(dx < 0 ? 1 : -1)
  }
  /** True once for the click that ends a swipe. */
  const endsSwipe = () => {
    const was = swiped.current
    swiped.current = false
    return was
  }
  return { onDown, onUp, endsSwipe }
}

/** One button per picture; the current one is marked for screen readers. */
function Thumbs({ pictures, index, onIndex }: Pick<Props, 'pictures' | 'index' | 'onIndex'>) {
  const count = pictures.length
  return (
    <ul className="vt-product__thumbs" role="list">
      {pictures.map((p, i) => (
        <li key={p._id ?? i}>
          <button
            type="button"
            className="vt-product__thumb"
            aria-current={i === index ? 'true' : undefined}
            aria-label={t('product.choose_picture', { n: i + 1, count })}
            onClick={() => onIndex(i)}
          >
            <Picture pictures={[p]} alt="" size="small" />
          </button>
        </li>
      ))}
    </ul>
  )
}

/** Main picture with thumbnails; arrow keys and swipe move between pictures; the zoom size loads only in the dialog. */
export function Gallery({ pictures, index, onIndex, name, size, children }: Props) {
  // The zoom view's code, once loaded; shown while `zoomed`.
  const [Zoom, setZoom] = useState<ComponentType<ZoomProps> | null>(null)
  const [zoomed, setZoomed] = useState(false)
  const count = pictures.length
  const go = (step: number) => count && onIndex((index + step + count) % count)
  const swipe = useSwipe(go)
  const current = pictures[index] ?? pictures[0]
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowRight') go(1)
    else if (e.key === 'ArrowLeft') go(-1)
    else return
    e.preventDefault()
  }
  const open = () => {
    if (swipe.endsSwipe()) return
    import('./Zoom').then(
      (m) => {
        setZoom(() => m.Zoom)
        setZoomed(true)
      },
      (e) => console.error('[vitrine] product: the zoom view failed to load', e)
    )
  }
  const alt = count > 1 ? `${name}, ${t('product.choose_picture', { n: index + 1, count })}` : name
  return (
    <div className="vt-product__gallery" onKeyDown={onKey}>
      <button
        type="button"
        className="vt-product__main"
        aria-label={`${t('product.zoom')}: ${alt}`}
        onClick={open}
        onPointerDown={swipe.onDown}
        onPointerUp={swipe.onUp}
      >
        <Picture
          key={current?._id ?? index}
          className="vt-product__picture"
          pictures={current ? [current] : undefined}
          alt=""
          size={size}
          eager
        />
      </button>
      {children}
      {count > 1 && <Thumbs pictures={pictures} index={index} onIndex={onIndex} />}
      {zoomed && Zoom && (
        <Zoom onClosed={() => setZoomed(false)} current={current} index={index} count={count} alt={alt} go={go} />
      )}
    </div>
  )
}
