import { LOAD_STRATEGIES, type LoadStrategy } from '../core/widget'

/** Widget name -> [default strategy, runs under /app/, the chunk file it ships in (without .js)]. */
export type Registry = Record<string, [LoadStrategy, 0 | 1, string]>

/**
 * Reads the registry build.mjs inlines as one string, a few bytes per widget so the loader stays small however many
 * widgets the suite has: `name=SCbundle,…` where S is the default strategy's index in LOAD_STRATEGIES, C is 1 when the
 * widget runs under /app/, and the rest names the chunk file it ships in (`storefront-Ab12Cd34`, its content hash
 * included; none: the widget's own name).
 */
export function readRegistry(data: string): Registry {
  // No prototype: a widget named "constructor" or "__proto__" must read as unknown, not as Object's own.
  const registry: Registry = Object.create(null)
  for (const entry of data.split(',')) {
    const [name, v] = entry.split('=') as [string, string]
    registry[name] = [LOAD_STRATEGIES[+v[0]!]!, +v[1]! as 0 | 1, v.slice(2) || name]
  }
  return registry
}

/** The build's side of readRegistry. */
export function writeRegistry(
  widgets: { name: string; load: LoadStrategy; checkoutEnabled: boolean; bundle?: string }[]
) {
  return widgets
    .map((w) => `${w.name}=${LOAD_STRATEGIES.indexOf(w.load)}${w.checkoutEnabled ? 1 : 0}${w.bundle ?? ''}`)
    .join(',')
}
