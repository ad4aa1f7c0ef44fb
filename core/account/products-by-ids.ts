// Products of a known list of ids (favourites, an order's items) with one search request for all of them, in the
// order of the ids; an id the search does not return is simply absent.
import type { ApiClient } from '../api'
import type { Product } from '../schemas/product'
import { SearchHit } from '../search/answer-schema'
import { simpleQuery } from '../search/simple'

/** Ids per request: the search's own batch limit. */
export const IDS_PER_REQUEST = 70

export async function productsByIds(
  api: Pick<ApiClient, 'search'>,
  ids: readonly string[]
): Promise<Map<string, Product>> {
  const found = new Map<string, Product>()
  const unique = [...new Set(ids)].filter((id) => /^[0-9a-f]{24}$/.test(id)).slice(0, IDS_PER_REQUEST)
  const query = unique.length ? simpleQuery({ ids: unique }, 0, unique.length) : null
  if (!query) return found
  const answer = await api.search<{ hits?: { hits?: unknown[] } }>(`/items.json?${query}`, { timeout: 5000 })
  for (const hit of answer?.hits?.hits ?? []) {
    const parsed = SearchHit.safeParse(hit)
    if (parsed.success) found.set(parsed.data._id, parsed.data)
  }
  return found
}
