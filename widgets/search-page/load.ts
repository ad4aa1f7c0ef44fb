import { api } from '#core/net'
import { PAGE_SIZE } from '#core/search/constants'
import { search } from '#core/search/execute'
import { parseResult, type SearchResult } from '#core/search/parse'
import type { SearchState } from '#core/search/state'
import { stateFromUrl, stateToUrl, type UrlState } from '#core/search/url'

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

/**
 * The answer the server rendered the page from, when it is for this state: the page's own markup, so it is read as
 * untrusted (parseResult validates it; anything odd means searching again).
 */
export function embeddedResult(el: Element, state: UrlState): SearchResult | null {
  const script = el.querySelector('script[type="application/json"][data-search-answer]')
  if (!script || script.getAttribute('data-search-answer') !== stateToUrl(state).toString()) return null
  try {
    return parseResult(JSON.parse(script.textContent ?? ''), state.term ?? '')
  } catch {
    return null
  }
}

/**
 * The island's first answer: the server's own for the same state (no second search), else a search; it replaces the
 * server's results only once it has its own, so nothing shifts.
 */
export async function firstSearch(
  { scope }: PageOptions,
  el: Element
): Promise<{ initial: UrlState; result: SearchResult }> {
  const initial = currentUrlState()
  return { initial, result: embeddedResult(el, initial) ?? (await runSearch(initial, scope)) }
}

/** Link to a state of this page (search, category or brand): the path stays, the state is the query string. */
export function hrefOf(state: UrlState): string {
  const query = stateToUrl(state).toString()
  return location.pathname + (query ? `?${query}` : '')
}
