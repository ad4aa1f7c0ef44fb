// Small stores of "already done" ids kept in localStorage, so a reload or a second tab never repeats a one-off action
// (a purchase counted twice inflates a store's revenue in every report).

const LIMIT = 50

function read(storage: Storage | null, key: string): string[] {
  try {
    const v: unknown = JSON.parse(storage?.getItem(key) ?? '[]')
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []
  } catch {
    return [] // corrupt value: start again rather than block every future purchase
  }
}

/** True the first time `id` is seen under `key` (and records it); false afterwards. Without storage: always true. */
export function firstTime(storage: Storage | null, key: string, id: string): boolean {
  const seen = read(storage, key)
  if (seen.includes(id)) return false
  try {
    storage?.setItem(key, JSON.stringify([...seen, id].slice(-LIMIT)))
  } catch {
    // full or blocked storage: count it now, dedup is best effort
  }
  return true
}
