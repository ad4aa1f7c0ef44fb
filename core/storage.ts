// Everything this suite keeps in the browser (storage and cookies) is kept per store: one origin may serve several
// stores (an agency's preview host, a marketplace), and one store's cart, session or drafts must never show in
// another. The page's context names its store once (scopeToStore); every key then carries the store id.

let suffix = ''

/** Names the page's store: from now on every key this page stores under is that store's (the key, `_` and the store id). */
export function scopeToStore(storeId: number): void {
  suffix = storeId > 0 ? `_${storeId}` : ''
}

/** The name `key` is stored under for this page's store (the key itself before a store is named). */
export const storedKey = (key: string): string => key + suffix

/** A view of `storage` in which each key is this page's store's own. */
function scoped(storage: Storage): Storage {
  return {
    getItem: (key) => storage.getItem(storedKey(key)),
    setItem: (key, value) => storage.setItem(storedKey(key), value),
    removeItem: (key) => storage.removeItem(storedKey(key)),
    key: (i) => storage.key(i),
    clear: () => storage.clear(),
    get length() {
      return storage.length
    }
  }
}

/**
 * The browser's localStorage, or null where reading it throws (storage blocked by privacy settings, sandboxed frames):
 * callers then keep their state in memory for this page view instead of failing. Keys are the page's store's own.
 */
export function localStore(win: { localStorage: Storage } | undefined = globalThis.window): Storage | null {
  try {
    const storage = win?.localStorage ?? null
    return storage && suffix ? scoped(storage) : storage
  } catch {
    return null
  }
}

/** This tab's sessionStorage, or null where reading it throws (as localStore). */
export function sessionStore(win: { sessionStorage: Storage } | undefined = globalThis.window): Storage | null {
  try {
    const storage = win?.sessionStorage ?? null
    return storage && suffix ? scoped(storage) : storage
  } catch {
    return null
  }
}
