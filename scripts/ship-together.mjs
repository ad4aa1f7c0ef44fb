// What ships together, decided on the module graph (not on built output): pure functions that build.mjs hands the
// bundler's graph to. A graph is `{ [module]: { imports: string[], dynamicImports: string[] } }`, module ids relative
// to the repository root.

/** Modules reached from `from` (itself included): static imports, and dynamic ones when `dynamic`; never enters `stop`. */
export function reach(graph, from, { dynamic = false, stop = new Set(), into = new Set() } = {}) {
  const walk = (id) => {
    if (into.has(id) || stop.has(id) || !graph[id]) return
    into.add(id)
    for (const next of graph[id].imports) walk(next)
    if (dynamic) for (const next of graph[id].dynamicImports) walk(next)
  }
  for (const id of [from].flat()) walk(id)
  return into
}

/**
 * What the group rules read of each module: `runtime` ('static' when the runtime entry imports it statically,
 * 'dynamic' when the runtime or the session reach it on demand), `units` (the island chunks that import it statically)
 * and `app` (an island chunk that runs under /app/ reaches it, on demand included, outside its `rare` folders).
 * `entries`: { runtime, session, units: { [unit]: entry id }, app: unit names, rare: folder prefixes }.
 */
export function moduleFacts(graph, entries) {
  const facts = new Map()
  const of = (id) => facts.get(id) ?? facts.set(id, { runtime: undefined, units: [], app: false }).get(id)
  const rare = new Set(Object.keys(graph).filter((id) => entries.rare.some((folder) => id.startsWith(folder))))
  for (const id of reach(graph, [entries.runtime, entries.session], { dynamic: true })) of(id).runtime = 'dynamic'
  for (const id of reach(graph, entries.runtime)) of(id).runtime = 'static'
  for (const [unit, entry] of Object.entries(entries.units))
    for (const id of reach(graph, entry)) of(id).units.push(unit)
  for (const unit of entries.app)
    for (const id of reach(graph, entries.units[unit], { dynamic: true, stop: rare })) of(id).app = true
  return facts
}

/**
 * Each module's group: the first of `groups` ({ name, holds(facts) }) whose rule holds it, or none (the bundler then
 * places it: in the one chunk that uses it, or a chunk loaded on demand). Module -> group name.
 */
export function groupOf(graph, entries, groups) {
  const out = new Map()
  for (const [id, facts] of moduleFacts(graph, entries)) {
    const group = groups.find((g) => g.holds(facts))
    if (group) out.set(id, group.name)
  }
  return out
}

/**
 * A unit's label parts: each folder under a member widget's `routes/` is a part named `<widget>-<folder>`, rooted at
 * the modules of that folder some module imports on demand (they load with their route). Part name -> its roots.
 */
export function labelParts(graph, widgets) {
  const parts = {}
  const lazy = new Set(Object.values(graph).flatMap((m) => m.dynamicImports))
  for (const id of lazy)
    for (const w of widgets) {
      const prefix = `widgets/${w}/routes/`
      const folder = id.startsWith(prefix) ? id.slice(prefix.length).split('/') : []
      if (folder.length > 1) (parts[`${w}-${folder[0]}`] ??= []).push(id)
    }
  return parts
}

/**
 * The modules whose labels each labels module holds: a unit's own (what its entry reaches, on demand included, outside
 * its parts) and each part's (what its roots reach, short of other parts' roots). `units`: { [unit]: { entry,
 * widgets } }. Name -> modules.
 * @returns {Record<string, Set<string>>}
 */
export function labelModules(graph, units) {
  /** @type {Record<string, Set<string>>} */
  const out = {}
  for (const [unit, { entry, widgets }] of Object.entries(units)) {
    const parts = labelParts(graph, widgets)
    out[unit] = reach(graph, entry, { dynamic: true, stop: new Set(Object.values(parts).flat()) })
    // A part that loads another part ahead (the checkout warming the confirmation) stops there: that part's own
    // labels module comes with it.
    for (const [part, roots] of Object.entries(parts)) {
      const others = new Set(Object.entries(parts).flatMap(([p, r]) => (p === part ? [] : r)))
      out[part] = reach(graph, roots, { dynamic: true, stop: others })
    }
  }
  return out
}
