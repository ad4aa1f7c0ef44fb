// Everything this suite keeps in the browser (storage and cookies) is kept per store: one origin may serve several
// stores (an agency's preview host, a marketplace), and one store's cart, session or drafts must never show in
// another. The page's context names its store once (scopeToStore); every key then carries the store id.

let suffix = ''
let named = false
let nameStore = (): unknown => undefined

/** Names the page's store: from now on every key this page stores under is that store's (the key, `_` and the store id). */
export function scopeToStore(storeId: number): void {
  named = true
  suffix = storeId > 0 ? `_${storeId}` : ''
}

/** How the page names its store (reading its settings) when storage is used first: the page context sets it. */
export function whenStorageUsed(fn: () => unknown): void {
  nameStore = fn
}

/** The name `key` is stored under for this page's store (the key itself before a store is named). */
export const storedKey = (key: string): string => {
  if (!named) nameStore()
  return key + suffix
}

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
    if (!named) nameStore()
    return storage && suffix ? scoped(storage) : storage
  } catch {
    return null
  }
}

/** The browser's localStorage with its keys as they are: for a key the theme named itself (`ecom:cart_key`). */
export function sharedLocalStore(win: { localStorage: Storage } | undefined = globalThis.window): Storage | null {
  try {
    return win?.localStorage ?? null
  } catch {
    return null
  }
}

/** This tab's sessionStorage, or null where reading it throws (as localStore). */
export function sessionStore(win: { sessionStorage: Storage } | undefined = globalThis.window): Storage | null {
  try {
    const storage = win?.sessionStorage ?? null
    if (!named) nameStore()
    return storage && suffix ? scoped(storage) : storage
  } catch {
    return null
  }
}
