import { useEffect } from 'react'
import { t } from '../../core/runtime'
import { useRotation } from './carousel-rotation'
import { step } from './carousel-step'

export interface ControlsProps {
  track: HTMLElement
  /** Milliseconds between automatic moves; 0 = no rotation. */
  autoplay: number
  /** The carousel element: hovering it holds the rotation, keyboard focus in it stops it. */
  root: HTMLElement
}

/** The rotation button (first, so keyboard users reach it before any slide), then previous / next (APG carousel). */
export function CarouselControls({ track, autoplay, root }: ControlsProps) {
  const { canRotate, playing, setPlaying, rotating } = useRotation(root, track, autoplay)
  useEffect(() => {
    // Screen readers hear the new slide only when the shopper moved it, never on every automatic turn.
    track.setAttribute('aria-live', rotating ? 'off' : 'polite')
  }, [rotating, track])
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
    </>
  )
}
