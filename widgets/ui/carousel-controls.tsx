import { useEffect, useState } from 'react'
import { t } from '../../core/runtime'

export interface ControlsProps {
  track: HTMLElement
  /** Milliseconds between automatic moves; 0 = no rotation. */
  autoplay: number
  /** The carousel element: hovering or focusing it stops the rotation. */
  root: HTMLElement
}

/** Moves by one view; past the last view it wraps to the first (and back), so rotation never stalls at the end. */
export function step(track: HTMLElement, dir: 1 | -1) {
  const max = track.scrollWidth - track.clientWidth
  const atEnd = dir > 0 ? track.scrollLeft >= max - 2 : track.scrollLeft <= 2
  const left = atEnd ? (dir > 0 ? 0 : max) : track.scrollLeft + dir * track.clientWidth
  track.scrollTo({ left, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
}

/** Previous / next and, while it can rotate, the pause button (WAI-ARIA APG carousel). */
export function CarouselControls({ track, autoplay, root }: ControlsProps) {
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches
  const [playing, setPlaying] = useState(autoplay > 0 && !reduced)
  const [held, setHeld] = useState(false)
  useEffect(() => {
    const hold = () => setHeld(true)
    const release = (ev: Event) => {
      if (ev.type === 'focusout' && root.contains((ev as FocusEvent).relatedTarget as Node)) return
      setHeld(false)
    }
    root.addEventListener('mouseenter', hold)
    root.addEventListener('mouseleave', release)
    root.addEventListener('focusin', hold)
    root.addEventListener('focusout', release)
    return () => {
      root.removeEventListener('mouseenter', hold)
      root.removeEventListener('mouseleave', release)
      root.removeEventListener('focusin', hold)
      root.removeEventListener('focusout', release)
    }
  }, [root])
  const rotating = playing && !held
  useEffect(() => {
    // Screen readers hear the new slide only when the shopper moved it, never on every automatic turn.
    track.setAttribute('aria-live', rotating ? 'off' : 'polite')
    if (!rotating) return
    const id = setInterval(() => step(track, 1), autoplay)
    return () => clearInterval(id)
  }, [rotating, track, autoplay])
  return (
    <>
      {autoplay > 0 && !reduced && (
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
