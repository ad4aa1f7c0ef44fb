import { loadProduct } from '../../core/net'
import { seenInList } from '../../core/page/list-views'
import { bus, t } from '../../core/runtime'
import { island } from '../ui/mount'
import { parseOptionValues } from '../ui/options'
import { options } from './options'
import { ProductCard, type CardProps } from '../ui/ProductCard'

async function props(raw: Record<string, unknown>, el: HTMLElement): Promise<CardProps> {
  const o = parseOptionValues(raw, options, 'product-card', el)
  const heading = `h${o.headingLevel}` as const
  // A card outside any named list still belongs to its page's list (the home page's, or the page's own path).
  const listName = o.list ?? (location.pathname === '/' ? 'Página inicial' : location.pathname)
  const inList = (product: CardProps['product']) => ({ name: listName, index: seenInList(bus, listName, product) })
  if (o.product)
    return { product: o.product, installments: o.installments, refresh: o.refresh, heading, list: inList(o.product) }
  if (!o.productId) throw new Error('product-card needs data-product-id or an embedded product')
  try {
    const product = await loadProduct(o.productId)
    return { product, installments: o.installments, refresh: false, heading, list: inList(product) }
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
