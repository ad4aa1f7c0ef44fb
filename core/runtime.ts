// What every island imports: the page's shared state (./page/context), and, once per page, window.storefront for
// theme scripts. esbuild puts it in the shared chunk, so it is evaluated once however many widgets a page has.
// Network services live in ./net, so widgets that never call the platform (the minicart) do not download them.
import { loadIdentityWidget } from './identity'
import { bus, cart, labelsFor, loaded, localStore, money, settings, t } from './page/context'
import { loadLazyImagesLater } from './page/lazy-images'
import { hide as hideOverlay, show as showOverlay } from './page/overlay'
import { installStorefront } from './page/storefront'
import type { StorefrontStub } from './storefront'
import { readMeta } from './settings'

export { bus, cart, labelsFor, localStore, money, settings, t }
// The islands' lifecycle, which the loader hands over to the runtime (see ./page/islands).
export { mountIsland, watchIslands } from './page/islands'
loadIdentityWidget(settings)
loadLazyImagesLater()

/**
 * window.storefront, for theme scripts. The session store is not in this chunk (size budget): the loader's ready()
 * loads it, and so does any widget that uses it.
 */
export const storefront = (window.storefront = installStorefront(
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
))

// Analytics (bus -> GA4 data layer), consent and storefront.consent, on every page, in a chunk of their own loaded at
// once. Events emitted before it arrives (a results page reports its search as it mounts) are kept and handed over
// with the cart as it was when they began, so none is lost or counted from the wrong quantity.
const early: [string, unknown][] = []
const keep = (topic: unknown, payload: unknown) => void early.push([topic as string, payload])
bus.on('*' as 'cart:change', keep as never)
const cartAtStart = { data: cart.data }
void import('./page/integrations').then((m) => {
  bus.off('*' as 'cart:change', keep as never)
  m.startIntegrations(bus, early.length ? cartAtStart : cart, settings.currency, readMeta(document), early)
})
