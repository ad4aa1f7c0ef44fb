import type { ComponentType, ReactElement } from 'react'
import { createRoot } from 'react-dom/client'
import { flushSync } from 'react-dom'
import type { IslandModule } from '../../core/widget'
import { labelsFor } from '../../core/runtime'

const RESERVED = new Set(['widget', 'load', 'widgetState'])

/**
 * Options of a widget element: its `data-*` attributes (camelCased, minus the loader's own) merged with the JSON of a
 * child `<script type="application/json">`, which wins. Broken JSON is reported and ignored, never thrown.
 */
export function readOptions(el: HTMLElement): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(el.dataset)) if (!RESERVED.has(k)) out[k] = v
  const script = el.querySelector(':scope > script[type="application/json"]')
  if (script?.textContent) {
    try {
      const json: unknown = JSON.parse(script.textContent)
      if (json && typeof json === 'object' && !Array.isArray(json)) Object.assign(out, json)
      else console.warn('[vitrine] widget options JSON must be an object', el)
    } catch (e) {
      console.warn('[vitrine] invalid widget options JSON ignored', el, e)
    }
  }
  return out
}

/**
 * Turns a component into an island's `mount`. The server-rendered children are swapped for the island in one
 * synchronous step, so the browser never paints an empty box in between (no layout shift).
 */
export function island<P extends object>(
  Component: ComponentType<P & { root: HTMLElement }>,
  parse: (options: Record<string, unknown>, el: HTMLElement) => P | Promise<P>
): IslandModule['mount'] {
  return async (el) => {
    // Until the props are ready (an island may need data first) the server markup stays: a failure keeps it too.
    const [props] = await Promise.all([parse(readOptions(el), el), labelsFor(el.dataset.widget ?? '')])
    el.replaceChildren()
    return renderNow(el, <Component {...props} root={el} />)
  }
}

/** Renders into `container` synchronously (painted in the same frame as the caller's DOM change); returns unmount. */
export function renderNow(container: HTMLElement, node: ReactElement): () => void {
  const root = createRoot(container)
  flushSync(() => root.render(node))
  return () => root.unmount()
}
