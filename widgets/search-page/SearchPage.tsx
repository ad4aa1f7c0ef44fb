import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { resultsListName } from '#core/page/list-views'
import { bus, t } from '#core/page/context'
import { isSearchError } from '#core/search/error'
import type { SearchResult } from '#core/search/parse'
import { clearFilters, pageCount, withPage } from '#core/search/refine'
import type { UrlState } from '#core/search/url'
import { ProductCard } from '../ui/ProductCard'
import { searchHistory } from '../ui/search-history'
import { EmptyState } from './EmptyState'
import { Filters } from './Filters'
import { currentUrlState, hrefOf, runSearch, type Scope } from './load'
import { Pagination } from './Pagination'
import { SortSelect } from './SortSelect'

export interface SearchPageProps {
  scope: Scope
  initial: UrlState
  result: SearchResult
}

/**
 * The results state and how it changes: `load` searches a state (the newest wins, an older answer is dropped),
 * `navigate` pushes it to the URL first; back and forward load the URL's state again.
 */
function useResults(scope: Scope, initial: UrlState, first: SearchResult, listName: string) {
  const [state, setState] = useState(initial)
  const [result, setResult] = useState(first)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const inflight = useRef<AbortController | undefined>(undefined)
  const moveFocus = useRef(false)

  const load = (next: UrlState) => {
    inflight.current?.abort()
    const ctrl = new AbortController()
    inflight.current = ctrl
    setState(next)
    setLoading(true)
    runSearch(next, scope, ctrl.signal).then(
      (answer) => {
        if (ctrl.signal.aborted) return
        setResult(answer)
        setFailed(false)
        setLoading(false)
        bus.emit('search:results', { term: next.term ?? '', total: answer.total })
        bus.emit('list:view', { list: listName, products: answer.items })
      },
      (error) => {
        if (ctrl.signal.aborted || (isSearchError(error) && error.kind === 'aborted')) return
        // Already logged by the search engine; the previous results stay and every control still works.
        setFailed(true)
        setLoading(false)
        moveFocus.current = false
      }
    )
  }

  const navigate = (next: UrlState, focus = false) => {
    history.pushState(null, '', hrefOf(next))
    moveFocus.current = focus
    load(next)
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: the server's first results are reported and popstate is followed once, for the island's life
  useEffect(() => {
    if (initial.term) searchHistory().add(initial.term, first.total)
    bus.emit('search:results', { term: initial.term ?? '', total: first.total })
    bus.emit('list:view', { list: listName, products: first.items })
    const onPop = () => {
      moveFocus.current = false
      load(currentUrlState())
    }
    addEventListener('popstate', onPop)
    return () => {
      removeEventListener('popstate', onPop)
      inflight.current?.abort()
    }
  }, [])

  return { state, result, loading, failed, moveFocus, load, navigate }
}

/**
 * Results page. The URL is the state: every refinement is a pushState and back/forward replay it (popstate), so a
 * results page can be shared, reloaded and navigated like any other page.
 */
export function SearchPage({ scope, initial, result: first }: SearchPageProps) {
  const listName = resultsListName(scope)
  const { state, result, loading, failed, moveFocus, load, navigate } = useResults(scope, initial, first, listName)
  const countRef = useRef<HTMLParagraphElement>(null)
  const wide = useState(() => matchMedia('(min-width: 992px)').matches)[0]

  // After a page change the new results start at the top: focus and scroll go there, not stay on the pager link.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when a new page of results is in (moveFocus is a ref)
  useEffect(() => {
    if (loading || !moveFocus.current) return
    moveFocus.current = false
    countRef.current?.focus()
    countRef.current?.scrollIntoView?.({ block: 'start' })
  }, [loading, result])

  const pages = pageCount(result.total)
  const page = Math.min(state.page ?? 1, pages)
  useLastPageClamp(state, result, pages, load)
  // The cards change only with an answer: a filter, sort or page tap re-renders the page around the same element, which
  // Preact skips, so the tap's frame paints at once instead of after every card is diffed again.
  const cards = useMemo(() => <Cards items={result.items} listName={listName} />, [result.items, listName])
  const count =
    result.total === 1 ? t('search.results_count_one') : t('search.results_count_other', { count: result.total })

  return (
    <div className="vt-search">
      <div className="vt-search__bar">
        <p className="vt-search__count" role="status" tabIndex={-1} ref={countRef}>
          {result.total ? count : t('search.no_results')}
        </p>
        <SortSelect value={state.sort ?? 'default'} state={state} onChange={navigate} />
      </div>
      <div className="vt-search__body">
        <Filters open={wide} state={state} result={result} scope={scope} onChange={navigate} />
        <div className="vt-search__results" aria-busy={loading}>
          {failed && (
            <p className="vt-search__error" role="alert">
              {t('error.search')}
            </p>
          )}
          {result.suggestion && result.total > 0 && (
            <p className="vt-search__suggestion">
              <a href={hrefOf({ term: result.suggestion })}>{t('search.did_you_mean', { term: result.suggestion })}</a>
            </p>
          )}
          <Hits result={result} state={state} cards={cards} onClear={() => navigate(clearFilters(state))} />
          {pages > 1 && (
            <Pagination
              page={page}
              pages={pages}
              hrefOf={(n) => hrefOf(withPage(state, n))}
              onPage={(n) => navigate(withPage(state, n), true)}
            />
          )}
        </div>
      </div>
    </div>
  )
}

/**
 * A page past the end (an old link, a hand-edited URL, fewer results since) has a count but no items: the last page
 * replaces it in the URL and is searched, once, rather than showing "nothing found" under "30 products".
 */
function useLastPageClamp(state: UrlState, result: SearchResult, pages: number, load: (next: UrlState) => void) {
  const clamped = useRef(false)
  const beyond = result.total > 0 && (state.page ?? 1) > pages
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once per answer; state, pages and load are that answer's
  useEffect(() => {
    if (!beyond || clamped.current) return void (clamped.current = false)
    clamped.current = true
    const last = withPage(state, pages)
    history.replaceState(null, '', hrefOf(last))
    load(last)
  }, [result])
}

interface HitsProps {
  result: SearchResult
  state: UrlState
  /** The answer's cards (<Cards>), made once per answer. */
  cards: ReactNode
  onClear(): void
}

/** The result cards, or the empty state when nothing matched. */
function Hits({ result, state, cards, onClear }: HitsProps) {
  return result.items.length
    ? cards
    : !result.total && ( // no items under a count: a page past the end, being replaced (useLastPageClamp)
        <EmptyState state={state} suggestion={result.suggestion} onClear={onClear} />
      )
}

/** One answer's cards. */
function Cards({ items, listName }: { items: SearchResult['items']; listName: string }) {
  return (
    <ul className="vt-search__grid" role="list">
      {items.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} refresh={false} heading="h2" list={{ name: listName, index }} />
        </li>
      ))}
    </ul>
  )
}
