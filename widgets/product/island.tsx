import { api } from '../../core/net'
import { loadPaymentOptionsOnIdle } from '../../core/page/payment-options'
import { Product } from '../../core/schemas/product'
import { t } from '../../core/runtime'
import { island } from '../ui/mount'
import { isComplete } from '../ui/product-state'
import type { PictureSize } from './Gallery'
import { parseOptions } from './options'
import { ProductPage, type ProductPageProps } from './ProductPage'

const SIZES: readonly string[] = ['small', 'normal', 'big', 'zoom']

/** Shows the load error with a retry button over the server markup, and resolves when the shopper presses it. */
function failed(el: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const box = document.createElement('div')
    box.className = 'vt-product__error'
    box.setAttribute('role', 'alert')
    const text = document.createElement('p')
    text.textContent = t('error.product_load')
    const retry = document.createElement('button')
    retry.type = 'button'
    retry.textContent = t('product.retry')
    retry.addEventListener('click', () => { box.remove(); resolve() }, { once: true })
    box.append(text, retry)
    el.prepend(box)
  })
}

async function fetchProduct(id: string, el: HTMLElement): Promise<Product> {
  for (;;) {
    try {
      const p = await api.store(`/products/${encodeURIComponent(id)}.json`, { schema: Product })
      if (isComplete(p)) return p
      console.error('[vitrine] product: API answer lacks name, slug or pictures', id)
    } catch (e) {
      console.error('[vitrine] product: load failed', id, e)
    }
    // The server-rendered page stays usable underneath; the island takes over once a retry succeeds.
    await failed(el)
  }
}

async function props(raw: Record<string, unknown>, el: HTMLElement): Promise<ProductPageProps> {
  const { productId, product } = parseOptions(raw, el)
  let size = typeof raw.pictureSize === 'string' ? raw.pictureSize : 'normal'
  if (!SIZES.includes(size)) {
    console.error('[vitrine] product: option "pictureSize" must be small, normal, big or zoom', el)
    size = 'normal'
  }
  const contactUrl = typeof raw.contactUrl === 'string' && /^(https:\/\/|\/|mailto:)/.test(raw.contactUrl) ? raw.contactUrl : undefined
  loadPaymentOptionsOnIdle(api)
  const common = { pictureSize: size as PictureSize, contactUrl }
  if (product && isComplete(product)) return { product, refresh: raw.refresh !== 'false', ...common }
  if (!productId) throw new Error('product needs data-product-id or an embedded product')
  return { product: await fetchProduct(productId, el), refresh: false, ...common }
}

export const mount = island(ProductPage, props)
