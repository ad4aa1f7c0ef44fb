// The page's one set of shared state: settings, bus, cart, labels. Every island imports it; esbuild puts it in the
// shared chunk, so it is evaluated once however many widgets a page has. It also completes window.storefront.
// Network services live in ./net, so widgets that never call the platform (the minicart) do not download them.
import { createBus } from './bus'
import { createCartStore } from './cart/store'
import { formatMoney } from './format'
import { label, loadLabels } from './i18n/labels'
import { objectId } from './ids'
import { hide as hideOverlay, show as showOverlay } from './page/overlay'
import { loadIdentityWidget } from './identity'
import { readSettings } from './settings'

export const settings = readSettings()
loadIdentityWidget(settings)
export const bus = createBus(window)

/** Resolves once the store language's labels are in; islands wait for it before replacing server markup. */
export const labelsReady = loadLabels(settings.lang)

export function localStore(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null // blocked storage (privacy settings): the cart still works for this page view
  }
}

export const cart = createCartStore({ bus, storage: localStore(), key: settings.cart_key, newId: objectId, win: window })

/** Labels in the store's language. */
export const t = label

/** Money in the store's currency and language. */
export const money = (value: number) => formatMoney(value, settings.currency, settings.lang, settings.currency_symbol)

type Listener = (detail: unknown) => void
const handle = ((window as unknown as { storefront?: Record<string, unknown> }).storefront ??= {}) as {
  on?: (topic: string, fn: Listener) => void
  off?: (topic: string, fn: Listener) => void
  ready?: () => Promise<unknown>
  [key: string]: unknown
}
Object.assign(handle, {
  settings,
  // The page overlay a theme can show under its own panels; a click on it hides it (and closes a widget's layer on top).
  overlay: { show: () => showOverlay(), hide: () => hideOverlay() },
  cart: Object.assign(cart, {
    /** The platform's familiar name. Async here: the product-to-line code is loaded on first use. */
    addProduct: (product: unknown, variationId?: string, quantity?: number) =>
      import('./cart/product').then(({ itemFromProduct }) => {
        const item = itemFromProduct(product, variationId, quantity)
        return item ? cart.addItem(item) : null
      }),
    on: (topic: string, fn: Listener) => handle.on?.(`cart:${topic}`, fn),
    off: (topic: string, fn: Listener) => handle.off?.(`cart:${topic}`, fn)
  })
})

// The session store is not in this chunk (size budget): ready() loads it, and it puts storefront.passport in place
// itself (so does any widget that imports it). The loader's ready(), taken before this chunk ran, defers to this one.
handle.ready = () => import('./passport').then(() => handle)
