import { INSTANT } from './constants'
import { isSearchError } from './error'

/**
 * What the instant dropdown shows. `term` is the normalised term the status is about; `result` may be the previous
 * term's while a new one loads, so the list does not blink empty between keystrokes.
 */
export type InstantState<R> =
  | { status: 'idle'; term: string }
  | { status: 'loading'; term: string; result?: R }
  | { status: 'done'; term: string; result: R }
  | { status: 'error'; term: string; error: unknown }

export type InstantDeps<R> = {
  run: (term: string, signal: AbortSignal) => Promise<R>
  onChange: (state: InstantState<R>) => void
  debounceMs?: number
  minChars?: number
  /** Answers kept for terms seen before (a backspace then retyping costs no request). */
  cacheSize?: number
  setTimer?: (fn: () => void, ms: number) => unknown
  clearTimer?: (id: unknown) => void
}

export type InstantSearch = {
  /** The input changed: searches after the debounce, from minChars characters. */
  input(raw: string): void
  /** Searches now, skipping the debounce (the widget mounting with text already typed, or Enter). */
  flush(raw: string): void
  dispose(): void
}

/** Spaces collapsed and trimmed: "camiseta " and "camiseta" are one search. */
export function normalizeTerm(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim()
}

/** The options with their defaults filled in. */
function withDefaults<R>(deps: InstantDeps<R>): Required<InstantDeps<R>> {
  return {
    debounceMs: INSTANT.debounceMs,
    minChars: INSTANT.minChars,
    cacheSize: 20,
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    ...Object.fromEntries(Object.entries(deps).filter(([, v]) => v !== undefined))
  } as Required<InstantDeps<R>>
}

/** Answers by lower-cased term, the least recently stored dropped past `size`. */
function answerCache<R>(size: number) {
  const map = new Map<string, R>()
  return {
    get: (key: string) => map.get(key),
    has: (key: string) => map.has(key),
    put(key: string, value: R) {
      map.delete(key)
      map.set(key, value)
      // Map keeps insertion order: the first key is the least recently stored.
      if (map.size > size) map.delete(map.keys().next().value as string)
    }
  }
}

/** The debounce timer and the request in flight, and how to drop both. */
function pendingWork(clearTimer: (id: unknown) => void) {
  const work = {
    timer: undefined as unknown,
    inflight: undefined as AbortController | undefined,
    cancel() {
      if (work.timer !== undefined) clearTimer(work.timer)
      work.timer = undefined
      work.inflight?.abort()
      work.inflight = undefined
    }
  }
  return work
}

/**
 * Debounce, minimum length, cancellation and a small answer cache for search-as-you-type. Only the newest term's
 * answer is ever reported: a slow answer to "cam" arriving after "camiseta" is dropped, and its request aborted.
 */
export function createInstantSearch<R>(deps: InstantDeps<R>): InstantSearch {
  const { run, onChange, debounceMs, minChars, cacheSize, setTimer, clearTimer } = withDefaults(deps)
  const cache = answerCache<R>(cacheSize)
  const pending = pendingWork(clearTimer)
  let current = ''
  let shown: R | undefined

  const start = (term: string) => {
    pending.timer = undefined
    const key = term.toLowerCase()
    const cached = cache.get(key)
    if (cached !== undefined) return report({ status: 'done', term, result: cached })
    const ctrl = new AbortController()
    pending.inflight = ctrl
    report(shown === undefined ? { status: 'loading', term } : { status: 'loading', term, result: shown })
    run(term, ctrl.signal).then(
      (result) => {
        if (ctrl.signal.aborted || term !== current) return
        pending.inflight = undefined
        cache.put(key, result)
        report({ status: 'done', term, result })
      },
      (error) => {
        if (ctrl.signal.aborted || term !== current || (isSearchError(error) && error.kind === 'aborted')) return
        pending.inflight = undefined
        report({ status: 'error', term, error })
      }
    )
  }

  const report = (state: InstantState<R>) => {
    shown = state.status === 'done' ? state.result : state.status === 'loading' ? state.result : undefined
    onChange(state)
  }

  const update = (raw: string, delay: boolean) => {
    const term = normalizeTerm(raw)
    // Already asked for, or already waiting for (unless this call wants it now): restarting would only delay it.
    if (term === current && (pending.inflight || (delay && pending.timer !== undefined))) return
    current = term
    pending.cancel()
    if (term.length < minChars) return report({ status: 'idle', term })
    if (delay && !cache.has(term.toLowerCase())) pending.timer = setTimer(() => start(term), debounceMs)
    else start(term)
  }

  return {
    input: (raw) => update(raw, true),
    flush: (raw) => update(raw, false),
    dispose() {
      current = ''
      pending.cancel()
    }
  }
}
