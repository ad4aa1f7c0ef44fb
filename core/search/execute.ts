import { IDS_BATCH_TIMEOUT_MS } from './constants'
import { buildQuery } from './dsl'
import { SearchError } from './error'
import { parseResult, type SearchResult } from './parse'
import { simpleParams } from './simple'
import type { SearchState } from './state'

/** Options this module sends; kept narrow so the shared API client (core/api) fits without adapters. */
export type SearchRequest = {
  method: 'GET' | 'POST'
  body?: unknown
  query?: Record<string, string>
  signal?: AbortSignal
  timeout?: number
  idempotent?: boolean
}

/** The slice of the API client search needs: a call on the Search API base. */
export type SearchClient = { search: (path: string, opts: SearchRequest) => Promise<unknown> }

export type SearchOptions = {
  signal?: AbortSignal
  now?: number
  /** false leaves the aggregations out: the instant dropdown shows no facets and the platform answers faster without. */
  facets?: boolean
}

const PATH = '/items.json'

/**
 * Runs a search. A failure is logged to the console and rethrown as a SearchError whose message is the label to show
 * (what to show, and where, is the widget's call); a cancelled search rethrows as kind 'aborted' without logging, since
 * nothing failed.
 */
export async function search(
  client: SearchClient,
  state: SearchState,
  options: SearchOptions = {}
): Promise<SearchResult> {
  const { signal, now, facets = true } = options
  const { aggs, ...lean } = buildQuery(state, now)
  // The body is a read, so the client may retry it on a 5xx like a GET.
  const request: SearchRequest = { method: 'POST', body: facets ? { ...lean, aggs } : lean, idempotent: true }
  if (signal) request.signal = signal
  return run(client, request, state.term ?? '')
}

/**
 * Fetches products by id in one simple-mode request (product card batching: the page size is the number of ids, so
 * one answer holds them all; 5 s timeout, so cards waiting on a slow search fall back rather than hang). Invalid ids
 * are dropped; with none left, nothing is requested.
 */
export async function searchByIds(
  client: SearchClient,
  ids: readonly string[],
  options: SearchOptions = {}
): Promise<SearchResult> {
  const params = simpleParams({ ids })
  if (!params) return parseResult({ hits: { total: 0, hits: [] } })
  const request: SearchRequest = {
    method: 'GET',
    query: { q: params.q, from: String(params.from), size: String(params.size) },
    timeout: IDS_BATCH_TIMEOUT_MS,
    idempotent: true
  }
  if (options.signal) request.signal = options.signal
  return run(client, request, '')
}

async function run(client: SearchClient, request: SearchRequest, term: string): Promise<SearchResult> {
  let answer: unknown
  try {
    answer = await client.search(PATH, request)
  } catch (error) {
    if (request.signal?.aborted || isAbort(error)) {
      throw new SearchError('aborted', { cause: error })
    }
    console.error('[vitrine] search request failed', error)
    throw new SearchError('network', { cause: error })
  }
  try {
    return parseResult(answer, term)
  } catch (error) {
    console.error('[vitrine] search answer unreadable', error)
    throw error instanceof SearchError ? error : new SearchError('invalid-answer', { cause: error })
  }
}

// A DOM AbortError, or the API client's own error of kind 'abort' (duck-typed: search does not depend on core/api).
function isAbort(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  return (error as { name?: unknown }).name === 'AbortError' || (error as { kind?: unknown }).kind === 'abort'
}
