import { loadProduct } from '../../core/net'
import { t } from '../../core/runtime'
import { island } from '../ui/mount'
import { parseOptionValues } from '../ui/options'
import { options } from './options'
import { ProductCard, type CardProps } from '../ui/ProductCard'

async function props(raw: Record<string, unknown>, el: HTMLElement): Promise<CardProps> {
  const o = parseOptionValues(raw, options, 'product-card', el)
  const heading = `h${o.headingLevel}` as const
  if (o.product) return { product: o.product, installments: o.installments, refresh: o.refresh, heading }
  if (!o.productId) throw new Error('product-card needs data-product-id or an embedded product')
  try {
    return { product: await loadProduct(o.productId), installments: o.installments, refresh: false, heading }
  } catch (e) {
    // Server markup, when there is some, stays as the fallback; an empty box gets the spec's message instead.
    if (!el.children.length) {
      const p = document.createElement('p')
      p.className = 'vt-card__error'
      p.textContent = t('error.product_connection')
      el.appendChild(p)
    }
    throw e
  }
}

export const mount = island(ProductCard, props)
