// The one owner of window.storefront. The loader leaves a stub that queues the theme's on/off calls (the way dataLayer
// queues gtag calls); the runtime calls installStorefront, which completes that same object and replays the queue,
// so a theme can subscribe before anything else has loaded and keeps its reference to the object.
import type { CartStore } from '../cart/store'
import type { Settings } from '../settings'
import type { Storefront, StorefrontCart, StorefrontPassport, StorefrontStub } from '../storefront'
import { made } from '../lazy'
import { listeners } from './listeners'

/** The platform template version whose behaviour the suite follows (themes written for it check this). */
export const TEMPLATE_VERSION = '2.0.0-beta.270'
declare const __VITRINE_VERSION__: string | undefined
export const VERSION = typeof __VITRINE_VERSION__ === 'string' ? __VITRINE_VERSION__ : '0.0.0-dev'

export interface StorefrontDeps {
  settings: Settings
  cart: CartStore
  /** The session's theme names once some code loaded it; read on each access. */
  passport: () => StorefrontPassport | undefined
  /** Builds a cart line from a product (loaded on first use). */
  addProduct: StorefrontCart['addProduct']
  overlay: Storefront['overlay']
}

/**
 * Completes `target` (the loader's stub, or a fresh object) as the handle and replays the calls it queued. ready()
 * stays the loader's: it loads this runtime, then the session through the runtime chunk's session().
 */
export function installStorefront(deps: StorefrontDeps, target: StorefrontStub = {}): Storefront {
  const { on, off } = listeners()
  const queued = target.q ?? []
  delete target.q
  const cartEvents: Pick<StorefrontCart, 'on' | 'off'> = {
    on: (topic, fn) => on(`cart:${topic}` as 'cart:change', fn as never),
    off: (topic, fn) => off(`cart:${topic}` as 'cart:change', fn as never)
  }
  const store = deps.cart
  // Only the public members: the store's own ($cart, connect) stay inside the suite.
  const cart: StorefrontCart = {
    get data() {
      return store.data
    },
    addItem: (item) => store.addItem(item),
    addProduct: deps.addProduct,
    increaseItemQnt: (id, quantity) => store.increaseItemQnt(id, quantity),
    setItemQnt: (id, quantity) => store.setItemQnt(id, quantity),
    setItemPeriod: (id, period) => store.setItemPeriod(id, period),
    fixItem: (item) => store.fixItem(item),
    removeItem: (id) => store.removeItem(id),
    clear: () => store.clear(),
    reset: () => store.reset(),
    save: () => store.save(),
    ...cartEvents
  }
  const fields: Omit<Storefront, 'passport'> = {
    version: VERSION,
    templateVersion: TEMPLATE_VERSION,
    settings: made(deps.settings),
    cart,
    overlay: deps.overlay,
    // The loader's ready() (it loads the runtime, then the session); a handle made without the loader has its own.
    ready: target.ready ?? (() => Promise.resolve(handle)),
    on,
    off
  }
  const handle: Storefront = Object.assign(target, fields)
  Object.defineProperty(handle, 'passport', {
    configurable: true,
    enumerable: true,
    get: deps.passport
  })
  for (const [method, args] of queued) (handle[method] as (...a: unknown[]) => void)(...args)
  return handle
}
