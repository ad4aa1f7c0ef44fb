import type { Importer } from '../core/islands/chunks'
import type { IslandHost, mountIsland, watchIslands } from '../core/islands/lifecycle'
import type { startRuntime } from '../core/runtime'
import { loadStrategy, STATE, WIDGET_SELECTOR } from '../core/widget'
import type { Registry } from './registry'
import { holdClicks } from './replay'
import { schedule } from './schedule'

/**
 * What the loader needs of the runtime chunk: it starts the page once (core/runtime), then mounts islands and follows
 * the page's changes (core/islands/lifecycle).
 */
export interface IslandRuntime {
  startRuntime: typeof startRuntime
  mountIsland: typeof mountIsland
  watchIslands: typeof watchIslands
  /** Loads and starts the customer session (storefront.passport), which the runtime chunk leaves to a file loaded on demand. */
  session(): Promise<unknown>
}

export interface LoaderOptions {
  registry: Registry
  /** Chunk URL of each widget. */
  chunks: Record<string, string>
  importer: Importer
  /** True under /app/: only checkout-enabled widgets run there. */
  checkout: boolean
  /** Imports the runtime chunk. */
  runtime: () => Promise<IslandRuntime>
}

/** Schedules one element by its strategy (the theme's data-load, else the widget's default). */
function addIsland(el: HTMLElement, o: LoaderOptions, host: IslandHost, runtime: () => Promise<IslandRuntime>) {
  if (el.hasAttribute(STATE)) return
  const name = el.getAttribute('data-widget')!
  const reg = o.registry[name]
  if (!reg || !o.chunks[name]) {
    console.warn('[vitrine] unknown widget', name)
    return el.setAttribute(STATE, 'error')
  }
  if (o.checkout && !reg[1]) return el.setAttribute(STATE, 'skipped')
  const strategy = loadStrategy(el.getAttribute('data-load')) ?? reg[0]
  el.setAttribute(STATE, 'pending')
  const held = holdClicks(el)
  const start = () => {
    entry.cancel()
    el.setAttribute(STATE, 'loading')
    runtime().then(
      (r) => r.mountIsland(host, el, name, held.release),
      (error) => {
        // Without the runtime no island can mount: the server markup stays, a held click goes to it.
        el.setAttribute(STATE, 'error')
        console.error('[vitrine]', error)
        held.release()
      }
    )
  }
  // Any strategy also starts at the shopper's first interaction: a tap must never wait for idle or visibility.
  const cancels = [schedule(el, strategy, start), schedule(el, 'interaction', start)]
  const entry = { cancel: () => cancels.forEach((c) => c()) }
  host.entries.set(el, entry)
}

/**
 * Schedules the page's islands. Returns the runtime import the page shares: its first use starts the runtime (the one
 * call of startRuntime: window.storefront, integrations) and hands the page to it, which from then on mounts widgets
 * added later and unmounts those removed (core/islands/lifecycle).
 */
export function startLoader(o: LoaderOptions): () => Promise<IslandRuntime> {
  let loaded: Promise<IslandRuntime> | undefined
  const runtime = () =>
    (loaded ??= o.runtime().then((r) => {
      r.startRuntime()
      r.watchIslands(host)
      return r
    }))
  const host: IslandHost = {
    chunks: o.chunks,
    importer: o.importer,
    entries: new Map(),
    add: (el) => addIsland(el, o, host, runtime)
  }
  // Nothing is fetched ahead for widgets further down: a widget's code loads when its strategy says (350 px before
  // it scrolls into view for 'visible'), so a shopper who never scrolls never downloads it.
  document.querySelectorAll<HTMLElement>(WIDGET_SELECTOR).forEach(host.add)
  return runtime
}

/** Adds a modulepreload hint (the browser fetches a module once however many hints name it). */
export function preload(href: string) {
  const link = document.createElement('link')
  link.rel = 'modulepreload'
  link.href = href
  document.head.appendChild(link)
}
