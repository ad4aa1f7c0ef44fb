// The browser session's storage for what the shopper typed (never card data): a reload keeps it; closing the
// browser forgets it. Blocked storage just means the draft lives for this page view.

export function readJson(key: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(key)
    return raw ? JSON.parse(raw) : undefined
  } catch {
    return undefined
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    if (value === undefined) window.sessionStorage.removeItem(key)
    else window.sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Quota or privacy mode: keep working in memory.
  }
}
