import { onMount, type WritableAtom } from 'nanostores'

/**
 * Fills a store from the page (storage, the session, meta tags) when it is first used, not when its module is
 * imported. A value set before then stands: `read` runs only while the store still holds its initial value.
 */
export function fillOnFirstUse<T>(store: WritableAtom<T>, read: () => void): void {
  const initial = store.get()
  onMount(store, () => {
    if (store.get() === initial) read()
  })
}
