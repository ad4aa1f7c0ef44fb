import { api } from '../../core/net'
import { PAGE_SIZE } from '../../core/search/constants'
import { search } from '../../core/search/execute'
import type { SearchResult } from '../../core/search/parse'
import type { SearchState } from '../../core/search/state'
import { stateFromUrl, stateToUrl, type UrlState } from '../../core/search/url'

export type Scope = NonNullable<SearchState['scope']>

export interface PageOptions {
  /** Fixed filter of a category or brand page; never in the URL, never removable by the shopper. */
  scope: Scope
}

/** The fixed filter of a category or brand page, from the parsed options. */
export function scopeOf({
  category,
  brand
}: {
  category?: string | undefined
  brand?: string | undefined
}): PageOptions {
  const scope: Scope = {}
  if (category) scope.categories = [category]
  if (brand) scope.brands = [brand]
  return { scope }
}

export function currentUrlState(): UrlState {
  return stateFromUrl(new URLSearchParams(location.search))
}

export function runSearch(state: UrlState, scope: Scope, signal?: AbortSignal): Promise<SearchResult> {
  return search(api, { ...state, scope, pageSize: PAGE_SIZE }, signal ? { signal } : {})
}

/** The island's first answer: it replaces the server's results only once it has its own, so nothing shifts. */
export async function firstSearch({ scope }: PageOptions): Promise<{ initial: UrlState; result: SearchResult }> {
  const initial = currentUrlState()
  return { initial, result: await runSearch(initial, scope) }
}

/** Link to a state of this page (search, category or brand): the path stays, the state is the query string. */
export function hrefOf(state: UrlState): string {
  const query = stateToUrl(state).toString()
  return location.pathname + (query ? `?${query}` : '')
}
