import { t } from '#core/page/context'
import { hasFilters } from '#core/search/refine'
import type { UrlState } from '#core/search/url'
import { searchHistory } from '../ui/search-history'
import { hrefOf } from './load'

interface Props {
  state: UrlState
  suggestion: string | undefined
  onClear(): void
}

/** Nothing found: offer the way out most likely to work first (the corrected term, fewer filters, past searches). */
export function EmptyState({ state, suggestion, onClear }: Props) {
  const recent = searchHistory()
    .list()
    .filter((term) => term !== state.term)
    .slice(0, 6)
  return (
    <div className="vt-search__empty">
      <p>{state.term ? t('search.no_results_for', { term: state.term }) : t('search.no_results')}</p>
      {suggestion && (
        <p>
          <a href={hrefOf({ term: suggestion })}>{t('search.did_you_mean', { term: suggestion })}</a>
        </p>
      )}
      {hasFilters(state) && (
        <p>
          <button type="button" className="vt-button" onClick={onClear}>
            {t('search.clear_filters')}
          </button>
        </p>
      )}
      {recent.length > 0 && (
        <nav aria-label={t('search.recent_searches')}>
          <p>{t('search.recent_searches')}</p>
          <ul role="list">
            {recent.map((term) => (
              <li key={term}>
                <a href={hrefOf({ term })}>{term}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  )
}
