// Builds dist/: the loader (storefront.js), the island chunks with content-hashed names, the label modules, core.js for
// theme scripts, dist/node/core.mjs for the demo's server, styles, types and editor manifests; then prints each size
// line against budgets.json and against the last commit (sizes.json), and fails when a line has less than 5 % room.
// Rolldown bundles the browser code: what ships together is the configuration below, applied to the module graph.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import * as esbuild from 'esbuild'
import { RUNTIME_MODULE_ID, rolldown } from 'rolldown'
import { PREACT_ALIAS } from './aliases.mjs'
import { groupOf, reach } from './scripts/ship-together.mjs'
import { hoistImports } from './scripts/hoist-imports.mjs'
import { buildLibrary } from './scripts/library.mjs'
import { versionLine } from './scripts/release-notes.mjs'
import { writeSettingsDocs } from './scripts/settings-docs.mjs'
import { writeSriManifest } from './scripts/sri-manifest.mjs'
import { chunkFileName, chunkTable, labelTable } from './scripts/chunk-table.mjs'
import { buildDevPlatform } from './scripts/dev-platform.mjs'
import { buildThemeReact, THEME_REACT } from './scripts/theme-react.mjs'
import { compare, markdown, printable, ROOM, roomOf } from './scripts/size-report.mjs'
import { readWidgets } from './scripts/widget-registry.mjs'
import { widgetLabels } from './scripts/widget-labels.mjs'
import { writeManifests } from './scripts/widget-manifest.mjs'

const root = new URL('.', import.meta.url).pathname
const dist = join(root, 'dist')
const read = (file) => readFileSync(join(root, file), 'utf8')
const pkg = JSON.parse(read('package.json'))

/** The modules the build starts from. A missing one fails the build. */
const ENTRIES = {
  loader: 'loader/index.ts',
  runtime: 'core/runtime.ts',
  // The customer session: the runtime chunk exports `session()`, which loads and starts it for storefront.ready().
  session: 'core/page/passport.ts',
  core: 'core/index.ts',
  styles: 'widgets/styles.css'
}

/**
 * What ships together. Every island chunk is a widget folder (widgets/<name>/island.tsx), or the widgets whose
 * registration names the same `bundle`. Shared code goes to the first group whose rule holds it; what no group holds
 * stays in the one chunk that uses it, or in a chunk of its own loaded on demand. A rule reads, for each module:
 * `runtime` ('static': the runtime imports it; 'dynamic': the runtime or the session load it on demand), `units` (the
 * island chunks that import it statically) and `app` (a widget registered `checkoutEnabled` reaches it under /app/).
 */
const GROUPS = [
  // Every page with a widget, first: framework, stores, settings, the islands' lifecycle.
  { name: 'runtime', holds: (m) => m.runtime === 'static' },
  // Every page too, /app/ included, evaluated in a task of its own: what the runtime loads at once on demand (analytics
  // adapter, consent, session) and code two island chunks share that /app/ runs (API client, login flow, cart lines).
  { name: 'app-shared', holds: (m) => m.runtime === 'dynamic' || (m.units.length > 1 && m.app) },
  // Storefront pages: code two or more island chunks share (the product card's parts).
  { name: 'store-shared', holds: (m) => m.units.length > 1 }
]

/**
 * Folders an /app/ widget loads on demand on rare visits only, so what they share with the storefront is not made
 * every /app/ page's cost: the account's pages (favourites show product cards) and the cart link's product reading
 * (/app/?product_id=…, the no-JavaScript form's landing). They load the store-shared chunk instead.
 */
const RARE_ON_APP = ['widgets/checkout/routes/account/', 'widgets/checkout/state/cart-link']

// Islands read their labels from per-widget modules (scripts/widget-labels.mjs); the whole-catalogue reader that unit
// tests use becomes `undefined` here, so no chunk holds a whole catalogue.
const WHOLE_CATALOGUE = '\0vitrine:whole-catalogue'
const RUNTIME = '\0vitrine:runtime'
const UNIT = '\0vitrine:unit:'
// Virtual modules name repository files by this prefix, never by absolute path: their text feeds the chunk hashes,
// and the same commit must build the same bytes from any checkout path.
const REPO = 'vitrine:repo/'
const repoPath = (file) => REPO + file

