import { useEffect, useState } from 'react'

export type Load<T> = { state: 'loading' } | { state: 'done'; data: T } | { state: 'error'; error: unknown }

/** Runs `work` on mount and whenever `key` changes; `retry` runs it again. A late answer of an old run is dropped. */
export function useLoad<T>(work: () => Promise<T>, key: string): [Load<T>, () => void, (data: T) => void] {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: key names what work reads and attempt is the retry: work is a new function each render
  useEffect(() => {
    let live = true
    setLoad({ state: 'loading' })
    work().then(
      (data) => live && setLoad({ state: 'done', data }),
      (error) => {
        console.warn('[vitrine] account data', error)
        if (live) setLoad({ state: 'error', error })
      }
    )
    return () => {
      live = false
    }
  }, [key, attempt])
  return [load, () => setAttempt((n) => n + 1), (data) => setLoad({ state: 'done', data })]
}
