import { useLayoutEffect, useRef } from 'react'

/**
 * The theme's own icon in a header island's server markup: the element marked `data-icon` (an `<i>`, `<svg>`, `<img>`
 * or `<span>`; never a link or a button, which may not sit inside the island's button). Read before the island
 * replaces that markup.
 */
export function themeIcon(el: HTMLElement): Element | undefined {
  return el.querySelector(':is(i, svg, img, span)[data-icon]') ?? undefined
}

/** The theme's icon moved into the island's button, before the first paint, so mounting keeps the header's look. */
export function ThemeIcon({ node }: { node: Element }) {
  const box = useRef<HTMLSpanElement>(null)
  useLayoutEffect(() => {
    box.current?.replaceChildren(node)
  }, [node])
  return <span className="vt-icon" aria-hidden="true" ref={box} />
}
