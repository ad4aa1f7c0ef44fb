// A chunk loaded on demand (a route, the minicart's drawer) is run once every chunk it imports, and every chunk those
// import, has arrived; the browser finds each level of imports only by reading the one before, so a route three
// imports deep took four round trips. Each such chunk names, at its top, the chunks its imports need that its
// importer has not loaded already: once it is read, they are all asked for at once (two round trips however deep).
// Rollup does this for entry chunks (hoistTransitiveImports); Rolldown does not.
import { reach } from './ship-together.mjs'

/**
 * The imports to add at the top of each chunk loaded by `import()`: the chunks its static imports reach, less those
 * every importer of it has loaded, in the order the browser runs them, so adding them changes no module's turn. An
 * island's chunk (an entry) is imported by the loader once `first` (the runtime and what it loads at once) has run. A
 * chunk whose reach loops is left as it is (an added import could change the order inside the loop), and so is one
 * whose imports are all direct already.
 * @param {Record<string, { imports: string[]; dynamicImports: string[]; isEntry?: boolean }>} chunks
 * @param {string[]} first
 * @returns {Record<string, string[]>}
 */
export function hoistedImports(chunks, first) {
  // An importer has run: it and everything it reaches by static imports are loaded.
  const byLoader = reach(chunks, first)
  // What has run before each chunk loaded on demand, one set per importer.
  const before = new Map()
  const importedAfter = (target, loaded) => before.set(target, [...(before.get(target) ?? []), loaded])
  for (const [file, c] of Object.entries(chunks)) {
    for (const d of c.dynamicImports) importedAfter(d, reach(chunks, file))
    if (c.isEntry && !first.includes(file)) importedAfter(file, byLoader)
  }
  /** @type {Record<string, string[]>} */
  const hoisted = {}
  for (const [file, sets] of before) {
    if (!chunks[file]) continue
    const [one, ...others] = sets
    const loaded = new Set([...one].filter((f) => others.every((s) => s.has(f))))
    const order = runOrder(chunks, file, loaded)
    if (!order) continue
    const direct = new Set(chunks[file].imports)
    if (order.some((f) => !direct.has(f))) hoisted[file] = order
  }
  return hoisted
}

/** The chunks `file` imports, directly or not, outside `loaded`, in the order they run; null when their imports loop. */
function runOrder(chunks, file, loaded) {
  const order = []
  const state = new Map([[file, 'open']])
  let loops = false
  const visit = (f) => {
    for (const d of chunks[f]?.imports ?? []) {
      if (loaded.has(d)) continue
      if (state.get(d) === 'open') loops = true
      if (state.has(d)) continue
      state.set(d, 'open')
      visit(d)
      state.set(d, 'done')
      order.push(d)
    }
  }
  visit(file)
  return loops ? null : order
}

/**
 * The Rolldown plugin: adds the imports `hoistedImports` names, as `import"./x.js";`, to each chunk's code as it is
 * rendered, so the chunk's hash covers them. `first`: given the bundle's chunks, the files the loader has run before
 * any island's chunk.
 */
export const hoistImports = (first) => {
  /** @type {Record<string, string[]> | undefined} */
  let hoisted
  return {
    name: 'hoist transitive imports',
    renderStart() {
      hoisted = undefined
    },
    renderChunk(code, chunk, _, { chunks }) {
      hoisted ??= hoistedImports(chunks, first(Object.values(chunks)))
      const imports = hoisted[chunk.fileName]
      return imports ? imports.map((f) => `import"./${f}";`).join('') + code : null
    }
  }
}
