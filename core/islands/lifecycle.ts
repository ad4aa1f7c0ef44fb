// The islands' lifecycle once the runtime is on the page: a widget's chunk imported (with one retry), mounted, its
// element's state and the page events that say how it went, and unmounted when its element leaves the page. The
// loader (loader/) only decides when each island starts: keeping this here keeps the loader small, and every island
// needs the runtime anyway.
import { actionableIn, type IslandModule, LOAD_STRATEGIES, loadStrategy, STATE, WIDGET_SELECTOR } from '../widget'
import { type Importer, importChunk } from './chunks'
import { fractionDigits } from '../money/cents'
import { labelsFor, money, settings } from '../page/context'
import { labelChunk } from '../i18n/labels'
import { storeIdError } from '../settings'

export interface IslandEntry {
  /** Stops the element's schedule (a widget that never started never loads). */
  cancel(): void
  unmount?: () => void
}

/** What the loader hands the runtime: chunk URLs, the importer, its entries, and how it schedules an element. */
export interface IslandHost {
  chunks: Record<string, string>
  importer: Importer
  entries: Map<HTMLElement, IslandEntry>
  /** Schedules an element by its strategy; one the loader has seen already (it has a state) is left alone. */
  add(el: HTMLElement): void
}

/**
 * Resolves in a new task: each island mounts in a task of its own, so a page with a dozen islands (a home page's cards)
 * never holds the main thread in one long task and a tap in between is answered. scheduler.yield() where the browser
 * has it (the continuation goes first in line), else a zero timeout.
 */
const nextTask = (): Promise<void> =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ??
  new Promise((resolve) => setTimeout(resolve))

// The page's first Intl number formats cost tens of milliseconds each on a slow phone (the locale's data loads): built
// before the first island, each in a task of its own, they do not lengthen that island's render into a long task.
let intlWarm: Promise<void> | undefined
let storeChecked: string | null | undefined

/**
 * Why the page names no store, or null: checked once. A page that does not name its store shows no widget rather
 * than one that talks to no store, or to another.
 */
const missingStore = (): string | null => {
  if (storeChecked === undefined) storeChecked = storeIdError(settings.store_id) ?? null
  return storeChecked
}
async function warmIntl() {
  // The page's other islands start in this same task, one after another: their chunks are asked for first.
  await nextTask()
  fractionDigits(settings.currency)
  await nextTask()
  money(0)
}

const emitWidgetEvent = (topic: 'ready' | 'error', detail: object) =>
  dispatchEvent(new CustomEvent(`ecom:widget:${topic}`, { detail }))

/**
 * A keyboard user's place inside a widget whose server markup the island replaces (the side menu's link becomes a
 * button): the returned function puts focus back on the control at the same place if it fell to the page.
 */
function keepFocus(el: HTMLElement): () => void {
  const index = actionableIn(el).indexOf(document.activeElement as HTMLElement)
  return () => {
    const now = document.activeElement
    if (index >= 0 && (!now || now === document.body || !now.isConnected)) actionableIn(el)[index]?.focus()
  }
}

/**
 * Imports the island's chunk and mounts it. `release` hands a click held back on the server markup to the island (or
 * to the markup that stays after a failure: a link still navigates).
 */
export async function mountIsland(host: IslandHost, el: HTMLElement, name: string, release: () => void) {
  const noStore = missingStore()
  if (noStore) {
    failed(el, name, new Error(noStore))
    return release()
  }
  // The widget's labels come with its chunk, not a round trip after it (its mount waits for them).
  if (labelChunk(name)) labelsFor(name).catch(() => {})
  try {
    // The chunk is asked for first; the page's number formats are built while it is on its way.
    const loading = importChunk(host.chunks[name]!, host.importer)
    const warm = (intlWarm ??= warmIntl())
    const mod = (await loading) as IslandModule
    await warm
    await nextTask()
    await start(host, el, name, mod)
  } catch (error) {
    failed(el, name, error)
  } finally {
    release()
  }
}

/**
 * Mounts the island on its element; the retry it is handed runs these same steps again, so a retried island's state
 * and events are those of a first mount.
 */
async function start(host: IslandHost, el: HTMLElement, name: string, mod: IslandModule) {
  // The element may have left the page while its chunk was on the way.
  if (!host.entries.has(el)) return
  const refocus = keepFocus(el)
  const retry = () => {
    if (!host.entries.has(el)) return
    el.setAttribute(STATE, 'loading')
    start(host, el, name, mod).catch((error) => failed(el, name, error))
  }
  const unmount = await mod.mount(el, { retry })
  refocus()
  // Or while its data was.
  const entry = host.entries.get(el)
  if (!entry) return unmount()
  entry.unmount = unmount
  el.setAttribute(STATE, 'ready')
  emitWidgetEvent('ready', { name, element: el })
}

function failed(el: HTMLElement, name: string, error: unknown) {
  el.setAttribute(STATE, 'error')
  console.error(`[vitrine] ${name}:`, error)
  emitWidgetEvent('error', { name, element: el, error })
}

/**
 * A `data-load` the suite does not know is a console warning, once per element: the loader (which has no bytes to
 * spare) silently applies the widget's default strategy, and a theme author who typed "lazy" would otherwise never
 * learn why the widget loads when it does.
 */
function warnUnknownLoad(el: HTMLElement) {
  const asked = el.getAttribute('data-load')
  if (asked === null || loadStrategy(asked) || warned.has(el)) return
  warned.add(el)
  console.warn(
    `[vitrine] ${el.getAttribute('data-widget')}: unknown data-load "${asked}" (${LOAD_STRATEGIES.join(', ')}, media:<a valid media query>); the widget's default applies`
  )
}
const warned = new WeakSet<HTMLElement>()

/**
 * Mounts widgets added to the page later and unmounts those that leave it (tabs, carousels, re-rendered sections).
 * The loader scanned the page once when it started; what changed before the runtime arrived is caught up here.
 * Returns a stop function that also unmounts every island.
 */
export function watchIslands(host: IslandHost): () => void {
  const { entries } = host
  const remove = (el: HTMLElement) => {
    const entry = entries.get(el)
    entries.delete(el)
    // Put back later, it must mount again.
    el.removeAttribute(STATE)
    entry?.cancel()
    entry?.unmount?.()
  }
  const noStore = missingStore()
  const add = (el: HTMLElement) => {
    warnUnknownLoad(el)
    host.add(el)
    // Without the store's id every widget fails now, not when its strategy would have loaded it.
    if (noStore && el.getAttribute(STATE) === 'pending') {
      entries.get(el)?.cancel()
      failed(el, el.getAttribute('data-widget')!, new Error(noStore))
    }
  }
  const scan = (root: Element | Document) => {
    if (root instanceof HTMLElement && root.matches(WIDGET_SELECTOR)) add(root)
    root.querySelectorAll<HTMLElement>(WIDGET_SELECTOR).forEach(add)
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
  for (const el of entries.keys()) if (!el.isConnected) remove(el)
  scan(document)
  return () => {
    observer.disconnect()
    for (const el of entries.keys()) remove(el)
  }
}
