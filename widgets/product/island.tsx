import { api } from '../../core/net'
import { loadPaymentOptionsOnIdle } from '../../core/page/payment-options'
import { Product } from '../../core/schemas/product'
import { t } from '../../core/runtime'
import type { IslandModule } from '../../core/widget'
import { island } from '../ui/mount'
import { isComplete } from '../ui/product-state'
import type { PictureSize } from './Gallery'
import { parseOptions } from './options'
import { ProductPage, type ProductPageProps } from './ProductPage'

const SIZES: readonly string[] = ['small', 'normal', 'big', 'zoom']

/**
 * Shows the load error with a retry button over the server markup, which stays usable underneath (the loader has
 * released it: the failed mount was reported). The retry runs the mount again, here, since the loader will not.
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

async function fetchProduct(id: string): Promise<Product> {
  const p = await api.store(`/products/${encodeURIComponent(id)}.json`, { schema: Product })
  if (!isComplete(p)) throw new Error(`product ${id}: the API answer lacks name, slug or pictures`)
  return p
}

async function props(raw: Record<string, unknown>, el: HTMLElement): Promise<ProductPageProps> {
  const { productId, product } = parseOptions(raw, el)
  let size = typeof raw.pictureSize === 'string' ? raw.pictureSize : 'normal'
  if (!SIZES.includes(size)) {
    console.error('[vitrine] product: option "pictureSize" must be small, normal, big or zoom', el)
    size = 'normal'
  }
  const contactUrl =
    typeof raw.contactUrl === 'string' && /^(https:\/\/|\/|mailto:)/.test(raw.contactUrl) ? raw.contactUrl : undefined
  loadPaymentOptionsOnIdle(api)
  // The theme's empty, hidden element for related products (default: [data-product-related]).
  const selector = typeof raw.relatedSelector === 'string' ? raw.relatedSelector : '[data-product-related]'
  let relatedTarget: HTMLElement | null = null
  try {
    relatedTarget = document.querySelector<HTMLElement>(selector)
  } catch {
    console.error('[vitrine] product: option "relatedSelector" is not a CSS selector', el)
  }
  const common = { pictureSize: size as PictureSize, contactUrl, relatedTarget }
  if (product && isComplete(product)) return { product, refresh: raw.refresh !== 'false', ...common }
  if (!productId) throw new Error('product needs data-product-id or an embedded product')
  return { product: await fetchProduct(productId), refresh: false, ...common }
}

const mountIsland = island(ProductPage, props)

export const mount: IslandModule['mount'] = async (el) => {
  try {
    return await mountIsland(el)
  } catch (e) {
    const again = () =>
      void Promise.resolve()
        .then(() => mountIsland(el))
        .then(
          () => el.setAttribute('data-widget-state', 'ready'),
          (err: unknown) => {
            console.error('[vitrine] product: retry failed', err)
            showRetry(el, again)
          }
        )
    showRetry(el, again)
    throw e
  }
}
