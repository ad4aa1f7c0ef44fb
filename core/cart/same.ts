// Structural equality for JSON data (carts, lines). Key order is ignored because two tabs may build the same line
// with its keys in a different order; arrays keep their order because item order is shown to the shopper.

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable)
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(value).sort()) {
      const field = (value as Record<string, unknown>)[key]
      if (field !== undefined) out[key] = stable(field)
    }
    return out
  }
  return value
}

/** A canonical JSON text: equal texts mean equal data, whatever the key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(stable(value)) ?? 'undefined'
}

/** Whether two JSON values (e.g. two carts) hold the same data. */
export function sameJson(a: unknown, b: unknown): boolean {
  return a === b || canonicalJson(a) === canonicalJson(b)
}
