import { pageCount, pageWindow, parseResult, stateToUrl, t, withPage } from '../../dist/node/core.mjs'
import { esc } from './html.mjs'

// The results page without JavaScript: sort, filters and pages as GET forms and plain links to this same page, in
// the URL parameters the results island reads (core's stateToUrl), so a shopper with or without scripts shares links.
// The island replaces all of it with its own controls.

const label = (key, params) => t(key, 'pt_br', params)

// The platform's listing options, in the order the island's sort select lists them.
const SORTS = ['default', 'sales', 'news', 'lowest_price', 'highest_price', 'views', 'offers']
const sortLabel = (s) => label(s === 'default' ? 'search.sort.relevance' : `search.sort.${s}`)

/** A page of this listing in another state: path plus core's URL parameters. */
const hrefOf = (path, state) => {
  const q = stateToUrl(state).toString()
  return q ? `${path}?${q}` : path
}

/** Hidden inputs carrying the state's parameters, but `skip` (the ones the form itself asks for) and the page. */
function hidden(state, skip) {
  return [...stateToUrl(state)]
    .filter(([k]) => k !== 'page' && !skip(k))
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('')
}

/** The sort as a GET form: a select and a button (no script changes the page on select). */
export function sortForm(path, state) {
  const options = SORTS.map((s) => `<option value="${s}"${(state.sort ?? 'default') === s ? ' selected' : ''}>${esc(sortLabel(s))}</option>`).join('')
  return `<form class="vt-search__sort" method="get" action="${esc(path)}">${hidden(state, (k) => k === 'sort')}<label>${label('search.sort_by')} <select name="sort">${options}</select></label> <button type="submit" class="vt-button">Ordenar</button></form>`
}

/** The island's grid names: the common ones labelled, the others as they are. */
const gridLabel = (grid) => (grid === 'colors' || grid === 'size' ? label(`search.grid.${grid}`) : grid)

/** One facet group as checkboxes named like the URL parameter. */
function group(legend, name, facets, selected) {
  const keys = [...selected.filter((v) => !facets.some((f) => f.key === v)).map((key) => ({ key, count: 0 })), ...facets]
  if (!keys.length) return ''
  const items = keys.map(({ key, count }) => `<li><label><input type="checkbox" name="${esc(name)}" value="${esc(key)}"${selected.includes(key) ? ' checked' : ''}> <span>${esc(key)}</span>${count ? `<span class="vt-facet__count"> (${count})</span>` : ''}</label></li>`).join('')
  return `<fieldset class="vt-facet"><legend>${esc(legend)}</legend><ul role="list">${items}</ul></fieldset>`
}

/**
 * The filters as one GET form: every facet group (the page's own category or brand left out) and the price range;
 * the term and the sort ride along hidden, and applying filters starts again at page 1.
 */
export function filtersForm(path, state, result, scope) {
  const without = (list, fixed = []) => list.filter((f) => !fixed.includes(f.key))
  const price = (name, key, value) => `<label><span>${label(key)}</span> <input type="number" name="${name}" min="0" step="0.01" inputmode="decimal" value="${value ?? ''}"></label>`
  const fields = [
    group(label('search.categories'), 'categories', without(result.facets.categories, scope.categories), state.categories ?? []),
    group(label('search.brands'), 'brands', without(result.facets.brands, scope.brands), state.brands ?? []),
    ...result.facets.specs.map((s) => group(gridLabel(s.grid), `spec.${s.grid}`, s.values, state.specs?.[s.grid] ?? [])),
    `<fieldset class="vt-facet"><legend>${label('search.price_range')}</legend>${price('price_min', 'search.price_min', state.priceMin)} ${price('price_max', 'search.price_max', state.priceMax)}</fieldset>`
  ].join('')
  const keep = hidden({ term: state.term, sort: state.sort }, () => false)
  return `<details class="vt-search__filters"><summary>${label('search.filters')}</summary><form method="get" action="${esc(path)}">${keep}${fields}<button type="submit" class="vt-button">${label('search.apply_filters')}</button></form></details>`
}

/** Page links, the island's pager markup. */
export function pager(path, state, total) {
  const pages = pageCount(total)
  if (pages < 2) return ''
  const page = Math.min(state.page ?? 1, pages)
  const link = (n, text, attrs = '') => `<li><a href="${esc(hrefOf(path, withPage(state, n)))}"${attrs}>${text}</a></li>`
  const numbers = pageWindow(page, pages).map((n) => n === null ? '<li><span aria-hidden="true">…</span></li>' : link(n, String(n), ` aria-label="${label('pagination.page', { n })}"${n === page ? ' aria-current="page"' : ''}`)).join('')
  return `<nav class="vt-pager" aria-label="${label('pagination.label')}"><ul role="list">${page > 1 ? link(page - 1, label('pagination.previous'), ' rel="prev"') : ''}${numbers}${page < pages ? link(page + 1, label('pagination.next'), ' rel="next"') : ''}</ul></nav>`
}

/** The answer read with core's parser (facets included), or null when the search failed or answered nonsense. */
export function readAnswer(answer, term) {
  try {
    return answer ? parseResult(answer, term) : null
  } catch {
    return null
  }
}
