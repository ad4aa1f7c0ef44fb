import { useEffect, useState } from 'react'

/**
 * True once `el` comes within 350 px of the viewport (the loader's margin for 'visible' widgets), so what fills it
 * is fetched when the shopper scrolls towards it, not with the page. A hidden element has no box to watch: it is
 * shown while empty (no height, so nothing moves) and its user hides it again if it stays empty.
 */
export function useNear(el: HTMLElement | null): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    if (!el || near) return
    if (!self.IntersectionObserver) return setNear(true)
    el.hidden = false
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '350px'
    })
    io.observe(el)
    return () => io.disconnect()
  }, [el, near])
  return near
}
