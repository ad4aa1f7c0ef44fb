import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '#core/api'
import { BATCH_WINDOW_MS, createProductLoader } from '#core/products'

type Call = [path: string, options?: Record<string, unknown>]
const oid = (n: number) => n.toString(16).padStart(24, 'a')
const product = (id: string) => ({ _id: id, name: `Product ${id.slice(-4)}`, price: 10 })
const hit = (id: string) => ({ _id: id, _score: 1, _source: { name: `Product ${id.slice(-4)}`, price: 10 } })

let store: ReturnType<typeof vi.fn<(...args: Call) => Promise<unknown>>>
let search: ReturnType<typeof vi.fn<(...args: Call) => Promise<unknown>>>
let api: ApiClient

/** The ids asked for in a search call, and its from/size. */
const searched = (call: Call | undefined) => {
  const [path = '', options] = call ?? []
  const [base = '', query = ''] = path.split('?')
  const params = new URLSearchParams(query)
  return {
    base,
    q: params.get('q') ?? '',
    ids: [...(params.get('q') ?? '').matchAll(/[0-9a-f]{24}/g)].map((m) => m[0]),
    from: params.get('from'),
    size: params.get('size'),
    options
  }
}
const storePaths = () => store.mock.calls.map((c) => c[0])

beforeEach(() => {
  vi.useFakeTimers()
  store = vi.fn(async (path: string) => product(decodeURIComponent(/\/products\/(.+)\.json$/.exec(path)?.[1] ?? '')))
  search = vi.fn(async (path: string) => ({ hits: { total: 0, hits: searched([path]).ids.map(hit) } }))
  const unused = vi.fn(async () => {
    throw new Error('unexpected API')
  })
  api = {
    store,
    search,
    platform: unused,
    graphs: unused,
    modules: unused,
    passport: unused,
    storefront: unused
  } as unknown as ApiClient
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('createProductLoader: batching', () => {
  it('waits 16 ms, then reads 4 ids with one simple-mode search', async () => {
    const load = createProductLoader(api)
    const ids = [1, 2, 3, 4].map(oid)
    const pending = ids.map((id) => load(id))
    await vi.advanceTimersByTimeAsync(BATCH_WINDOW_MS - 1)
    expect(search).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(BATCH_WINDOW_MS).toBe(16)
    expect(search).toHaveBeenCalledTimes(1)
    const s = searched(search.mock.calls[0])
    expect(s.base).toBe('/items.json')
    expect(s.ids).toEqual(ids)
    expect(s.q).toMatch(/^visible:true AND _id:\(/)
    expect(s.from).toBe('0')
    expect(s.size).toBe('4')
    expect(s.options).toEqual({ timeout: 5000 })
    const products = await Promise.all(pending)
    expect(products.map((p) => p._id)).toEqual(ids)
    expect(products[2]?.name).toBe(`Product ${ids[2]!.slice(-4)}`)
    expect(store).not.toHaveBeenCalled()
  })

  it('joins ids asked for at different moments within the window', async () => {
    const load = createProductLoader(api)
    void load(oid(1))
    await vi.advanceTimersByTimeAsync(10)
    void load(oid(2))
    void load(oid(3))
    await vi.advanceTimersByTimeAsync(5)
    void load(oid(4))
    await vi.advanceTimersByTimeAsync(1)
    expect(search).toHaveBeenCalledTimes(1)
    expect(searched(search.mock.calls[0]).size).toBe('4')
  })

  it('reads fewer than 4 ids one by one from the store', async () => {
    const load = createProductLoader(api)
    const ids = [1, 2, 3].map(oid)
    const pending = ids.map((id) => load(id))
    await vi.advanceTimersByTimeAsync(BATCH_WINDOW_MS)
    expect(search).not.toHaveBeenCalled()
    expect(storePaths()).toEqual(ids.map((id) => `/products/${id}.json`))
    expect(store.mock.calls[0]?.[1]).toHaveProperty('schema')
    expect((await Promise.all(pending)).map((p) => p._id)).toEqual(ids)
  })

  it('does not batch ids asked for in separate windows', async () => {
    const load = createProductLoader(api)
    void load(oid(1))
    void load(oid(2))
    await vi.advanceTimersByTimeAsync(20)
    void load(oid(3))
    void load(oid(4))
    await vi.advanceTimersByTimeAsync(20)
    expect(search).not.toHaveBeenCalled()
    expect(store).toHaveBeenCalledTimes(4)
  })

  it('batches 70 ids in one search; 71 cost one search of 70 and one single read', async () => {
    const seventy = Array.from({ length: 70 }, (_, i) => oid(i + 1))
    const loadA = createProductLoader(api)
    seventy.forEach((id) => void loadA(id))
    await vi.advanceTimersByTimeAsync(BATCH_WINDOW_MS)
    expect(search).toHaveBeenCalledTimes(1)
    expect(searched(search.mock.calls[0]).size).toBe('70')
    expect(store).not.toHaveBeenCalled()

    search.mockClear()
    const loadB = createProductLoader(api)
    ;[...seventy, oid(71)].forEach((id) => void loadB(id))
    await vi.advanceTimersByTimeAsync(BATCH_WINDOW_MS)
    expect(search).toHaveBeenCalledTimes(1)
    expect(searched(search.mock.calls[0]).size).toBe('70')
    expect(storePaths()).toEqual([`/products/${oid(71)}.json`])
  })

  it('fetches every card of the page with the first one; later cards read the cache', async () => {
    const page = Array.from({ length: 12 }, (_, i) => oid(i + 1))
    const load = createProductLoader(api, () => page)
    const first = load(page[0]!)
    await vi.advanceTimersByTimeAsync(BATCH_WINDOW_MS)
    expect((await first)._id).toBe(page[0])
    expect(search).toHaveBeenCalledTimes(1)
    expect(searched(search.mock.calls[0]).ids.sort()).toEqual([...page].sort())
    // Cards further down mount as the shopper scrolls: no request more.
    const later = await Promise.all(page.slice(5).map((id) => load(id)))
    expect(later.map((p) => p._id)).toEqual(page.slice(5))
    expect(search).toHaveBeenCalledTimes(1)
    expect(store).not.toHaveBeenCalled()
  })

  it('counts only distinct valid ids towards the batch', async () => {
    const load = createProductLoader(api)
    const valid = [1, 2, 3].map(oid)
    const all = [...valid, valid[0]!, 'not-an-id']
    all.forEach((id) => void load(id).catch(() => {}))
    await vi.advanceTimersByTimeAsync(BATCH_WINDOW_MS)
    expect(search).not.toHaveBeenCalled()
    expect(storePaths()).toEqual([...valid.map((id) => `/products/${id}.json`), '/products/not-an-id.json'])
  })
})

describe('createProductLoader: fallbacks', () => {
  it('reads an id missing from (or invalid in) the batch answer from the store', async () => {
    const ids = [1, 2, 3, 4, 5].map(oid)
    search.mockResolvedValueOnce({
      hits: { hits: [hit(ids[0]!), hit(ids[1]!), hit(ids[2]!), { _id: ids[4], _source: { price: 'x' } }] }
    })
    const load = createProductLoader(api)
    const pending = ids.map((id) => load(id))
    await vi.advanceTimersByTimeAsync(BATCH_WINDOW_MS)
    expect(search).toHaveBeenCalledTimes(1)
    expect(storePaths()).toEqual([`/products/${ids[3]}.json`, `/products/${ids[4]}.json`])
    expect((await Promise.all(pending)).map((p) => p._id)).toEqual(ids)
  })

  it('reads every id from the store when the batch search fails', async () => {
    search.mockRejectedValueOnce(new Error('search down'))
    const ids = [1, 2, 3, 4].map(oid)
    const load = createProductLoader(api)
    const pending = ids.map((id) => load(id))
    await vi.advanceTimersByTimeAsync(BATCH_WINDOW_MS)
    expect(storePaths()).toEqual(ids.map((id) => `/products/${id}.json`))
    expect((await Promise.all(pending)).map((p) => p._id)).toEqual(ids)
    expect(console.error).toHaveBeenCalled()
  })
})

describe('createProductLoader: sharing', () => {
  it('requests the same id once, before and after it arrived', async () => {
    const load = createProductLoader(api)
    const a = load(oid(9))
    const b = load(oid(9))
    expect(b).toBe(a)
    await vi.advanceTimersByTimeAsync(BATCH_WINDOW_MS)
    const first = await a
    const later = load(oid(9))
    await vi.advanceTimersByTimeAsync(BATCH_WINDOW_MS)
    expect(await later).toBe(first)
    expect(store).toHaveBeenCalledTimes(1)
  })

  it('does not cache a failed read', async () => {
    store.mockRejectedValueOnce(new Error('503'))
    const load = createProductLoader(api)
    const failed = load(oid(7))
    const outcome = failed.then(
      () => 'ok',
      () => 'failed'
    )
    await vi.advanceTimersByTimeAsync(BATCH_WINDOW_MS)
    expect(await outcome).toBe('failed')
    const retry = load(oid(7))
    expect(retry).not.toBe(failed)
    await vi.advanceTimersByTimeAsync(BATCH_WINDOW_MS)
    expect((await retry)._id).toBe(oid(7))
    expect(store).toHaveBeenCalledTimes(2)
  })
})
