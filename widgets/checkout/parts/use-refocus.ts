import { type RefObject, useEffect, useRef } from 'react'

/**
 * When `view` changes, markup under the shopper's focus may have been swapped out (a form for its answer, a retry
 * button for what it fetched), dropping focus to the page. Focus then goes to the first element in the box that
 * matches `target`, else the box itself. Only lost focus is moved: a change from another tab must not pull it here.
 */
export function useRefocus<T extends HTMLElement>(view: unknown, target: string): RefObject<T> {
  const box = useRef<T>(null)
  const before = useRef(view)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the view is swapped; target is a constant selector from the caller
  useEffect(() => {
    if (before.current === view) return
    before.current = view
    if (document.activeElement && document.activeElement !== document.body) return
    const el = box.current
    ;(el?.querySelector<HTMLElement>(target) ?? el)?.focus()
  }, [view])
  return box as RefObject<T>
}
