import { t } from '#core/page/context'
import type { LabelKey } from '#core/i18n'
import type { SearchResult } from '#core/search/parse'
import { clearFilters, hasFilters, specValues, toggleSpec, toggleValue } from '#core/search/refine'
import type { UrlState } from '#core/search/url'
import { FacetGroup } from './FacetGroup'
import type { Scope } from './load'
import { PriceRange } from './PriceRange'

const LABELLED_GRIDS = ['colors', 'size']

/** Spec grid ids are machine names; the common English ones are labelled, the others humanised. */
function gridLabel(grid: string): string {
  if (LABELLED_GRIDS.includes(grid)) return t(`search.grid.${grid}` as LabelKey)
  const text = grid.replace(/[_-]+/g, ' ').trim()
  return text.charAt(0).toUpperCase() + text.slice(1)
}

interface Props {
  /** Shown open on wide screens; a collapsed disclosure on narrow ones, where it would push the results down. */
  open: boolean
  state: UrlState
  result: SearchResult
  scope: Scope
  onChange(next: UrlState): void
}

export function Filters({ open, state, result, scope, onChange }: Props) {
  // The page's own category or brand is not a choice there: it is always applied.
  const without = (list: SearchResult['facets']['brands'], fixed: string[] = []) =>
    list.filter((f) => !fixed.includes(f.key))
  return (
    <details className="vt-search__filters" open={open}>
      <summary>{t('search.filters')}</summary>
      {hasFilters(state) && (
        <button type="button" className="vt-button vt-search__clear" onClick={() => onChange(clearFilters(state))}>
          {t('search.clear_filters')}
        </button>
      )}
      <FacetGroup
        legend={t('search.categories')}
        facets={without(result.facets.categories, scope.categories)}
        selected={state.categories ?? []}
        onToggle={(v) => onChange(toggleValue(state, 'categories', v))}
      />
      <FacetGroup
        legend={t('search.brands')}
        facets={without(result.facets.brands, scope.brands)}
        selected={state.brands ?? []}
        onToggle={(v) => onChange(toggleValue(state, 'brands', v))}
      />
      {result.facets.specs.map((spec) => (
        <FacetGroup
          key={spec.grid}
          legend={gridLabel(spec.grid)}
          facets={spec.values}
          selected={specValues(state, spec.grid) ?? []}
          onToggle={(v) => onChange(toggleSpec(state, spec.grid, v))}
        />
      ))}
      {/* Selected spec grids the answer no longer lists must stay untickable too. */}
      {Object.keys(state.specs ?? {})
        .filter((grid) => !result.facets.specs.some((s) => s.grid === grid))
        .map((grid) => (
          <FacetGroup
            key={grid}
            legend={gridLabel(grid)}
            facets={[]}
            selected={specValues(state, grid) ?? []}
            onToggle={(v) => onChange(toggleSpec(state, grid, v))}
          />
        ))}
      <PriceRange state={state} min={result.price.min} max={result.price.max} onChange={onChange} />
    </details>
  )
}
