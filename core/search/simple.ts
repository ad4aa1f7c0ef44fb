import { IDS_BATCH_MAX, IDS_BATCH_MIN, IDS_BATCH_TIMEOUT_MS, PAGE_SIZE } from './constants'
import { distinctIds } from './state'

/** Parameters of simple mode, `GET /items.json?q=...&from=...&size=...` (no sort, no aggregations). */
export type SimpleParams = { q: string; from: number; size: number }

export type SimpleInput = { ids: readonly string[] } | { q: string }

// Lucene query_string reserved characters; escaped so a shopper's text is only ever text.
const LUCENE_SPECIAL = /[+\-=&|!(){}[\]^"~*?:\\/<>]/g

/** A free text made safe for a Lucene query string. */
export function escapeLucene(text: string): string {
  // Upper-case AND/OR/NOT are operators in query_string; the analyser lower-cases words anyway, so this loses nothing.
  return text.replace(LUCENE_SPECIAL, '\\$&').replace(/\b(AND|OR|NOT)\b/g, (word) => word.toLowerCase())
}

/**
 * Parameters of a simple-mode search, or null when nothing valid is left to ask for. Ids must be 24-hex
 * object ids (others are dropped) and the page defaults to all of them; free text is escaped, never interpreted
 * as query syntax.
 */
export function simpleParams(input: SimpleInput, from = 0, size?: number): SimpleParams | null {
  let clause: string
  let defaultSize = PAGE_SIZE
  if ('ids' in input) {
    const ids = distinctIds(input.ids)
    if (!ids.length) return null
    // Validated ids need no escaping, but quoting keeps the clause correct should the id rule ever widen.
    clause = `_id:(${ids.map((id) => `"${id}"`).join(' ')})`
    defaultSize = ids.length
  } else {
    const text = input.q.replace(/\s+/g, ' ').trim()
    if (!text) return null
    clause = `(${escapeLucene(text)})`
  }
  return {
    q: `visible:true AND ${clause}`,
    from: Number.isInteger(from) && from > 0 ? from : 0,
    size: typeof size === 'number' && Number.isInteger(size) && size > 0 ? size : defaultSize
  }
}

/** The simple-mode query string, e.g. `q=visible%3Atrue%20AND%20_id%3A(%22a%22)&from=0&size=1`, or null. */
export function simpleQuery(input: SimpleInput, from = 0, size?: number): string | null {
  const params = simpleParams(input, from, size)
  if (!params) return null
  // encodeURIComponent rather than URLSearchParams: a '+' for space is form encoding, not every server reads it so.
  return `q=${encodeURIComponent(params.q)}&from=${params.from}&size=${params.size}`
}

export type IdsBatch = {
  /** Distinct valid ids, in first-seen order. */
  ids: string[]
  /** True when one search request should fetch them all. */
  apply: boolean
  /** Page size of that request: one result per id. */
  size: number
  timeout: number
}

/**
 * Whether product cards should share one simple-mode search: only for 4 to 70 distinct ids. Fewer are
 * cheaper as single product reads; more would make one slow, heavy answer block every card.
 */
export function idsBatch(ids: readonly string[]): IdsBatch {
  const distinct = distinctIds(ids)
  return {
    ids: distinct,
    apply: distinct.length >= IDS_BATCH_MIN && distinct.length <= IDS_BATCH_MAX,
    size: distinct.length,
    timeout: IDS_BATCH_TIMEOUT_MS
  }
}
