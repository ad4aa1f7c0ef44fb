import type { ApiClient } from './api'
import { Product } from './schemas/product'
import { SearchHit } from './search/answer-schema'
import { idsBatch, simpleQuery } from './search/simple'
import { IDS_BATCH_MAX } from './search/constants'

export type LoadProduct = (id: string) => Promise<Product>

/** Cards that mount within this window share one request. */
export const BATCH_WINDOW_MS = 16

/**
 * Reads products for cards. Ids asked for in the same moment are batched into one simple-mode search when there are
 * 4 to 70 of them (the platform's batch rule: page size = number of ids, 5 s timeout) — a grid of cards costs one
 * request instead of one per card, each spaced 250 ms by the store queue. Fewer than 4 go through the single product
 * read. Answers are shared: the same id on a page is fetched once.
 *
 * `pageIds` names every card of the page: on the first read they are all fetched with it, so cards that mount later
 * (below the fold, as the shopper scrolls) find their product in the cache instead of costing a request each.
 */
export function createProductLoader(api: ApiClient, pageIds: () => readonly string[] = () => []): LoadProduct {
  const cache = new Map<string, Promise<Product>>()
  let scanned = false
  let waiting = new Map<string, { resolve(p: Product): void; reject(e: unknown): void }>()
  // biome-ignore lint/correctness/noUnusedVariables: read by the ??= below, which schedules one flush per batch window
  let timer: ReturnType<typeof setTimeout> | undefined

  const single = (id: string) => api.store<Product>(`/products/${encodeURIComponent(id)}.json`, { schema: Product })

  const flush = async () => {
    timer = undefined
    const batch = waiting
    waiting = new Map()
    const found = new Map<string, Product>()
    const ids = [...batch.keys()]
    // More ids than one search may carry: one request per 70.
    for (let i = 0; i < ids.length; i += IDS_BATCH_MAX) await searchBatch(api, ids.slice(i, i + IDS_BATCH_MAX), found)
    for (const [id, d] of batch) {
      const hit = found.get(id)
      if (hit) d.resolve(hit)
      // Not in the batch (search index lagging, or a small batch): read it from the store.
      else single(id).then(d.resolve, d.reject)
    }
  }

  const enqueue = (id: string) => {
    const p = new Promise<Product>((resolve, reject) => {
      waiting.set(id, { resolve, reject })
      timer ??= setTimeout(() => void flush(), BATCH_WINDOW_MS)
    })
    // A failed read may succeed later (the shopper clicks to retry): do not cache failures.
    p.catch(() => cache.delete(id))
    cache.set(id, p)
    return p
  }

  return (id) => {
    if (!scanned) {
      scanned = true
      for (const other of pageIds()) if (!cache.has(other) && other !== id) enqueue(other)
    }
    return cache.get(id) ?? enqueue(id)
  }
}

/**
 * Reads a batch of ids with one simple-mode search when the batch rule applies (4 to 70 ids), into `found`. A failed
 * search is logged and leaves `found` empty: the caller then reads each product from the store.
 */
async function searchBatch(api: ApiClient, ids: string[], found: Map<string, Product>): Promise<void> {
  const plan = idsBatch(ids)
  if (!plan.apply) return
  try {
    const answer = await api.search<{ hits?: { hits?: unknown[] } }>(
      `/items.json?${simpleQuery({ ids: plan.ids }, 0, plan.size)}`,
      { timeout: plan.timeout }
    )
    for (const hit of answer?.hits?.hits ?? []) {
      const parsed = SearchHit.safeParse(hit)
      if (parsed.success) found.set(parsed.data._id, parsed.data)
    }
  } catch (e) {
    console.error('[vitrine] product batch failed; reading one by one', e)
  }
}
