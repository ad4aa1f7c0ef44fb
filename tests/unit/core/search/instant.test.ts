// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createInstantSearch, normalizeTerm, type InstantState } from '#core/search/instant'
import { SearchError } from '#core/search/error'
import { INSTANT } from '#core/search/constants'

type Call = { term: string; signal: AbortSignal; resolve(v: string): void; reject(e: unknown): void }

function setup(options: { cacheSize?: number } = {}) {
  const calls: Call[] = []
  const states: InstantState<string>[] = []
  const run = (term: string, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => calls.push({ term, signal, resolve, reject }))
  const instant = createInstantSearch<string>({ run, onChange: (s) => states.push(s), ...options })
  const last = () => states[states.length - 1]
  return { calls, states, instant, last }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('instant search controller', () => {
  it('waits for the debounce and searches from the minimum length', async () => {
    const { calls, instant, last } = setup()
    instant.input('ca')
    expect(last()).toEqual({ status: 'idle', term: 'ca' })
    instant.input('cam')
    vi.advanceTimersByTime(INSTANT.debounceMs - 1)
    expect(calls).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(calls.map((c) => c.term)).toEqual(['cam'])
    expect(last()).toEqual({ status: 'loading', term: 'cam' })
    calls[0]!.resolve('R(cam)')
    await vi.runAllTimersAsync()
    expect(last()).toEqual({ status: 'done', term: 'cam', result: 'R(cam)' })
  })

  it('restarts the debounce on every keystroke: one request for a fast typist', () => {
    const { calls, instant } = setup()
    for (const term of ['cam', 'cami', 'camis', 'camise', 'camiset', 'camiseta']) {
      instant.input(term)
      vi.advanceTimersByTime(150)
    }
    vi.advanceTimersByTime(INSTANT.debounceMs)
    expect(calls.map((c) => c.term)).toEqual(['camiseta'])
  })

  it('aborts the previous request and never reports a stale answer', async () => {
    const { calls, instant, last } = setup()
    instant.input('cam')
    vi.advanceTimersByTime(INSTANT.debounceMs)
    calls[0]!.resolve('R(cam)')
    await vi.runAllTimersAsync()
    instant.input('camiseta')
    vi.advanceTimersByTime(INSTANT.debounceMs)
    instant.input('calça')
    vi.advanceTimersByTime(INSTANT.debounceMs)
    expect(calls[1]!.signal.aborted).toBe(true)
    // While the new term loads, the last answer stays on screen.
    expect(last()).toEqual({ status: 'loading', term: 'calça', result: 'R(cam)' })
    calls[1]!.resolve('R(camiseta)')
    await vi.runAllTimersAsync()
    expect(last()?.term).toBe('calça')
    calls[2]!.resolve('R(calça)')
    await vi.runAllTimersAsync()
    expect(last()).toEqual({ status: 'done', term: 'calça', result: 'R(calça)' })
  })

  it('going below the minimum cancels everything pending', () => {
    const { calls, instant, last } = setup()
    instant.input('cami')
    vi.advanceTimersByTime(INSTANT.debounceMs)
    instant.input('ca')
    expect(calls[0]!.signal.aborted).toBe(true)
    expect(last()).toEqual({ status: 'idle', term: 'ca' })
    instant.input('')
    vi.advanceTimersByTime(INSTANT.debounceMs * 2)
    expect(calls).toHaveLength(1)
  })

  it('reports a failure, stays quiet on an abort, and recovers on the next input', async () => {
    const { calls, instant, last, states } = setup()
    instant.input('abc')
    vi.advanceTimersByTime(INSTANT.debounceMs)
    const error = new SearchError('network')
    calls[0]!.reject(error)
    await vi.runAllTimersAsync()
    expect(last()).toEqual({ status: 'error', term: 'abc', error })
    instant.input('abcd')
    vi.advanceTimersByTime(INSTANT.debounceMs)
    const count = states.length
    calls[1]!.reject(new SearchError('aborted'))
    await vi.runAllTimersAsync()
    expect(states).toHaveLength(count)
  })

  it('answers a term seen before from its cache, at once and without a request', async () => {
    const { calls, instant, last } = setup()
    instant.input('camiseta')
    vi.advanceTimersByTime(INSTANT.debounceMs)
    calls[0]!.resolve('R1')
    await vi.runAllTimersAsync()
    instant.input('camiset')
    instant.input('Camiseta ')
    expect(last()).toEqual({ status: 'done', term: 'Camiseta', result: 'R1' })
    vi.advanceTimersByTime(INSTANT.debounceMs)
    expect(calls.map((c) => c.term)).toEqual(['camiseta'])
  })

  it('keeps only the newest answers in its cache', async () => {
    const { calls, instant } = setup({ cacheSize: 1 })
    for (const term of ['aaa', 'bbb']) {
      instant.flush(term)
      calls[calls.length - 1]!.resolve(term)
      await vi.runAllTimersAsync()
    }
    instant.flush('aaa')
    expect(calls.map((c) => c.term)).toEqual(['aaa', 'bbb', 'aaa'])
  })

  it('flush skips the debounce, also for a term already waiting', () => {
    const { calls, instant } = setup()
    instant.input('tênis')
    instant.flush('tênis')
    expect(calls.map((c) => c.term)).toEqual(['tênis'])
    instant.flush('tênis')
    expect(calls).toHaveLength(1)
  })

  it('dispose aborts and stops reporting', async () => {
    const { calls, instant, states } = setup()
    instant.flush('abc')
    const count = states.length
    instant.dispose()
    expect(calls[0]!.signal.aborted).toBe(true)
    calls[0]!.resolve('late')
    await vi.runAllTimersAsync()
    expect(states).toHaveLength(count)
  })

  it('normalises spacing', () => {
    expect(normalizeTerm('  tênis   corrida ')).toBe('tênis corrida')
  })
})
