import { useEffect, useState } from 'react'
import { loadProduct } from '#core/net'
import type { Product } from '#core/schemas/product'

/**
 * The product as embedded in the page first; then, when `refresh` is on, the Store API's current copy (the embedded
 * one may be minutes old: price and stock). A failed refresh keeps the embedded copy on screen and is logged.
 */
export function useRefreshedProduct(initial: Product, refresh: boolean, where: string): Product {
  const [product, setProduct] = useState(initial)
  // biome-ignore lint/correctness/useExhaustiveDependencies: where only labels the console message
  useEffect(() => {
    if (!refresh) return
    let live = true
    loadProduct(initial._id).then(
      (p) => live && setProduct(p),
      (e) => console.error(`[vitrine] ${where} refresh`, e)
    )
    return () => {
      live = false
    }
  }, [initial._id, refresh])
  return product
}
