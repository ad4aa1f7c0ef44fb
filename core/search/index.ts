// Search engine: query building, URL state, simple mode, answer parsing, history. No DOM, no React.
export * from './constants'
export { SORTS, Sort, SearchState, isSort, isObjectId, distinctIds, priceBound } from './state'
export {
  buildSort,
  offersRatio,
  OFFERS_SCRIPT,
  PRICED_SCRIPT,
  pricedRank,
  SHOWN_PRICE_SCRIPT,
  shownPriceRank,
  type SortClause
} from './sort'
export { buildQuery, buildFilters, buildAggs, pagination, type SearchQuery } from './dsl'
export { stateFromUrl, stateToUrl, type UrlState } from './url'
export {
  simpleQuery,
  simpleParams,
  idsBatch,
  escapeLucene,
  type SimpleParams,
  type SimpleInput,
  type IdsBatch
} from './simple'
export { SearchAnswer, SearchHit } from './answer-schema'
export { parseResult, type SearchResult, type Facet, type SpecFacet } from './parse'
export { buildSuggestion } from './suggest'
export { createHistory, type SearchHistory, type HistoryStorage } from './history'
export { SearchError, isSearchError, type SearchErrorKind } from './error'
export { search, searchByIds, type SearchClient, type SearchRequest, type SearchOptions } from './execute'
export { createInstantSearch, normalizeTerm, type InstantSearch, type InstantState, type InstantDeps } from './instant'
export {
  toggleValue,
  toggleSpec,
  withSort,
  withPrice,
  withPage,
  clearFilters,
  hasFilters,
  pageCount,
  pageWindow,
  type ListFacet
} from './refine'
