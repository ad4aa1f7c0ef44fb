// Contracts between the loader and the islands: types, and the few constants both sides read (no other code from core
// may reach the loader, whose budget is small).

/** `media:<query>` loads the island once the media query matches (at once if it does), never while it does not. */
export type LoadStrategy = 'eager' | 'idle' | 'visible' | 'interaction' | `media:${string}`

const MEDIA = 'media:'
/**
 * The strategy a `data-load` value names, or undefined for one the suite does not know (a media query the browser
 * cannot parse reads as 'not all').
 */
export const loadStrategy = (asked: string | null): LoadStrategy | undefined =>
  asked?.startsWith(MEDIA)
    ? matchMedia(asked.slice(MEDIA.length)).media !== 'not all'
      ? (asked as LoadStrategy)
      : undefined
    : LOAD_STRATEGIES.includes(asked as LoadStrategy)
      ? (asked as LoadStrategy)
      : undefined

export const LOAD_STRATEGIES: readonly LoadStrategy[] = ['eager', 'idle', 'visible', 'interaction']

/**
 * What each `data-load` value does, as loader/schedule.ts implements it, for the editor manifest and the docs (build
 * time only: nothing imports it into a page). Every strategy also starts at the shopper's first pointer, focus or key
 * inside the element (loader/loader.ts), so a tap never waits.
 */
export const LOAD_DOCS: Readonly<Record<(typeof LOAD_STRATEGIES)[number] | 'media:', string>> = {
  eager: 'At once, a task after the loader runs.',
  idle: 'When the browser is idle, from 200 ms after the loader runs (at the latest 800 ms later).',
  visible: 'When the element comes within 350 px of the viewport (at once where IntersectionObserver is missing).',
  interaction:
    'On the first pointer press (mouse, pen or touch), focus or key press inside the element; hovering does not load it.',
  'media:':
    '`media:<query>`, e.g. `media:(max-width: 991px)`: once the media query matches (at once if it does), never while it does not; a query the browser cannot parse is ignored (the default applies).'
}

export type WidgetState = 'pending' | 'loading' | 'ready' | 'error' | 'skipped'

/** What each widget folder declares in its registration.ts. */
export interface Registration {
  name: string
  /** Default strategy; an element's `data-load` overrides it. */
  load: LoadStrategy
  /** Runs under /app/ (checkout and account area). */
  checkoutEnabled: boolean
  /**
   * Ships in one chunk with the other widgets naming the same bundle: widgets that a store's pages always load
   * together cost one request and one compressed file instead of one each, plus the small shared chunks the bundler would
   * cut between them. Without it the widget is a chunk of its own (what a page needs only sometimes, or on use).
   */
  bundle?: string
}

/**
 * What every island chunk exports. `mount` returns the unmount function, or a promise of it when the island needs
 * data before it can replace the server-rendered markup (the element is `ready` only once it has).
 */
export interface IslandModule {
  mount(el: HTMLElement, lifecycle?: IslandLifecycle): (() => void) | Promise<() => void>
}

/** What the islands' lifecycle hands an island as it mounts it. */
export interface IslandLifecycle {
  /**
   * Mounts the island again on its element after a failed mount (a retry button): the element's state and the
   * ecom:widget:ready / ecom:widget:error events follow as for the first mount.
   */
  retry(): void
}

/** The attribute that marks a widget's element, and the one where its WidgetState shows. */
export const WIDGET_SELECTOR = '[data-widget]'

export const ACTIONABLE_SELECTOR = 'a[href],button,input,select,textarea,[tabindex]'

/**
 * A widget element's actionable elements in document order, itself first when it is one (a widget on an `<a>`):
 * server markup and island markup keep them in the same order, so the n-th one is the same control in both.
 */
export const actionableIn = (el: HTMLElement): HTMLElement[] => [
  ...(el.matches(ACTIONABLE_SELECTOR) ? [el] : []),
  ...el.querySelectorAll<HTMLElement>(ACTIONABLE_SELECTOR)
]
export const STATE = 'data-widget-state'
