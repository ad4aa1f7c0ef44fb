import type { IslandModule, LoadStrategy } from '../core/widget'
import { LOAD_STRATEGIES } from '../core/widget'
import { importChunk, type Importer } from './chunks'
import type { Registry } from './registry'
import { holdClicks } from './replay'
import { schedule } from './schedule'

export interface LoaderOptions {
  registry: Registry
  /** Chunk URL of each widget. */
  chunks: Record<string, string>
  importer: Importer
  /** True under /app/: only checkout-enabled widgets run there. */
  checkout: boolean
}

interface Entry {
  cancel(): void
  unmount?: () => void
}

const SELECTOR = '[data-widget]'
const STATE = 'data-widget-state'

type Held = ReturnType<typeof holdClicks>

const emit = (topic: string, detail: unknown) => dispatchEvent(new CustomEvent(`ecom:${topic}`, { detail }))

type Entries = Map<HTMLElement, Entry>

/** Imports the island's chunk and mounts it; the element's state and the window events say how it went. */
async function mountIsland(el: HTMLElement, name: string, o: LoaderOptions, entries: Entries, held: Held) {
  el.setAttribute(STATE, 'loading')
  try {
    const mod = (await importChunk(o.chunks[name]!, o.importer)) as IslandModule
    const unmount = await mod.mount(el)
    // The element may have left the page while its chunk or data was on the way.
    const entry = entries.get(el)
    if (!entry) return unmount()
    entry.unmount = unmount
    el.setAttribute(STATE, 'ready')
    emit('widget:ready', { name, element: el })
  } catch (error) {
    el.setAttribute(STATE, 'error')
    console.error(`[vitrine] ${name}:`, error)
    emit('widget:error', { name, element: el, error })
  } finally {
    // On the island, or on the server markup that stayed after a failure (a link still navigates).
    held.release()
  }
}

/** Schedules one element by its strategy (the theme's data-load, else the widget's default). */
function addIsland(el: HTMLElement, o: LoaderOptions, entries: Entries) {
  if (el.hasAttribute(STATE)) return
  const name = el.getAttribute('data-widget')!
  const reg = o.registry[name]
  if (!reg || !o.chunks[name]) {
    console.warn('[vitrine] unknown widget', name)
    return el.setAttribute(STATE, 'error')
  }
  if (o.checkout && !reg[1]) return el.setAttribute(STATE, 'skipped')
  const asked = el.getAttribute('data-load') as LoadStrategy
  const strategy = LOAD_STRATEGIES.includes(asked) ? asked : reg[0]
  el.setAttribute(STATE, 'pending')
  const held = holdClicks(el)
  const start = () => {
    entry.cancel()
    void mountIsland(el, name, o, entries, held)
  }
  // Any strategy also starts at the shopper's first interaction: a tap must never wait for idle or visibility.
  const cancels = [schedule(el, strategy, start), schedule(el, 'interaction', start)]
  const entry: Entry = { cancel: () => cancels.forEach((c) => c()) }
  entries.set(el, entry)
}

/** Finds, schedules, mounts and unmounts islands in `document`. Returns a stop function. */
export function startLoader(o: LoaderOptions): () => void {
  const entries: Entries = new Map()
  const remove = (el: HTMLElement) => {
    const entry = entries.get(el)
    entries.delete(el)
    // Put back later (tabs, carousels, re-rendered sections), it must mount again.
    el.removeAttribute(STATE)
    entry?.cancel()
    entry?.unmount?.()
  }
  const scan = (root: Element | Document) => {
    if (root instanceof HTMLElement && root.matches(SELECTOR)) addIsland(root, o, entries)
    root.querySelectorAll<HTMLElement>(SELECTOR).forEach((el) => addIsland(el, o, entries))
  }
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      r.removedNodes.forEach((n) => {
        if (!n.isConnected) for (const el of entries.keys()) if (n.contains(el)) remove(el)
      })
      r.addedNodes.forEach((n) => n instanceof Element && scan(n))
    }
  })
  observer.observe(document.documentElement, { childList: true, subtree: true })
  // Nothing is fetched ahead for widgets further down: a widget's code loads when its strategy says (350 px before
  // it scrolls into view for 'visible'), so a shopper who never scrolls never downloads it.
  scan(document)
  return () => {
    observer.disconnect()
    for (const el of entries.keys()) remove(el)
  }
}

/** Adds a modulepreload hint (the browser fetches a module once however many hints name it). */
export function preload(href: string) {
  const link = document.createElement('link')
  link.rel = 'modulepreload'
  link.href = href
  document.head.appendChild(link)
}
