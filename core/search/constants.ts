// Search limits the platform's search API imposes.

/** Default page size of a search results page. */
export const PAGE_SIZE = 24

/** How many spec grids the nested specs aggregation returns. */
export const SPECS_AGG_SIZE = 30

/** Terms kept in the search history, both stored and in memory. */
export const HISTORY_MAX = 20

/** Storage key of the history; the misspelling is the platform's and themes may already hold data under it. */
export const HISTORY_KEY = 'ecomSeachHistory'

/** Separator of the stored history terms. */
export const HISTORY_SEPARATOR = '||'

/** Instant search (the search box dropdown). */
export const INSTANT = Object.freeze({ pageSize: 8, debounceMs: 400, minChars: 3, historyShown: 6 })

/** Product cards batch their fetch through one simple-mode search when they are this many distinct ids. */
export const IDS_BATCH_MIN = 4
export const IDS_BATCH_MAX = 70
export const IDS_BATCH_TIMEOUT_MS = 5000

/**
 * Elasticsearch refuses `from + size` above its default max_result_window, so deeper pages could only ever fail;
 * every page we build stays inside it.
 */
export const MAX_RESULT_WINDOW = 10_000

/** Largest page size we ask for: enough for the biggest id batch, small enough to keep answers light. */
export const MAX_PAGE_SIZE = 100

/** Page numbers beyond this cannot be served at the default page size (see MAX_RESULT_WINDOW). */
export const MAX_PAGE = Math.floor(MAX_RESULT_WINDOW / PAGE_SIZE)

/**
 * The label shown to the shopper when a search fails. Kept word for word as the platform's storefront writes it, its
 * 'verique' included, like every shopper-facing error message (docs/store-rules.md).
 */
export const SEARCH_ERROR_MESSAGE = 'Não foi possível realizar a busca, por favor verique sua conexão.'