/** The browser build's own modules: the runtime entry, bundles, the catalogue stand-in, zod/mini without its JIT. */
const vitrineModules = (units) => ({
  name: 'vitrine modules',
  resolveId(source, importer) {
    if (source === RUNTIME || source.startsWith(UNIT)) return source
    if (source.startsWith(REPO)) return join(root, source.slice(REPO.length))
    if (source.endsWith('/whole-catalogue')) return WHOLE_CATALOGUE
    // Every `zod/mini` import of ours goes through core/zod-mini.ts, which turns zod's generated parsers off first.
    const wrapper = join(root, 'core/zod-mini.ts')
    if (source === 'zod/mini' && importer !== wrapper) return wrapper
  },
  load(id) {
    if (id === WHOLE_CATALOGUE) return 'export const wholeCatalogue = undefined'
    if (id === RUNTIME)
      return `export * from '${repoPath(ENTRIES.runtime)}'\nexport const session = () => import('${repoPath(ENTRIES.session)}').then((m) => m.startSession())`
    // A bundle: each member's island, and one `mount` that hands an element to its widget's (every island chunk has
    // the same shape, so the runtime imports a bundle like any widget's chunk).
    const unit = id.startsWith(UNIT) && units.find((u) => u.name === id.slice(UNIT.length))
    if (unit)
      return `${unit.widgets.map((w, i) => `import { mount as m${i} } from '${repoPath(`widgets/${w}/island.tsx`)}'`).join('\n')}
const islands = { ${unit.widgets.map((w, i) => `${JSON.stringify(w)}: m${i}`).join(', ')} }
export const mount = (el, lifecycle) => islands[el.getAttribute('data-widget')](el, lifecycle)`
  }
})

/** Rolldown's options for browser code. `react`: build against real React (the React flavour), not preact/compat. */
const browser = ({ input, react = false, define = {}, plugins = [] }) => ({
  input,
  cwd: root,
  platform: 'browser',
  // tsconfig's paths point react at preact/compat for the type checker; the React flavour must not follow them.
  tsconfig: !react,
  // Were symlinks resolved, a node_modules that is a link (a worktree sharing another checkout's) would reach preact
  // by two paths: two copies, and every hook broken.
  resolve: { alias: react ? {} : PREACT_ALIAS, symlinks: false },
  // The React flavour uses the theme's React (an import map or the theme's bundler), never a copy of its own.
  external: react ? Object.keys(THEME_REACT) : [],
  transform: {
    target: 'es2020',
    // tsconfig says the same for the default build.
    ...(react ? { jsx: { runtime: 'automatic', importSource: 'react' } } : {}),
    define: {
      'process.env.NODE_ENV': '"production"',
      __VITRINE_VERSION__: JSON.stringify(pkg.version),
      ...Object.fromEntries(Object.entries(define).map(([k, v]) => [k, JSON.stringify(v)]))
    }
  },
  plugins,
  preserveEntrySignatures: 'allow-extension',
  logLevel: 'warn'
})

// VITRINE_MODULE_COMMENTS=1 builds unminified, with each module's `//#region <path>` comment, for
// bench/page-composition.mjs to tell what each part of a page weighs. Never shipped: the budgets fail on it.
const minify = process.env.VITRINE_MODULE_COMMENTS !== '1'

/** Writes browser code into `dir`; returns Rolldown's output chunks. */
async function write(options, output) {
  const bundle = await rolldown(options)
  try {
    return (
      await bundle.write({
        format: 'es',
        minify,
        comments: minify ? false : { legal: false, annotation: false, jsdoc: false },
        ...output
      })
    ).output
  } finally {
    await bundle.close()
  }
}

/** The module graph the islands' build reaches, ids relative to the repository (virtual ones as they are). */
async function moduleGraph(options) {
  const graph = {}
  const id = (path) => (path.startsWith('\0') ? path : relative(root, path))
  const collect = {
    name: 'module graph',
    buildEnd() {
      for (const m of this.getModuleIds()) {
        const info = this.getModuleInfo(m)
        graph[id(m)] = { imports: info.importedIds.map(id), dynamicImports: info.dynamicallyImportedIds.map(id) }
      }
    }
  }
  const bundle = await rolldown({ ...options, plugins: [...options.plugins, collect] })
  await bundle.generate({ format: 'es' })
  await bundle.close()
  return graph
}

