import type { LoadStrategy } from '../core/widget'

// Eager widgets load after 1 ms; idle after 200 ms with an 800 ms fallback; 350 px lazy margin.
// pointerdown covers mouse, pen and touch in every browser the suite targets.
export const INTERACTION_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const

/** Calls `start` once when the strategy says so; returns a cancel function that stops every timer and listener. */
export function schedule(el: HTMLElement, strategy: LoadStrategy, start: () => void): () => void {
  let live = true
  let release = () => {}
  const cancel = () => {
    live = false
    release()
  }
  const fire = () => {
    if (live) {
      cancel()
      start()
    }
  }
  if (strategy === 'visible' && self.IntersectionObserver) {
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && fire(), {
      rootMargin: '350px'
    })
    io.observe(el)
    release = () => io.disconnect()
  } else if (strategy === 'interaction') {
    // These events all bubble (focusin, unlike focus), so listening on the host element is enough.
    INTERACTION_EVENTS.forEach((type) => el.addEventListener(type, fire))
    release = () => INTERACTION_EVENTS.forEach((type) => el.removeEventListener(type, fire))
  } else if (strategy.startsWith('media:')) {
    const query = matchMedia(strategy.slice(6))
    const check = () => query.matches && fire()
    query.addEventListener('change', check)
    // A task later: the caller keeps this cancel function first, and start() calls it.
    const timer = setTimeout(check)
    release = () => {
      clearTimeout(timer)
      query.removeEventListener('change', check)
    }
  } else if (strategy === 'idle') {
    let idle: number | ReturnType<typeof setTimeout> = 0
    const timer = setTimeout(() => {
      idle = 'requestIdleCallback' in self ? requestIdleCallback(fire, { timeout: 800 }) : setTimeout(fire, 800)
    }, 200)
    release = () => {
      clearTimeout(timer)
      if ('cancelIdleCallback' in self) cancelIdleCallback(idle as number)
      else clearTimeout(idle)
    }
  } else {
    // eager, and visible where IntersectionObserver is missing: old browsers still get the widget.
    const timer = setTimeout(fire, 1)
    release = () => clearTimeout(timer)
  }
  return cancel
}
