import type { ComponentType, ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { flushSync } from 'react-dom'
import type { IslandModule } from '#core/widget'
import { labelsFor } from '#core/page/context'
import { readOptions } from './read-options'

export { readOptions }

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
    // Labels come in beside the props' own requests; props that hold a label await labelsFor themselves. A failure is
    // told once the labels are in, for the message shown in its place.
    const labels = labelsFor(el.dataset.widget ?? '')
    const props = await Promise.resolve()
      .then(() => parse(readOptions(el), el))
      .catch(async (error: unknown) => {
        await labels.catch(() => {})
        throw error
      })
    await labels
    el.replaceChildren()
    return renderNow(el, <Component {...props} root={el} />)
  }
}

/** Renders into `container` synchronously (painted in the same frame as the caller's DOM change); returns unmount. */
export function renderNow(container: HTMLElement, node: ReactNode): () => void {
  const root = createRoot(container)
  flushSync(() => root.render(node))
  return () => root.unmount()
}
