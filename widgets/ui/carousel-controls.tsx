import { t } from '#core/page/context'
import { useRotation } from './carousel-rotation'
import { useShownStatus } from './carousel-status'
import { step } from './carousel-step'

export interface ControlsProps {
  track: HTMLElement
  /** Milliseconds between automatic moves; 0 = no rotation. */
  autoplay: number
  /** The carousel element: hovering it holds the rotation, keyboard focus in it stops it. */
  root: HTMLElement
}

/**
 * The rotation button (first, so keyboard users reach it before any slide), previous / next, and the live region
 * that says which slides a move brought into view (WAI-ARIA APG carousel). The region is polite while the carousel
 * stands still and off while it rotates, so automatic turns are never read out.
 */
export function CarouselControls({ track, autoplay, root }: ControlsProps) {
  const { canRotate, playing, setPlaying, rotating } = useRotation(root, track, autoplay)
  const shown = useShownStatus(track)
  return (
    <>
      {canRotate && (
        <button
          type="button"
          className="vt-carousel__pause"
          onClick={() => setPlaying(!playing)}
          aria-label={t(playing ? 'carousel.pause' : 'carousel.play')}
        >
          {playing ? '❚❚' : '▶'}
        </button>
      )}
      <button
        type="button"
        className="vt-carousel__prev"
        aria-label={t('carousel.previous')}
        onClick={() => step(track, -1)}
      >
        ‹
      </button>
      <button
        type="button"
        className="vt-carousel__next"
        aria-label={t('carousel.next')}
        onClick={() => step(track, 1)}
      >
        ›
      </button>
      <p className="vt-sr-only" aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
        {shown}
      </p>
    </>
  )
}
