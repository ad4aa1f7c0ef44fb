// The shared code as three files, each exporting only the names imported from it: the runtime chunk (what the runtime
// imports statically: framework, stores, settings, labels), the app-shared chunk (what the runtime loads on demand on
// every page — the analytics adapter, consent, the session — and modules two or more island chunks load that an /app/
// page uses too: API client, login flow, cart lines) and the storefront-shared chunk (modules only storefront widgets
// share: the product card's parts). Each is evaluated in a task of its own, so no page pays one long task for all.
//
// Why: esbuild cuts shared code into one chunk per set of entries that reach it, so a page with a dozen widgets used
// to fetch sixty files, most under 1 KB, in an import waterfall (each file's imports are found only once it arrives),
// and paid gzip's per-file cost sixty times. Here the islands are built with those modules left out (imported from
// `BASE?m=<index>`, a placeholder), each shared file is then built exporting exactly the names imported from it
// (tree-shaken like any bundle), and the placeholders are pointed at it.

/**
 * Output files a chunk reaches, itself included: static imports, and dynamic ones when `dynamic` (a function: only the
 * dynamic imports of files it accepts).
 */
function reach(outputs, file, dynamic, seen = new Set()) {
  if (seen.has(file) || !outputs[file]) return seen
  seen.add(file)
  for (const i of outputs[file].imports)
    if (
      i.kind === 'import-statement' ||
      (dynamic && i.kind === 'dynamic-import' && (dynamic === true || dynamic(i.path)))
    )
      reach(outputs, i.path, dynamic, seen)
  return seen
}

const inputsOf = (outputs, files) => new Set([...files].flatMap((f) => Object.keys(outputs[f].inputs)))

/**
 * Modules and everything they import, statically or on demand: a shared file is built as one bundle, so what its
 * modules load on demand is inside it too, and must be taken from there by the islands (one copy of each module).
 */
function closed(inputs, modules, dynamic = true) {
  const out = new Set()
  const add = (m) => {
    if (out.has(m) || !inputs[m]) return
    out.add(m)
    for (const i of inputs[m].imports) if (!i.external && (dynamic || i.kind !== 'dynamic-import')) add(i.path)
  }
  modules.forEach(add)
  return out
}

/**
 * The modules of the three shared files, from a build where every widget is an entry of its own (`metafile`), as one
 * list and each module's file: 0 the runtime chunk, 1 the app-shared chunk, 2 the storefront-shared chunk.
 * `units`: island chunk name -> its widgets; `everywhere`: the units that run under /app/ too; `entryFile(name)`: the
 * output of the runtime's, the session's or a widget's entry; `aside(module)`: true for the modules of /app/ parts
 * loaded on demand that should not make every page pay for what they share with the storefront (the account's pages
 * show product cards: the card's code stays in the storefront-shared file, which they then load).
 * @param {(module: string) => boolean} [aside]
 */
export function baseModules(metafile, units, entryFile, everywhere, aside = () => false) {
  const outputs = metafile.outputs
  const always = [
    ...inputsOf(outputs, reach(outputs, entryFile('runtime'), true)),
    ...inputsOf(outputs, reach(outputs, entryFile('session'), true))
  ]
  const users = new Map()
  for (const [unit, widgets] of Object.entries(units)) {
    const files = new Set()
    for (const w of widgets) reach(outputs, entryFile(w), false, files)
    for (const i of inputsOf(outputs, files)) users.set(i, [...(users.get(i) ?? []), unit])
  }
  // What the units that run under /app/ load at all, on demand included (the cart route's price lines).
  const appFiles = new Set()
  const notAside = (file) => !Object.keys(outputs[file]?.inputs ?? {}).some(aside)
  for (const unit of everywhere) for (const w of units[unit]) reach(outputs, entryFile(w), notAside, appFiles)
  const appModules = inputsOf(outputs, appFiles)
  const shared = [...users].filter(([, u]) => u.length >= 2).map(([i]) => i)
  // The runtime chunk is what the runtime imports statically; what it loads on demand (the analytics adapter, the
  // session for storefront.ready()) waits in the app-shared chunk, evaluated in a task of its own.
  const runtime = closed(metafile.inputs, [outputs[entryFile('runtime')].entryPoint], false)
  const app = new Set(
    [...closed(metafile.inputs, [...always, ...shared.filter((i) => appModules.has(i))])].filter((i) => !runtime.has(i))
  )
  const common = [...closed(metafile.inputs, shared)].filter((i) => !runtime.has(i) && !app.has(i))
  // Only real modules: not esbuild's virtual ones (the label catalogue stand-in).
  const layers = [runtime, app, common].map((list) => [...list].filter((i) => /\.[cm]?[jt]sx?$/.test(i)).sort())
  return { modules: layers.flat(), file: layers.flatMap((list, n) => list.map(() => n)) }
}

