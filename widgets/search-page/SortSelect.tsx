import { t } from '#core/page/context'
import { withSort } from '#core/search/refine'
import { isSort, type Sort } from '#core/search/state'
import type { UrlState } from '#core/search/url'
import type { LabelKey } from '#core/i18n'

// The platform's listing options, in its order; 'default' is relevance, 'views' popularity.
const OPTIONS: [Sort, LabelKey][] = [
  ['default', 'search.sort.relevance'],
  ['sales', 'search.sort.sales'],
  ['news', 'search.sort.news'],
  ['lowest_price', 'search.sort.lowest_price'],
  ['highest_price', 'search.sort.highest_price'],
  ['views', 'search.sort.views'],
  ['offers', 'search.sort.offers']
]

interface Props {
  value: Sort
  state: UrlState
  onChange(next: UrlState): void
}

export function SortSelect({ value, state, onChange }: Props) {
  return (
    <label className="vt-search__sort">
      <span>{t('search.sort_by')}</span>
      <select
        value={value}
        onChange={(e) => {
          const sort = (e.target as HTMLSelectElement).value
          if (isSort(sort)) onChange(withSort(state, sort))
        }}
      >
        {OPTIONS.map(([key, label]) => (
          <option key={key} value={key}>
            {t(label)}
          </option>
        ))}
      </select>
    </label>
  )
}
