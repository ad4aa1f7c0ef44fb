// The page's one overlay: drawers, the side menu and the popup each register a layer while open, and a single
// backdrop is shown under the topmost one. A click on the backdrop closes only that topmost layer, so a dialog opened
// from a drawer closes before the drawer does. Kept free of rendering: widgets/ui draws the backdrop.
import { atom } from 'nanostores'
import { lockScroll } from './scroll-lock'

export interface Layer {
  id: string
  /** Called when the backdrop is clicked while this layer is on top. */
  close(): void
  /** A modal dialog: the page behind it does not scroll while it is open. */
  modal?: boolean
}

/** Open layers, bottom first. */
export const $layers = atom<readonly Layer[]>([])

/** A bare overlay a theme asked for (storefront.overlay.show()); it has no owner, so a click just hides it. */
const THEME_LAYER: Layer = { id: 'theme', close: () => hide('theme') }

export function show(layer: Layer = THEME_LAYER): void {
  paintLayers()
  $layers.set([...$layers.get().filter((l) => l.id !== layer.id), layer])
}

export function hide(id = 'theme'): void {
  const next = $layers.get().filter((l) => l.id !== id)
  if (next.length !== $layers.get().length) $layers.set(next)
}

/** The backdrop's click: closes the topmost layer. */
export function closeTop(): void {
  const top = $layers.get().at(-1)
  top?.close()
}

// The backdrop itself is one plain element, made on first use and kept: a theme script can show the overlay before
// any island has loaded, and two islands must never stack two backdrops.
let backdrop: HTMLElement | undefined

function paint(layers: readonly Layer[]) {
  if (typeof document === 'undefined') return
  lockScroll(layers.some((l) => l.modal))
  if (!layers.length && !backdrop) return
  if (!backdrop) {
    backdrop = document.createElement('div')
    backdrop.className = 'vt-overlay'
    backdrop.setAttribute('aria-hidden', 'true')
    backdrop.addEventListener('click', closeTop)
    document.body.appendChild(backdrop)
  }
  backdrop.hidden = !layers.length
}

// The backdrop follows the layers from the first show() on, not from this module's import.
let painting = false
function paintLayers() {
  if (painting) return
  painting = true
  $layers.subscribe(paint)
}
