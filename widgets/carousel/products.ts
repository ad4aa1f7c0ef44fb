import { search } from '#core/search/execute'
import type { Product } from '#core/schemas/product'
import type { Sort } from '#core/search/state'

/** The products of a carousel the island fills: all of them in one request, by ids or by a sorted search. */
export async function carouselProducts(
  ids: readonly string[] | undefined,
  sort: Sort | undefined,
  size: number
): Promise<Product[]> {
  if (ids) {
    // The page's product reader: ids asked for together cost one request (and none for products the page's cards
    // already read), in the theme's order.
    const { loadProduct } = await import('#core/net')
    const found = await Promise.all(ids.map((id) => loadProduct(id).catch(() => undefined)))
    return found.filter((p): p is Product => !!p)
  }
  const { api } = await import('#core/page/api')
  return (await search(api, { sort, pageSize: size }, { facets: false })).items
}
