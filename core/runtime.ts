// The runtime chunk's entry: startRuntime(), which the loader calls once when the chunk arrives, installs
// window.storefront for theme scripts and starts the page's integrations; the islands' lifecycle is handed over from
// here. Islands read the page's shared state from ./page/context, which this module starts but does not re-export.
// Importing it does nothing on its own.
import { loadIdentityWidget } from './identity'
import { bus, cart, loaded, settings } from './page/context'
import { loadLazyImagesLater } from './page/lazy-images'
import { watchAdds } from './page/recent-add'
import { hide as hideOverlay, show as showOverlay } from './overlay/overlay'
import { installStorefront } from './page/storefront'
import { readMeta } from './settings'
import type { Storefront, StorefrontStub } from './storefront'

// The page's bus, as the runtime chunk's export: browser tests stand in for a widget's events with it.
export { bus } from './page/context'
// The islands' lifecycle, which the loader hands over to the runtime (see ./page/islands).
export { mountIsland, watchIslands } from './islands/lifecycle'

let handle: Storefront | undefined

/**
 * Starts the page once: the cart following the other tabs (and its adds kept for islands that mount later), window.storefront (completing the loader's stub and replaying its queue), the identity
 * widget's script when the URL carries its answer, the delayed image load, and the integrations (analytics, consent
 * and storefront.consent). The one writer of window.storefront; a second call returns the same handle.
 */
export function startRuntime(): Storefront {
  if (handle) return handle
  cart.connect(window)
  // Before any island mounts: an add a card makes before the minicart is there still opens its drawer.
  watchAdds(bus)
  loadIdentityWidget(settings)
  loadLazyImagesLater()
  const storefront = installStorefront(
    {
      settings,
      cart,
      passport: () => loaded.passport,
      // The page overlay a theme can show under its own panels; a click on it hides it (and closes a widget's layer on top).
      overlay: { show: () => showOverlay(), hide: () => hideOverlay() },
      addProduct: (product, variationId, quantity) =>
        import('./cart/product').then(({ itemFromProduct }) => {
          const item = itemFromProduct(product, variationId, quantity)
          return item ? cart.addItem(item) : null
        })
    },
    window.storefront as StorefrontStub | undefined
  )
  handle = window.storefront = storefront
  startIntegrationsSoon(storefront)
  return storefront
}

/**
 * Analytics (bus -> GA4 data layer), consent and storefront.consent, on every page, in a chunk of their own loaded at
 * once. Events emitted before it arrives (a results page reports its search as it mounts) are kept and handed over
 * with the cart as it was when they began, so none is lost or counted from the wrong quantity.
 */
function startIntegrationsSoon(storefront: Storefront) {
  const early: [string, unknown][] = []
  const keep = (topic: unknown, payload: unknown) => void early.push([topic as string, payload])
  bus.on('*' as 'cart:change', keep as never)
  const cartAtStart = { data: cart.data }
  void import('./integrations/integrations').then((m) => {
    bus.off('*' as 'cart:change', keep as never)
    const consent = m.startIntegrations(
      bus,
      early.length ? cartAtStart : cart,
      settings.currency,
      readMeta(document),
      early
    )
    // (Object.assign: the handle's consent is read-only for themes, written here once.)
    if (consent) Object.assign(storefront, { consent })
  })
}
