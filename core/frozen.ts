import { atom, type WritableAtom } from 'nanostores'

/**
 * An atom whose every value is deep-frozen. Stores that hand their own objects to theme scripts (the cart's `data`,
 * the session's getSession/getCustomer, event details) use it, so code that edits a snapshot in place gets a
 * TypeError (strict mode) instead of changing the store unseen. The values are frozen where they are, never copied:
 * the stores' rules build new objects instead of editing old ones.
 */
export function frozenAtom<T>(initial: T): WritableAtom<T> {
  const $value = atom<T>(deepFreeze(initial))
  const set = $value.set
  $value.set = (value) => set(deepFreeze(value))
  return $value
}

/** Freezes `value` and everything it holds (objects and arrays); returns it. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}
