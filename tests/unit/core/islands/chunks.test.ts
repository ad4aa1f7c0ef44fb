import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { importChunk, type Importer } from '#core/islands/chunks'

const URL_ = 'https://cdn.example.com/chunks/card-abc123.js'
const mod = { mount: () => () => {} }
const never = () => new Promise<unknown>(() => {})

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(1_700_000_000_000)
})
afterEach(() => vi.useRealTimers())

/** Settles the promise into a result so a rejection is never left unhandled while timers run. */
const settle = (p: Promise<unknown>) =>
  p.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error })
  )

describe('importChunk', () => {
  it('resolves with the module on the first try', async () => {
    const importer = vi.fn<Importer>(async () => mod)
    await expect(importChunk(URL_, importer, 100)).resolves.toBe(mod)
    expect(importer).toHaveBeenCalledTimes(1)
    expect(importer).toHaveBeenCalledWith(URL_)
  })

  it('retries once with a cache-busting ?retry=<timestamp> query after a failure', async () => {
    const importer = vi
      .fn<Importer>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(mod)
    await expect(importChunk(URL_, importer, 100)).resolves.toBe(mod)
    expect(importer.mock.calls.map((c) => c[0])).toEqual([URL_, `${URL_}?retry=1700000000000`])
  })

  it('rejects with a ChunkLoadError naming the URL when both tries fail', async () => {
    const importer = vi.fn<Importer>(async () => {
      throw new TypeError('offline')
    })
    const result = await settle(importChunk(URL_, importer, 100))
    expect(result.ok).toBe(false)
    const error = (result as { error: Error }).error
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('ChunkLoadError')
    expect(error.message).toContain(URL_)
    expect(importer).toHaveBeenCalledTimes(2)
  })

  it('turns a hanging import into a ChunkLoadError after the timeout, retrying once', async () => {
    const importer = vi.fn<Importer>(never)
    const done = settle(importChunk(URL_, importer, 100))
    await vi.advanceTimersByTimeAsync(99)
    expect(importer).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(importer).toHaveBeenCalledTimes(2)
    expect(importer.mock.calls[1]?.[0]).toMatch(new RegExp(`^${URL_.replace(/[.?]/g, '\\$&')}\\?retry=\\d+$`))
    await vi.advanceTimersByTimeAsync(100)
    const result = await done
    expect(result.ok).toBe(false)
    expect((result as { error: Error }).error.name).toBe('ChunkLoadError')
    expect((result as { error: Error }).error.message).toMatch(/timeout/)
  })

  it('succeeds when only the first try times out', async () => {
    const importer = vi.fn<Importer>().mockImplementationOnce(never).mockResolvedValueOnce(mod)
    const done = settle(importChunk(URL_, importer, 100))
    await vi.advanceTimersByTimeAsync(100)
    expect(await done).toEqual({ ok: true, value: mod })
  })

  it('gives a chunk 120 s by default (the platform chunk timeout)', async () => {
    const importer = vi.fn<Importer>(never)
    void settle(importChunk(URL_, importer))
    await vi.advanceTimersByTimeAsync(119_999)
    expect(importer).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(importer).toHaveBeenCalledTimes(2)
  })
})