/** The islands, their labels and the loader, built into `dir` (dist/, or dist/react/ for the React flavour). */
async function buildIslands(dir, { widgets, units, writeRegistry }, react = false) {
  const input = { runtime: RUNTIME, ...Object.fromEntries(units.map((u) => [u.name, u.entry])) }
  const graph = await moduleGraph(browser({ input, react, plugins: [vitrineModules(units)] }))
  const labels = await widgetLabels(root, graph, Object.fromEntries(units.map((u) => [u.name, u])))
  const groups = groupOf(
    graph,
    {
      runtime: RUNTIME,
      session: ENTRIES.session,
      units: Object.fromEntries(units.map((u) => [u.name, u.entry])),
      app: units.filter((u) => u.app).map((u) => u.name),
      rare: RARE_ON_APP
    },
    GROUPS
  )
  const rel = (id) => (id.startsWith('\0') ? id : relative(root, id))
  const chunks = await write(
    browser({
      input,
      react,
      // The React flavour's labels modules are chunks of the graph, imported by literal name (scripts/chunk-table.mjs);
      // its chunks are placed by the theme's bundler, so their imports are left as written.
      plugins: [
        vitrineModules(units),
        ...(react ? [labelTable(labels.files, labels.version)] : [hoistImports(runtimeFirst)])
      ],
      define: { __VITRINE_LABELS__: labels.version, __VITRINE_LABELLED__: labels.labelled.join(' ') }
    }),
    {
      dir: join(dir, 'chunks'),
      // Six characters (36 bits) tell a chunk's versions apart: the loader inlines every island's name, and a
      // hash is what gzip cannot shorten.
      entryFileNames: '[name]-[hash:6].js',
      chunkFileNames: react ? chunkFileName : '[name]-[hash].js',
      // Rolldown's own helpers (module interop) go with the runtime, which every page loads first. The React flavour
      // (no page budget) keeps Rolldown's automatic chunking.
      codeSplitting: react || {
        groups: GROUPS.map((g, i) => ({
          name: g.name,
          priority: GROUPS.length - i,
          test: (id) => groups.get(rel(id)) === g.name || (i === 0 && id === RUNTIME_MODULE_ID)
        }))
      }
    }
  )
  if (!react) for (const [file, text] of Object.entries(labels.files)) writeFileSync(join(dir, 'chunks', file), text)
  const stem = (name) => chunks.find((c) => c.isEntry && c.name === name).fileName.slice(0, -'.js'.length)
  const unitOf = (w) => units.find((u) => u.widgets.includes(w.name)).name
  // The loader: esbuild, one small file with no imports. Its line holds for a suite of 16 widgets whatever this
  // branch has: `proof` builds it with dummies added, not written, to be measured.
  // ES2021 for the loader only (its `??=`): every browser the README supports has it, and each byte counts here.
  const loader = (list, write = true) =>
    esbuild.build({
      entryPoints: { storefront: join(root, ENTRIES.loader) },
      ...{ outdir: dir, write, bundle: true, format: 'esm', target: 'es2021', minify: true, logLevel: 'warning' },
      // The React flavour's loader imports its chunks by literal name, for the theme's bundler to follow.
      plugins: react ? [chunkTable(list.map((w) => w.bundle).concat(stem('runtime')))] : [],
      define: {
        __VITRINE_RUNTIME__: JSON.stringify(stem('runtime')),
        __VITRINE_WARM__: JSON.stringify(react ? '' : warmWithRuntime(chunks)),
        __VITRINE_REGISTRY__: JSON.stringify(writeRegistry(list))
      }
    })
  await loader(widgets.map((w) => ({ ...w, bundle: stem(unitOf(w)) })))
  const dummy = (name) => ({ name, load: 'visible', checkoutEnabled: false, bundle: `${name}-Ab12Cd` })
  const fill = Array.from({ length: Math.max(0, 16 - widgets.length) }, (_, i) => dummy(`dummy-widget-${i}`))
  const proof = await loader([...widgets.map((w) => ({ ...w, bundle: 'storefront-Ab12Cd' })), ...fill], false)
  return { chunks, labels, proof: proof.outputFiles[0].contents }
}

/**
 * The chunks every page loads with the runtime, as stems: the shared group the runtime imports at once, and what it
 * and the runtime import. The loader asks for them with the runtime, not a round of requests (or two) later, each
 * found only once the one before was read. Not the React flavour's: a theme's bundler places its chunks.
 */
function warmWithRuntime(chunks) {
  const graph = Object.fromEntries(chunks.filter((c) => c.type === 'chunk').map((c) => [c.fileName, c]))
  const first = runtimeFirst(chunks)
  const withRuntime = reach(graph, first)
  withRuntime.delete(first[0])
  return [...withRuntime].map((f) => f.slice(0, -'.js'.length)).join(' ')
}

/** The runtime's chunk, then the shared group it imports at once: what has run before any island's chunk is imported. */
function runtimeFirst(chunks) {
  const runtime = chunks.find((c) => c.isEntry && c.name === 'runtime')
  const shared = chunks.find((c) => c.name === 'app-shared' && runtime.dynamicImports.includes(c.fileName))
  return [runtime.fileName, ...(shared ? [shared.fileName] : [])]
}

const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length

/**
 * The size lines, gzip bytes: one per file every page may load (loader, runtime, shared groups, each island chunk,
 * styles), the largest chunk loaded on demand and the largest label module, core.js, the React flavour's runtime.
 */