const PLACEHOLDER = /^BASE\?[md]=(\d+)$/
const DYNAMIC = /import\(\s*"BASE\?d=(\d+)"\s*\)/g

/**
 * esbuild plugin for the islands' build: an import of a base module stays out, as `BASE?m=<its index>` (`BASE?d=…`
 * when imported on demand).
 */
export function leaveBaseOut(modules, root, leave = () => true) {
  const index = new Map(modules.map((m, i) => [`${root}/${m}`.replace(/\/+/g, '/'), i]).filter(([, i]) => leave(i)))
  return {
    name: 'shared modules left out',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (a) => {
        if (a.pluginData?.inner || a.kind === 'entry-point' || PLACEHOLDER.test(a.path)) return undefined
        const r = await b.resolve(a.path, {
          kind: a.kind,
          resolveDir: a.resolveDir,
          importer: a.importer,
          pluginData: { inner: true }
        })
        const i = index.get(r.path)
        if (r.errors.length || i === undefined) return undefined
        // Loaded on demand: already on the page with its shared file, which hands over the module's namespace.
        return { path: `BASE?${a.kind === 'dynamic-import' ? 'd' : 'm'}=${i}`, external: true }
      })
    }
  }
}

// An import of a placeholder: default and named, or a namespace, or bare (for its effects).
const IMPORT =
  /import\s*(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\}|\*\s*as\s*([\w$]+))?\s*from\s*"BASE\?m=(\d+)"|import\s*"BASE\?m=(\d+)"/g

/** `{ a, b as c }` -> [['a', 'a'], ['b', 'c']] (imported name, local name). */
const specifiers = (list = '') =>
  list
    .split(',')
    .filter((p) => p.trim())
    .map((p) => {
      const [name, local = name] = p.trim().split(/\s+as\s+/)
      return [name, local]
    })

/**
 * What code imports from each shared module, read from it built without minified names (`texts`):
 * index -> { named: Set, props: Set, whole }, `props` being the exports read from a namespace import (`import * as z`,
 * then `z.object`), `whole` true when it is imported on demand. `exportsOf(index)`: a module's export names; a
 * namespace's properties are matched against them, so a local variable that happens to share its name (bundled code
 * is full of short names) only keeps an export that exists. `used`: a map to add to.
 */
export function usedNames(texts, exportsOf, used = new Map()) {
  const of = (i) => used.get(i) ?? used.set(i, { named: new Set(), props: new Set(), whole: false }).get(i)
  for (const text of texts) {
    for (const [, i] of text.matchAll(DYNAMIC)) of(+i).whole = true
    for (const [, dflt, named, ns, i] of text.matchAll(IMPORT)) {
      if (i === undefined) continue
      if (dflt) of(+i).named.add('default')
      for (const [name] of specifiers(named)) of(+i).named.add(name)
      if (!ns) continue
      const reads = new Set(
        [...text.matchAll(new RegExp(`(?<![\\w$.])${ns.replace(/\$/g, '\\$')}\\.([\\w$]+)`, 'g'))].map((m) => m[1])
      )
      for (const name of exportsOf(+i)) if (reads.has(name)) of(+i).props.add(name)
    }
  }
  return used
}

