// The browser session's storage for what the shopper typed (never card data): a reload keeps it; closing the
// browser forgets it. Blocked storage just means the draft lives for this page view. Keys are the store's own.
import { sessionStore } from '#core/storage'

export function readJson(key: string): unknown {
  try {
    const raw = sessionStore()?.getItem(key)
    return raw ? JSON.parse(raw) : undefined
  } catch {
    return undefined
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    if (value === undefined) sessionStore()?.removeItem(key)
    else sessionStore()?.setItem(key, JSON.stringify(value))
  } catch {
    // Quota or privacy mode: keep working in memory.
  }
}
