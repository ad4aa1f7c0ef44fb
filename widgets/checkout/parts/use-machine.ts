import { useRef, useState } from 'react'

/**
 * A reducer's state kept by a component, and a stable `send` that answers at once whether the event applied (the
 * reducer returns the same state when it does not): two presses in one tick see the first one's state.
 */
export function useMachine<S, E>(reduce: (s: S, e: E) => S, init: () => S): readonly [S, (e: E) => boolean] {
  const [state, setState] = useState(init)
  const now = useRef(state)
  const send = useRef((e: E) => {
    const next = reduce(now.current, e)
    if (next === now.current) return false
    now.current = next
    setState(next)
    return true
  })
  return [state, send.current]
}
