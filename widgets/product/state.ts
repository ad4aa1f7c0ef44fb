import { useEffect, useMemo, useState } from 'react'
import { itemFinalPrice, pricedVariation, shownPrice } from '#core/money'
import { choiceOf, choose, gridsOf, variationFor, type Choice } from '#core/product/variations'
import type { GridDoc } from '#core/schemas/grid'
import type { Product } from '#core/schemas/product'
import { bus } from '#core/page/context'
import { customizationsOf } from './buy'
import { pushVariationId, variationIdInUrl } from './url'

/** The choice a ?variation_id= names; an unknown id is ignored (empty choice). */
function choiceFromUrl(product: Product, grids: ReturnType<typeof gridsOf>): Choice {
  const id = variationIdInUrl()
  const v = id ? product.variations?.find((x) => x._id === id) : undefined
  return v ? choiceOf(v, grids) : {}
}

/** Choice, variation and unit price of the product page, kept in step with the address bar. */
export function useProductState(product: Product, values: Record<string, string>, docs?: GridDoc[]) {
  const grids = useMemo(() => gridsOf(product, docs), [product, docs])
  const [choice, setChoice] = useState<Choice>(() => choiceFromUrl(product, grids))
  const variation = variationFor(product, grids, choice)

  useEffect(() => {
    const onPop = () => setChoice(choiceFromUrl(product, grids))
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [product, grids])

  const pick = (gridId: string, text: string) => {
    const next = choose(product, choice, gridId, text)
    setChoice(next)
    const v = variationFor(product, grids, next)
    pushVariationId(v?._id)
    if (v) bus.emit('product:variation', { product, variation_id: v._id })
    return v
  }

  const priced = pricedVariation(product, variation)
  // The one shown-price rule; null (no price may be shown) only for products the page shows as inactive anyway.
  const unit = shownPrice({ ...priced, available: product.available, visible: product.visible }) ?? 0
  const value = itemFinalPrice({ price: unit, customizations: customizationsOf(product, values) })
  return { grids, choice, variation, pick, priced, unit, value }
}
