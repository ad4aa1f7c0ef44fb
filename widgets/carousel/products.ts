import { search, searchByIds } from '../../core/search/execute'
import type { Product } from '../../core/schemas/product'

/** The products of a carousel the island fills: all of them in one request, by ids or by a sorted search. */
export async function carouselProducts(ids: string | undefined, sort: string | undefined, size: number): Promise<Product[]> {
  const { api } = await import('../../core/page/api')
  if (ids) {
    const list = ids.split(',').map((s) => s.trim())
    const found = (await searchByIds(api, list)).items
    // The theme's order, not the search's.
    return list.map((id) => found.find((p) => p._id === id)).filter((p): p is Product => !!p)
  }
  return (await search(api, { sort: sort as never, pageSize: size }, { facets: false })).items
}