function sizeLines(islands, react, loader) {
  const size = (dir) => (file) => gzip(readFileSync(join(dir, file)))
  const [own, flavour] = [size(join(dist, 'chunks')), size(join(dist, 'react', 'chunks'))]
  const lines = { loader: gzip(loader) }
  const shared = islands.chunks.filter((c) => c.isEntry || GROUPS.some((g) => g.name === c.name))
  for (const c of shared) lines[`${c.isEntry ? 'chunk' : 'group'}:${c.name}`] = own(c.fileName)
  const lazy = islands.chunks.filter((c) => !shared.includes(c)).map((c) => [c.fileName, own(c.fileName)])
  lines.lazy = Math.max(...lazy.map(([, n]) => n))
  lines.labels = Math.max(...Object.keys(islands.labels.files).map(own))
  lines.css = size(dist)('storefront.css')
  lines.core = size(dist)('core.js')
  // The React flavour (no budget): what a storefront page loads statically with the runtime and the storefront bundle.
  const graph = Object.fromEntries(react.chunks.map((c) => [c.fileName, { imports: c.imports, dynamicImports: [] }]))
  const entry = (name) => react.chunks.find((c) => c.isEntry && c.name === name).fileName
  const reached = reach(graph, [entry('runtime'), entry('storefront')])
  lines['react:page'] = [...reached].reduce((n, f) => n + flavour(f), 0)
  return { lines, lazy }
}

/**
 * Prints each line against its ceiling and its figure in the last commit's sizes.json; with --sizes (or --docs)
 * writes sizes.json, and with --docs the table in docs/budgets.md. Returns the lines left with too little room.
 */
function report({ lines, lazy }) {
  const budgets = JSON.parse(read('budgets.json'))
  const committed = spawnSync('git', ['show', 'HEAD:sizes.json'], { cwd: root, encoding: 'utf8' })
  const result = compare(lines, budgets.chunks, committed.status === 0 ? JSON.parse(committed.stdout) : {})
  console.log(`\n${printable(result)}\n\nchunks loaded on demand: ${lazy.map(([f, n]) => `${f} ${n}`).join(', ')}\n`)
  const docs = process.argv.includes('--docs')
  if (docs || process.argv.includes('--sizes'))
    writeFileSync(join(root, 'sizes.json'), `${JSON.stringify(lines, null, 2)}\n`)
  if (docs) {
    const [head, rest] = read('docs/budgets.md').split(TABLE[0])
    writeFileSync(
      join(root, 'docs/budgets.md'),
      `${head}${TABLE[0]}\n${markdown(result, budgets.pages)}\n${TABLE[1]}${rest.split(TABLE[1])[1]}`
    )
  }
  return result.broken.map(
    (r) => `${r.name}: ${r.bytes} B gzip leaves ${roomOf(r.bytes, r.ceiling)} % under its ${r.ceiling} B ceiling`
  )
}
const TABLE = ['<!-- sizes:start (node build.mjs --docs) -->', '<!-- sizes:end -->']

export async function build() {
  rmSync(dist, { recursive: true, force: true })
  for (const file of Object.values(ENTRIES))
    if (!existsSync(join(root, file))) throw new Error(`build entry ${file} is missing`)
  const suite = await readWidgets(root, (name) => UNIT + name)
  const islands = await buildIslands(dist, suite)
  // The same islands against real React 19 (dist/react/, with its own loader), for a theme that already ships React.
  const react = await buildIslands(join(dist, 'react'), suite, true)
  await buildThemeReact(root, join(dist, 'demo', 'react'))
  await buildLibrary(root, dist, ENTRIES)
  // The local platform `vitrine dev` runs (cli/dev.mjs), from the package alone.
  await buildDevPlatform(root, dist)
  writeManifests({
    outdir: dist,
    root,
    registry: Object.fromEntries(suite.widgets.map((w) => [w.name, w])),
    schemas: suite.schemas,
    loads: suite.loads,
    items: suite.itemAttributes,
    attributeName: suite.attributeName,
    docs: process.argv.includes('--docs')
  })
  writeSriManifest(dist, pkg.version)
  if (process.argv.includes('--docs')) await writeSettingsDocs(root)
  return sizeLines(islands, react, islands.proof)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // The version the build stamps (storefront.version, manifest.json), and what it holds beyond that release.
  console.log(versionLine(pkg.version, read('CHANGELOG.md')))
  const failures = report(await build())
  if (failures.length) {
    console.error(`Budget broken (each line keeps ${ROOM * 100} % room; docs/budgets.md):\n  ${failures.join('\n  ')}`)
    process.exit(1)
  }
}
