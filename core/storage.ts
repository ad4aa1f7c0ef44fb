/**
 * The browser's localStorage, or null where reading it throws (storage blocked by privacy settings, sandboxed frames):
 * callers then keep their state in memory for this page view instead of failing.
 */
export function localStore(win: { localStorage: Storage } | undefined = globalThis.window): Storage | null {
  try {
    return win?.localStorage ?? null
  } catch {
    return null
  }
}

/** This tab's sessionStorage, or null where reading it throws (as localStore). */
export function sessionStore(win: { sessionStorage: Storage } | undefined = globalThis.window): Storage | null {
  try {
    return win?.sessionStorage ?? null
  } catch {
    return null
  }
}
