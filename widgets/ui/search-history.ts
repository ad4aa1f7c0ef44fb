import { createHistory, type SearchHistory } from '../../core/search/history'

// One history per page for the two search islands (header box and results page), both reading the platform's key.
let shared: SearchHistory | undefined

export function searchHistory(): SearchHistory {
  if (!shared) {
    let storage: Storage | null = null
    try {
      storage = window.localStorage
    } catch {
      // Blocked storage (privacy settings): the history lives in memory for this page view.
    }
    shared = createHistory(storage)
  }
  return shared
}
