import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { api } from '#core/net'
import { graphIds } from '#core/product/graphs'
import type { Product } from '#core/schemas/product'
import { SearchHit } from '#core/search/answer-schema'
import { simpleQuery } from '#core/search/simple'
import { t } from '#core/page/context'
import { ProductCard } from '../ui/ProductCard'
import { usePageId } from '../ui/page-id'

const MAX = 8

/** Graphs API ids (related, else recommended), then the products in one search by ids. Empty on any failure. */
async function loadRelated(id: string): Promise<Product[]> {
  let ids = graphIds(await api.graphs(`/products/${encodeURIComponent(id)}/related.json`))
  if (!ids.length) ids = graphIds(await api.graphs(`/products/${encodeURIComponent(id)}/recommended.json`))
  ids = ids.slice(0, MAX)
  const q = ids.length ? simpleQuery({ ids }, 0, ids.length) : null
  if (!q) return []
  const answer = await api.search<{ hits?: { hits?: unknown[] } }>(`/items.json?${q}`)
  const byId = new Map<string, Product>()
  for (const hit of answer?.hits?.hits ?? []) {
    const parsed = SearchHit.safeParse(hit)
    if (parsed.success) byId.set(parsed.data._id, parsed.data)
  }
  return ids.map((i) => byId.get(i)).filter((p): p is Product => Boolean(p))
}

/**
 * "Você também pode gostar", drawn into the theme's `target` (placed at the end of the page, so filling it moves
 * nothing above). If the Graphs API or the search fails, the section stays hidden.
 */
export function Related({ productId, target }: { productId: string; target: HTMLElement | null }) {
  const [products, setProducts] = useState<Product[]>([])
  const heading = usePageId()
  useEffect(() => {
    if (!target) return
    let live = true
    loadRelated(productId).then(
      (list) => live && setProducts(list),
      (e) => console.error('[vitrine] product: related products unavailable', e)
    )
    return () => {
      live = false
    }
  }, [productId, target])
  useEffect(() => {
    if (target) target.hidden = !products.length
  }, [products.length, target])
  if (!target || !products.length) return null
  return createPortal(
    <section className="vt-related" aria-labelledby={heading}>
      <h2 id={heading} className="vt-related__title">
        {t('product.related')}
      </h2>
      <ul className="vt-related__list" role="list">
        {products.map((p) => (
          <li key={p._id}>
            <ProductCard product={p} refresh={false} heading="h3" />
          </li>
        ))}
      </ul>
    </section>,
    target
  )
}
