import { LOAD_STRATEGIES, type LoadStrategy } from '../core/widget'

/** Widget name -> [default strategy, runs under /app/, the chunk file it ships in (without .js)]. */
export type Registry = Record<string, [LoadStrategy, 0 | 1, string]>

/**
 * Reads the registry build.mjs inlines as one string, a few bytes per widget so the loader stays small however many
 * widgets the suite has: one group per chunk file, `chunk:SCNAME,SCNAME;chunk:…`, where the chunk is the file's name
 * (`storefront-Ab12Cd`, its content hash included), S the default strategy's index in LOAD_STRATEGIES and C 1 when
 * the widget runs under /app/. Each chunk name is written once (its hash cannot be compressed), and a widget named
 * like its own chunk (`countdown` in `countdown-CQl921`) has an empty NAME: the chunk's name without its last 7
 * characters, the `-` and the 6-character hash.
 */
export function readRegistry(data: string): Registry {
  // No prototype: a widget named "constructor" or "__proto__" must read as unknown, not as Object's own.
  const registry: Registry = Object.create(null)
  for (const group of data.split(';')) {
    const [chunk, members] = group.split(':') as [string, string]
    for (const m of members.split(','))
      registry[m.slice(2) || chunk.slice(0, -7)] = [LOAD_STRATEGIES[+m[0]!]!, +m[1]! as 0 | 1, chunk]
  }
  return registry
}

/** The build's side of readRegistry. */
export function writeRegistry(
  widgets: { name: string; load: LoadStrategy; checkoutEnabled: boolean; bundle?: string }[]
) {
  const groups = new Map<string, string[]>()
  for (const w of widgets) {
    const chunk = w.bundle ?? w.name
    const name = chunk.slice(0, -7) === w.name ? '' : w.name
    groups.set(chunk, [
      ...(groups.get(chunk) ?? []),
      `${LOAD_STRATEGIES.indexOf(w.load)}${w.checkoutEnabled ? 1 : 0}${name}`
    ])
  }
  return [...groups].map(([chunk, members]) => `${chunk}:${members.join(',')}`).join(';')
}
