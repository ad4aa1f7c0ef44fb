import { api } from '../../core/net'
import { type GridDoc, GridList } from '../../core/schemas/grid'
import type { Product } from '../../core/schemas/product'

/**
 * The store's grids (their options' colours and titles), for a product with variations; none for one without. A
 * failed or invalid answer is no grids: the options then show their text, which is never a wrong swatch.
 */
export async function gridDocsFor(product: Product): Promise<GridDoc[]> {
  if (!product.variations?.length) return []
  try {
    return GridList.parse(await api.store('/grids.json')).result
  } catch (e) {
    console.error('[vitrine] product: grids', e)
    return []
  }
}
