import { useEffect, useState } from 'react'
import { loadProduct } from '../../core/net'
import type { Product } from '../../core/schemas/product'
import { settings, t } from '../../core/runtime'
import { productHref, productName } from '../ui/product-state'

/** The kit's parts read from the API (one batched request), or null while they load or when one failed. */
export function useKitParts(product: Product): ReadonlyMap<string, Product> | null {
  const [parts, setParts] = useState<ReadonlyMap<string, Product> | null>(null)
  const ids = (product.kit_composition ?? []).map((p) => p._id).join()
  useEffect(() => {
    if (!ids) return
    let live = true
    Promise.all(ids.split(',').map((id) => loadProduct(id))).then(
      (list) => live && setParts(new Map(list.map((p) => [p._id, p]))),
      (e) => console.error('[vitrine] product: kit parts failed to load', e)
    )
    return () => {
      live = false
    }
  }, [ids])
  return parts
}

/** What the kit holds: each part with its quantity, linked to its own page once known. */
export function KitParts({ product, parts }: { product: Product; parts: ReadonlyMap<string, Product> | null }) {
  return (
    <section className="vt-product__kit">
      <p className="vt-product__kit-title">{t('product.kit_contents')}</p>
      <ul>
        {(product.kit_composition ?? []).map((c, i) => {
          const part = parts?.get(c._id)
          const variation = part?.variations?.find((v) => v._id === c.variation_id)
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a kit may list one component twice; the list never reorders
            <li key={`${c._id}${i}`}>
              {c.quantity ?? 1} ×{' '}
              {part ? <a href={productHref(part)}>{variation?.name ?? productName(part, settings.lang)}</a> : '…'}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
