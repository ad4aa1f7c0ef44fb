// A pointer is on a control that adds to the cart (a finger down, a mouse over it): what shows the add, the minicart's
// drawer, can start loading its code then rather than on the add itself, which on a phone comes one press later.

type Listener = () => void
const listeners = new Set<Listener>()

/** Calls `fn` at every intent to add; returns the function that stops it. */
export function onAddIntent(fn: Listener): () => void {
  listeners.add(fn)
  return () => {
    listeners.delete(fn)
  }
}

/** Tells that the shopper is about to add. */
export function addIntent(): void {
  for (const fn of listeners) fn()
}