/** The readable export name of module `i`'s `name` in a shared file (tests read these). */
export const readableName = (i, name) => `b${i}_${name}`

const FIRST = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_'
const NEXT = `${FIRST}0123456789`

/**
 * Short export names for the shipped build: `$a`, `$b`, … `$a0`…, one per (module, name), the same for every file
 * and chunk of one build (a shared file's export list and every chunk's imports from it name hundreds of these; the
 * readable `b184_Product` form cost about 1 KB gzip per page). The `$` keeps them apart from the runtime's own export
 * names and the `n<i>` / `d<i>` namespaces.
 */
export function shortNames() {
  const names = new Map()
  return (i, name) => {
    const key = `${i}:${name}`
    let short = names.get(key)
    if (short === undefined) {
      let k = names.size
      short = `$${FIRST[k % FIRST.length]}`
      for (k = Math.floor(k / FIRST.length); k > 0; k = Math.floor(k / NEXT.length)) short += NEXT[--k % NEXT.length]
      names.set(key, short)
    }
    return short
  }
}

/**
 * A shared file's entry: each used name of its modules (`mine(index)`) under `exportName(index, name)`; the runtime
 * chunk's also the runtime's own exports (the loader's side) and `session()`, which loads the session for
 * storefront.ready().
 */
export function baseSource(modules, used, mine, runtime, exportName = readableName) {
  const lines = runtime
    ? ["export * from './core/runtime.ts'", "export const session = () => import('./core/page/passport.ts')"]
    : []
  for (const [i, { named, props, whole }] of [...used].sort((a, b) => a[0] - b[0])) {
    if (!mine(i)) continue
    const path = `./${modules[i]}`
    // What an island imports on demand is read from the module's whole namespace (its uses are not followed).
    if (whole) lines.push(`export * as d${i} from '${path}'`)
    if (named.size)
      lines.push(`export { ${[...named].map((n) => `${n} as ${exportName(i, n)}`).join(', ')} } from '${path}'`)
    if (props.size) {
      lines.push(`import { ${[...props].map((n) => `${n} as n${i}_${n}`).join(', ')} } from '${path}'`)
      lines.push(`export const n${i} = { ${[...props].map((n) => `${n}: n${i}_${n}`).join(', ')} }`)
    }
  }
  return lines.length ? `${lines.join('\n')}\n` : ''
}

/**
 * Points a chunk's placeholder imports at the shared files (`fileOf(index)`: `<name>.js`), with the names they export:
 * one import statement per shared file, at the top (esbuild writes one per module, dozens in a large chunk).
 */
export function linkBase(text, fileOf, exportName = readableName) {
  const statement = new RegExp(`(?:${IMPORT.source});?`, 'g')
  const names = new Map()
  const of = (file) => names.get(file) ?? names.set(file, []).get(file)
  const linked = text
    .replace(DYNAMIC, (_, i) => `import("./${fileOf(+i)}").then(m=>m.d${i})`)
    .replace(statement, (_, dflt, named, ns, i, bare) => {
      if (bare !== undefined) of(fileOf(+bare))
      else {
        const parts = of(fileOf(+i))
        if (dflt) parts.push(`${exportName(+i, 'default')} as ${dflt}`)
        if (ns) parts.push(`n${i} as ${ns}`)
        else parts.push(...specifiers(named).map(([name, local]) => `${exportName(+i, name)} as ${local}`))
      }
      return ''
    })
  if (linked.includes('"BASE?')) throw new Error('a use of a shared file that cannot be linked')
  const statements = [...names].map(([file, parts]) =>
    parts.length ? `import{${parts.join(',')}}from"./${file}";` : `import"./${file}";`
  )
  return statements.join('') + linked
}
