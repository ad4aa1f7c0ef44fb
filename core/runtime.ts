// What every island imports: the page's shared state (./page/context), and, once per page, window.storefront for
// theme scripts. esbuild puts it in the shared chunk, so it is evaluated once however many widgets a page has.
// Network services live in ./net, so widgets that never call the platform (the minicart) do not download them.
import { loadIdentityWidget } from './identity'
import { bus, cart, labelsFor, loaded, localStore, money, settings, t } from './page/context'
import { installStorefront } from './page/storefront'
import type { StorefrontStub } from './storefront'

export { bus, cart, labelsFor, localStore, money, settings, t }
loadIdentityWidget(settings)

/**
 * window.storefront, for theme scripts. The session store is not in this chunk (size budget): the loader's ready()
 * loads it, and so does any widget that uses it.
 */
export const storefront = (window.storefront = installStorefront(
  {
    settings,
    cart,
    passport: () => loaded.passport,
    addProduct: (product, variationId, quantity) =>
      import('./cart/product').then(({ itemFromProduct }) => {
        const item = itemFromProduct(product, variationId, quantity)
        return item ? cart.addItem(item) : null
      })
  },
  window.storefront as StorefrontStub | undefined
))
