import { api } from '#core/net'
import { type GridDoc, GridList } from '#core/schemas/grid'
import type { Product } from '#core/schemas/product'

/**
 * The store's grids (their options' colours and titles), for a product with variations; none for one without. The
 * page's embedded ones need no request. A failed or invalid answer is no grids: the options then show their text,
 * which is never a wrong swatch.
 */
export async function gridDocsFor(product: Product, embedded?: GridDoc[]): Promise<GridDoc[]> {
  if (!product.variations?.length) return []
  if (embedded) return embedded
  try {
    return GridList.parse(await api.store('/grids.json')).result
  } catch (e) {
    console.error('[vitrine] product: grids', e)
    return []
  }
}
