// @vitest-environment node
// Search is core code: no DOM, so the plain node environment is enough (and faster).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { search, searchByIds, type SearchClient } from '#core/search/execute'
import { SearchError } from '#core/search/error'
import { buildQuery } from '#core/search/dsl'
import type { ApiClient } from '#core/api'

// Compile-time: the shared API client fits the narrow interface search asks for.
const apiClientFits = (api: ApiClient): SearchClient => api
void apiClientFits

const ok = { hits: { total: 1, hits: [{ _id: 'a', _source: { name: 'A' } }] } }

function client(answer: () => Promise<unknown>) {
  const fn = vi.fn<SearchClient['search']>(answer)
  return { client: { search: fn }, fn }
}

afterEach(() => vi.restoreAllMocks())

describe('search', () => {
  it('posts the DSL (idempotent) and parses the answer', async () => {
    const { client: c, fn } = client(async () => ok)
    const signal = new AbortController().signal
    const result = await search(c, { term: 'a', sort: 'sales' }, { signal, now: 1 })
    expect(fn).toHaveBeenCalledWith('/items.json', {
      method: 'POST',
      body: buildQuery({ term: 'a', sort: 'sales' }, 1),
      idempotent: true,
      signal
    })
    expect(result.total).toBe(1)
    expect(result.items[0]?._id).toBe('a')
  })

  it('logs and rethrows a typed error carrying the UI label', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const cause = new TypeError('Failed to fetch')
    const { client: c } = client(async () => {
      throw cause
    })
    const error = await search(c, {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SearchError)
    expect(error).toMatchObject({
      kind: 'network',
      cause,
      message: 'Não foi possível realizar a busca, por favor verique sua conexão.'
    })
    expect(log).toHaveBeenCalledOnce()
  })

  it('an unreadable answer is logged and typed', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { client: c } = client(async () => '<html>502</html>')
    await expect(search(c, {})).rejects.toMatchObject({ kind: 'invalid-answer' })
    expect(log).toHaveBeenCalledOnce()
  })

  it('a cancelled search is typed as aborted and not logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const controller = new AbortController()
    controller.abort()
    const { client: c } = client(async () => {
      throw new DOMException('aborted', 'AbortError')
    })
    await expect(search(c, {}, { signal: controller.signal })).rejects.toMatchObject({ kind: 'aborted' })
    expect(log).not.toHaveBeenCalled()
  })

  it("recognises the API client's abort error without a signal", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { client: c } = client(async () => {
      throw Object.assign(new Error('x'), { kind: 'abort' })
    })
    await expect(search(c, {})).rejects.toMatchObject({ kind: 'aborted' })
    expect(log).not.toHaveBeenCalled()
  })
})

describe('searchByIds', () => {
  const a = 'ab'.repeat(12)
  const b = 'cd'.repeat(12)

  it('GETs simple mode with page size = ids and a 5 s timeout', async () => {
    const { client: c, fn } = client(async () => ok)
    await searchByIds(c, [a, b, a, 'bad'])
    expect(fn).toHaveBeenCalledWith('/items.json', {
      method: 'GET',
      query: { q: `visible:true AND _id:("${a}" "${b}")`, from: '0', size: '2' },
      timeout: 5000,
      idempotent: true
    })
  })

  it('asks nothing when no id is valid', async () => {
    const { client: c, fn } = client(async () => ok)
    expect(await searchByIds(c, ['x'])).toMatchObject({ total: 0, items: [] })
    expect(fn).not.toHaveBeenCalled()
  })
})
