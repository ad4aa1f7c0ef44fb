import { SEARCH_ERROR_MESSAGE } from './constants'

/**
 * - `network`: the request failed (offline, timeout, server error).
 * - `invalid-answer`: the platform answered something that is not a search result.
 * - `aborted`: the caller cancelled (a newer search replaced it); not a failure, the UI should stay quiet.
 */
export type SearchErrorKind = 'network' | 'invalid-answer' | 'aborted'

/** The one error search functions throw; `message` is the label the UI shows as is. */
export class SearchError extends Error {
  override readonly name = 'SearchError'
  readonly kind: SearchErrorKind

  constructor(kind: SearchErrorKind, options?: { cause?: unknown }) {
    super(SEARCH_ERROR_MESSAGE, options)
    this.kind = kind
  }
}

export function isSearchError(error: unknown): error is SearchError {
  return error instanceof SearchError
}
