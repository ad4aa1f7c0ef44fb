import { api } from '#core/net'
import { loadPaymentOptionsOnIdle } from '#core/page/payment-options'
import type { GridDoc } from '#core/schemas/grid'
import { Product } from '#core/schemas/product'
import { t } from '#core/page/context'
import type { IslandModule } from '#core/widget'
import { island } from '../ui/mount'
import { isComplete } from '../ui/product-state'
import { parseOptionValues } from '../ui/options'
import { gridDocsFor } from './grids'
import { options } from './options'
import { ProductPage, type ProductPageProps } from './ProductPage'

/**
 * Shows the load error with a retry button over the server markup, which stays usable underneath (the loader has
 * released it: the failed mount was reported). The retry is the islands' lifecycle's (core/islands/lifecycle.ts), so
 * the element's state and the ready / error events follow it as they follow a first mount.
 */
function showRetry(el: HTMLElement, retry: () => void): void {
  el.querySelector(':scope > .vt-product__error')?.remove()
  const box = document.createElement('div')
  box.className = 'vt-product__error'
  box.setAttribute('role', 'alert')
  const text = document.createElement('p')
  text.textContent = t('error.product_load')
  const button = document.createElement('button')
  button.type = 'button'
  button.textContent = t('product.retry')
  button.addEventListener(
    'click',
    () => {
      box.remove()
      retry()
    },
    { once: true }
  )
  box.append(text, button)
  el.prepend(box)
}

/**
 * The platform answered with a product the page cannot show: no name, slug or pictures. Trying again cannot change
 * that, so the shopper gets the generic load-error alert, not the connection message with its retry.
 */
class IncompleteProduct extends Error {}

async function fetchProduct(id: string): Promise<Product> {
  const answer = await api.store(`/products/${encodeURIComponent(id)}.json`)
  if (!isComplete((answer ?? {}) as Product)) throw new IncompleteProduct(`product ${id}: no name, slug or pictures`)
  return Product.parse(answer)
}

/** The generic alert over the server markup (which stays usable): no retry, since the data itself is lacking. */
function showGenericError(el: HTMLElement): void {
  el.querySelector(':scope > .vt-product__error')?.remove()
  const box = document.createElement('p')
  box.className = 'vt-product__error'
  box.setAttribute('role', 'alert')
  box.textContent = t('error.generic')
  el.prepend(box)
}

/** The theme's empty, hidden element for related products; a selector that is not one is reported. */
function relatedTargetOf(selector: string | undefined, el: HTMLElement): HTMLElement | null {
  try {
    return selector ? document.querySelector<HTMLElement>(selector) : null
  } catch {
    console.error('[vitrine] product: option data-related-selector is not a CSS selector', el)
    return null
  }
}

async function props(raw: Record<string, unknown>, el: HTMLElement): Promise<ProductPageProps> {
  const o = parseOptionValues(raw, options, 'product', el)
  loadPaymentOptionsOnIdle(api)
  const common = {
    pictureSize: o.pictureSize,
    contactUrl: o.contactUrl,
    relatedTarget: relatedTargetOf(o.relatedSelector, el)
  }
  const embedded = o.product && isComplete(o.product) ? o.product : undefined
  const productId = o.productId ?? o.product?._id
  if (!embedded && !productId) throw new Error('product needs data-product-id or an embedded product')
  const product = embedded ?? (await fetchProduct(productId!))
  return { product, refresh: embedded ? o.refresh : false, ...common, ...(await partsOf(product, o.kitParts, o.grids)) }
}

/**
 * Parts of the page only some products have: their code (and a kit's parts, and the store's grids for the variation
 * options' colours) load with the island, before its first render, since the server markup already shows them
 * (drawing them a moment later would move the page).
 */
async function partsOf(
  product: Product,
  kitParts: Product[] | undefined,
  grids: GridDoc[] | undefined
): Promise<Partial<ProductPageProps>> {
  const [custom, kit, gridDocs] = await Promise.all([
    product.customizations?.length ? import('./Customizations') : undefined,
    product.kit_composition?.length ? import('./Kit') : undefined,
    gridDocsFor(product, grids)
  ])
  return {
    gridDocs,
    ...(custom ? { Customizations: custom.Customizations } : {}),
    ...(kit ? { kit: { module: kit, parts: await kit.firstParts(product, kitParts) } } : {})
  }
}

const mountIsland = island(ProductPage, props)

export const mount: IslandModule['mount'] = async (el, lifecycle) => {
  try {
    return await mountIsland(el)
  } catch (e) {
    if (e instanceof IncompleteProduct) {
      showGenericError(el)
      throw e
    }
    // The retry goes through the islands' lifecycle: the element's state and the ready / error events follow it.
    if (lifecycle) showRetry(el, () => lifecycle.retry())
    throw e
  }
}
