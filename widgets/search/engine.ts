// The network half of the instant search, imported on the shopper's first keystroke: the island itself (history,
// keyboard, markup) needs none of it, and the 400 ms debounce hides the chunk's arrival.
import { api } from '#core/net'
import { INSTANT } from '#core/search/constants'
import { search } from '#core/search/execute'
import type { SearchResult } from '#core/search/parse'

export function instantSearch(term: string, signal: AbortSignal): Promise<SearchResult> {
  return search(api, { term, pageSize: INSTANT.pageSize }, { signal, facets: false })
}
