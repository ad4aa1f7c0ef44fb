import { useEffect, useState } from 'react'
import { step } from './carousel-step'

export interface Rotation {
  /** Whether this carousel rotates at all: an interval was given and the shopper does not ask for reduced motion. */
  canRotate: boolean
  /** The rotation button's state: on until the shopper pauses it or keyboard focus enters the carousel. */
  playing: boolean
  setPlaying(on: boolean): void
  /** Moving right now: playing, and the pointer is not resting on the carousel. */
  rotating: boolean
}

/**
 * Automatic rotation by the WAI-ARIA APG carousel rules. Hovering holds it while the pointer stays. Keyboard focus
 * arriving from outside stops it for good: it starts again only from the rotation button, so a keyboard or screen
 * reader user never has the slide they are reading move away, not even after leaving and coming back. A pointer's
 * click focuses too, without the focus ring: the hover already holds the rotation then, and a click on 'next' is no
 * request to stop it.
 */
export function useRotation(root: HTMLElement, track: HTMLElement, autoplay: number): Rotation {
  const canRotate = autoplay > 0 && !matchMedia('(prefers-reduced-motion: reduce)').matches
  const [playing, setPlaying] = useState(canRotate)
  const [hovered, setHovered] = useState(false)
  useEffect(() => {
    const enter = () => setHovered(true)
    const leave = () => setHovered(false)
    const focusIn = (ev: FocusEvent) => {
      if (root.contains(ev.relatedTarget as Node | null)) return
      if ((ev.target as Element).matches(':focus-visible')) setPlaying(false)
    }
    root.addEventListener('mouseenter', enter)
    root.addEventListener('mouseleave', leave)
    root.addEventListener('focusin', focusIn)
    return () => {
      root.removeEventListener('mouseenter', enter)
      root.removeEventListener('mouseleave', leave)
      root.removeEventListener('focusin', focusIn)
    }
  }, [root])
  const rotating = playing && !hovered
  useEffect(() => {
    if (!rotating) return
    const id = setInterval(() => step(track, 1), autoplay)
    return () => clearInterval(id)
  }, [rotating, track, autoplay])
  return { canRotate, playing, setPlaying, rotating }
}
