import { HISTORY_KEY, HISTORY_MAX, HISTORY_SEPARATOR } from './constants'

export type HistoryStorage = Pick<Storage, 'getItem' | 'setItem'>

export type SearchHistory = {
  /** Newest first; a copy, safe to keep. */
  list(): string[]
  /** Remembers a term that found something (`total > 0`). */
  add(term: string, total: number): void
  clear(): void
}

// Long enough for any real query, short enough that a pasted essay cannot crowd the storage quota.
const MAX_TERM = 200

function normalize(term: unknown): string {
  if (typeof term !== 'string') return ''
  // The separator inside a term would split it in two on the next read.
  return term.split(HISTORY_SEPARATOR).join(' ').replace(/\s+/g, ' ').trim().slice(0, MAX_TERM).trim()
}

function dedupe(terms: readonly string[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const raw of terms) {
    const term = normalize(raw)
    const key = term.toLowerCase()
    if (!term || seen.has(key)) continue
    seen.add(key)
    out.push(term)
    if (out.length >= HISTORY_MAX) break
  }
  return out
}

/**
 * Search history kept in `storage` (localStorage in the browser) under the platform's key. Storage can be missing,
 * full, disabled or hold anything another script wrote: none of that may break a search, so every storage error is
 * swallowed and the history simply lives in memory.
 */
export function createHistory(storage: HistoryStorage | null, key: string = HISTORY_KEY): SearchHistory {
  let terms = read()

  function read(): string[] {
    try {
      const raw = storage?.getItem(key)
      return typeof raw === 'string' ? dedupe(raw.split(HISTORY_SEPARATOR)) : []
    } catch {
      return []
    }
  }

  function write(value: string): void {
    try {
      storage?.setItem(key, value)
    } catch {
      // Quota or privacy mode: the in-memory list still serves this page.
    }
  }

  return {
    list: () => [...terms],
    add(term, total) {
      const clean = normalize(term)
      if (!clean || !(typeof total === 'number' && total > 0)) return
      terms = dedupe([clean, ...terms])
      write(terms.join(HISTORY_SEPARATOR))
    },
    clear() {
      terms = []
      write('')
    }
  }
}
