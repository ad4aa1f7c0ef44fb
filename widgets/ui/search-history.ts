import { createHistory, type SearchHistory } from '#core/search/history'
import { localStore } from '#core/storage'

// One history per page for the two search islands (header box and results page), both reading the platform's key.
let shared: SearchHistory | undefined

export function searchHistory(): SearchHistory {
  // Blocked storage (privacy settings): the history lives in memory for this page view.
  return (shared ??= createHistory(localStore()))
}
