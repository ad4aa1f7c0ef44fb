// The one owner of window.storefront. The loader leaves a stub that queues the theme's on/off calls (the way dataLayer
// queues gtag calls); the runtime calls installStorefront, which completes that same object and replays the queue,
// so a theme can subscribe before anything else has loaded and keeps its reference to the object.
import type { CartStore } from '../cart/store'
import type { Settings } from '../settings'
import type { Storefront, StorefrontCart, StorefrontPassport, StorefrontStub } from '../storefront'
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
  // Typed, not cast: the store must be what the public type promises (a frozen, read-only `data` included).
  const cart: StorefrontCart = Object.assign(deps.cart, { addProduct: deps.addProduct }, cartEvents)
  const handle = Object.assign(target, {
    version: VERSION,
    templateVersion: TEMPLATE_VERSION,
    settings: deps.settings,
    cart,
    overlay: deps.overlay,
    on,
    off
  }) as unknown as Storefront
  Object.defineProperty(handle, 'passport', {
    configurable: true,
    enumerable: true,
    get: deps.passport
  })
  for (const [method, args] of queued) (handle[method] as (...a: unknown[]) => void)(...args)
  return handle
}
