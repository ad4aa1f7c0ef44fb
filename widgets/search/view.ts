import type { Product } from '#core/schemas/product'
import { INSTANT } from '#core/search/constants'
import type { InstantState } from '#core/search/instant'
import type { SearchResult } from '#core/search/parse'
import { t } from '#core/page/context'

export type InstantOption =
  | { kind: 'history'; term: string }
  | { kind: 'suggestion'; term: string }
  | { kind: 'product'; product: Product }
  | { kind: 'all'; term: string }
  | { kind: 'clear' }

/** What the dropdown shows for the current input: its options, the listbox name and a line of text above them. */
export type View = {
  options: InstantOption[]
  label: string
  /** Plain text above the options (no results). */
  note?: string
  /** The search failed: shown as an alert. */
  error?: boolean
  /** Term whose answer is on screen (tests and the bench wait on it through data-term). */
  shownTerm?: string
  /** For the live region: the result count, once an answer is in. */
  total?: number
}

export function buildView(value: string, state: InstantState<SearchResult>, history: readonly string[]): View {
  if (!value.trim()) {
    const terms = history.slice(0, INSTANT.historyShown)
    const options: InstantOption[] = terms.map((term) => ({ kind: 'history', term }))
    if (options.length) options.push({ kind: 'clear' })
    return { options, label: t('search.recent_searches') }
  }
  const label = t('search.results_for', { term: state.term })
  if (state.status === 'idle') return { options: [], label }
  if (state.status === 'error') return { options: [], label, error: true }
  const result = state.result
  if (!result) return { options: [], label }
  const options: InstantOption[] = []
  if (result.suggestion) options.push({ kind: 'suggestion', term: result.suggestion })
  for (const product of result.items) options.push({ kind: 'product', product })
  if (result.total > 0) options.push({ kind: 'all', term: state.term })
  const view: View = { options, label }
  // While loading, the previous answer stays on screen; it is only "shown" for the term it answered.
  if (state.status === 'done') {
    view.shownTerm = state.term
    view.total = result.total
    if (!result.total) view.note = t('search.no_results_for', { term: state.term })
  }
  return view
}
