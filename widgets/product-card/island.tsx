import { loadProduct } from '#core/net'
import { seenInList } from '#core/page/list-views'
import { bus, labelsFor, t } from '#core/page/context'
import type { IslandModule } from '#core/widget'
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
  const product = await loadProduct(o.productId)
  return { product, installments: o.installments, refresh: false, heading, list: inList(product) }
}

/**
 * The message of an empty card whose product could not be read, doing what it says ('clique no produto para tentar
 * novamente'): a click, Enter or Space retries. A card with server markup keeps that markup instead (its link works).
 */
function offerRetry(el: HTMLElement, retry: () => void) {
  const p = document.createElement('p')
  p.className = 'vt-card__error'
  p.setAttribute('role', 'button')
  p.tabIndex = 0
  p.textContent = t('error.product_connection')
  const onUse = (ev: Event) => {
    if (ev instanceof KeyboardEvent && ev.key !== 'Enter' && ev.key !== ' ') return
    ev.preventDefault()
    p.remove()
    retry()
  }
  p.addEventListener('click', onUse)
  p.addEventListener('keydown', onUse)
  el.appendChild(p)
}

const mountCard = island(ProductCard, props)

/** Mounts the card; an empty card that fails offers the retry, and runs the mount again itself (the loader will not). */
export const mount: IslandModule['mount'] = async (el) => {
  try {
    return await mountCard(el)
  } catch (e) {
    if (el.children.length) throw e
    await labelsFor('product-card')
    const again = () => {
      el.setAttribute('data-widget-state', 'loading')
      Promise.resolve(mountCard(el)).then(
        () => el.setAttribute('data-widget-state', 'ready'),
        (err: unknown) => {
          console.error('[vitrine] product-card: retry failed', err)
          el.setAttribute('data-widget-state', 'error')
          offerRetry(el, again)
        }
      )
    }
    offerRetry(el, again)
    throw e
  }
}
