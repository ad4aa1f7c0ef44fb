// Builds dist/: the stable loader entry (storefront.js) and content-hashed island chunks, prints every output's raw and
// gzip size, and fails when budgets.json is broken.
import * as esbuild from 'esbuild'
import { gzipSync } from 'node:zlib'
import { readFileSync, readdirSync, renameSync, rmSync, existsSync, writeFileSync, mkdirSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { join, relative } from 'node:path'
import { writeManifests } from './scripts/widget-manifest.mjs'
import { PREACT_ALIAS } from './aliases.mjs'
import { widgetLabels } from './scripts/widget-labels.mjs'
import { baseModules, baseSource, leaveBaseOut, linkBase, shortNames, usedNames } from './scripts/base-chunk.mjs'

const root = new URL('.', import.meta.url).pathname
const outdir = join(root, 'dist')
const budgets = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8'))
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))

// VITRINE_MODULE_COMMENTS=1 keeps line breaks and esbuild's `// path` comment before each module, for
// bench/page-composition.mjs to tell what each part of a page weighs. Never shipped: the budgets fail on it.
const moduleComments = process.env.VITRINE_MODULE_COMMENTS === '1'
const common = {
  bundle: true,
  // tsconfig's paths point react at ./node_modules/preact/compat. Were symlinks resolved, a node_modules that is a
  // link (a worktree sharing another checkout's) would reach preact by two paths: two copies, and every hook broken.
  preserveSymlinks: true,
  format: 'esm',
  target: 'es2020',
  ...(moduleComments ? { minifySyntax: true, minifyIdentifiers: true } : { minify: true }),
  legalComments: 'none',
  jsx: 'automatic',
  jsxImportSource: 'react',
  // The islands are written against the React API; the shipped build runs them on preact/compat.
  alias: PREACT_ALIAS,
  define: { 'process.env.NODE_ENV': '"production"', __VITRINE_VERSION__: JSON.stringify(pkg.version) },
  metafile: true,
  logLevel: 'warning'
}

const widgetNames = readdirSync(join(root, 'widgets'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(root, 'widgets', d.name, 'island.tsx')))
  .map((d) => d.name)

/**
 * Every widget folder's registration.ts, read at build time (a widget is registered by existing: no shared list to
 * edit). The data is inlined into the loader, which so carries no module code for it.
 */
let writeRegistry
let optionSchemas = {}
const optionsExport = (name) => `o_${name.replace(/\W/g, '_')}`
export async function readRegistry() {
  const contents =
    widgetNames.map((n, i) => `export { registration as r${i} } from './widgets/${n}/registration'`).join('\n') +
    `\nexport { writeRegistry } from './loader/registry'\nexport { toJSONSchema, object } from 'zod/mini'` +
    widgetNames
      .map((n) =>
        existsSync(join(root, 'widgets', n, 'options.ts'))
          ? `\nexport { options as ${optionsExport(n)}, docs as ${optionsExport(n)}_docs } from './widgets/${n}/options'`
          : ''
      )
      .join('')
  const out = await esbuild.build({
    ...common,
    metafile: false,
    stdin: { contents, resolveDir: root, loader: 'ts' },
    write: false
  })
  const mod = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].contents).toString('base64')}`)
  const registry = {}
  writeRegistry = mod.writeRegistry
  // Each widget's option schema as JSON Schema (input side: what a theme writes), for the editor manifest.
  optionSchemas = Object.fromEntries(
    widgetNames
      .filter((n) => mod[optionsExport(n)])
      .map((n) => {
        const shape = mod[optionsExport(n)]
        const schema = mod.toJSONSchema(mod.object(shape), { io: 'input', unrepresentable: 'any' })
        // Descriptions and defaults from the widget's own code: its docs export, and what its schema gives for nothing.
        for (const [key, prop] of Object.entries(schema.properties ?? {})) {
          prop.description = mod[`${optionsExport(n)}_docs`][key]
          const fallback = shape[key].safeParse(undefined)
          if (fallback.success && fallback.data !== undefined) prop.default = fallback.data
        }
        return [n, schema]
      })
  )
  for (const [key, r] of Object.entries(mod)) {
    if (!/^r\d+$/.test(key)) continue
    if (registry[r.name]) throw new Error(`two widgets register the name ${r.name}`)
    registry[r.name] = r
  }
  return registry
}

const LOADER_PROOF_WIDGETS = 16
let loaderProof

/**
 * Every chunk's name carries one build-wide version, a hash of every chunk's final content: entries (the runtime, each
 * widget or bundle) as `<name>-<version>.js`, so the loader's registry needs no hash per widget; the others as
 * `<stem>-<hash of their old name and the version>.js`. The island chunks are linked to the shared files after esbuild
 * named them (scripts/base-chunk.mjs), so esbuild's own hashes no longer cover what they import: with one version over
 * all, a CDN's year-long cache never serves a chunk pointing at files of another build. (The cost: a deploy that
 * changes anything renames every chunk.) Renames the files, rewrites the references to them, and updates `metafile`
 * so everything after this reads the new names. Returns the version.
 */
function versionChunks(metafile) {
  const outs = metafile.outputs
  const files = Object.keys(outs)
    .filter((f) => f.endsWith('.js'))
    .sort()
  const hash = (text) =>
    createHash('sha256')
      .update(text)
      .digest('base64url')
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 8)
  const digest = createHash('sha256')
  for (const f of files) digest.update(f).update(readFileSync(join(root, f)))
  const version = hash(digest.digest('base64')).toUpperCase()
  const base = (f) => f.split('/').pop()
  const renamed = new Map(
    files.map((f) => {
      const stem = base(f).replace(/(-[A-Za-z0-9]{8})?\.js$/, '')
      const tag = entryName(outs[f].entryPoint) ? version : hash(base(f) + version).toUpperCase()
      return [f, f.replace(/[^/]+$/, `${stem}-${tag}.js`)]
    })
  )
  for (const [from, to] of renamed) renameSync(join(root, from), join(root, to))
  for (const to of renamed.values()) {
    const path = join(root, to)
    let text = readFileSync(path, 'utf8')
    const before = text
    for (const [from, next] of renamed) text = text.replaceAll(`./${base(from)}"`, `./${base(next)}"`)
    if (text !== before) writeFileSync(path, text)
  }
  for (const [from, to] of renamed) {
    outs[to] = outs[from]
    delete outs[from]
  }
  for (const o of Object.values(outs)) for (const i of o.imports) i.path = renamed.get(i.path) ?? i.path
  return version
}

function buildLoader(widgets, version, write = true, dir = outdir) {
  return esbuild.build({
    ...common,
    entryPoints: { storefront: join(root, 'loader/index.ts') },
    outdir: dir,
    write,
    define: {
      ...common.define,
      __VITRINE_REGISTRY__: JSON.stringify(writeRegistry(widgets)),
      // The build-wide version in every entry chunk's name (see versionChunks).
      __VITRINE_BUILD__: JSON.stringify(version)
    }
  })
}

export async function build() {
  rmSync(outdir, { recursive: true, force: true })
  // The registrations are read first: they say which widgets ship together. They are inlined into the loader as data,
  // so it carries no module code for them.
  const registry = await readRegistry()
  const widgets = Object.values(registry)
  units = {}
  everywhere = new Set()
  for (const w of widgets) {
    ;(units[w.bundle ?? w.name] ??= []).push(w.name)
    if (w.checkoutEnabled) everywhere.add(w.bundle ?? w.name)
  }
  // Two passes: the first (not written; every widget an entry of its own) shows which code each widget reaches, hence
  // which labels it needs, and what each widget costs on its own; the second builds the islands as shipped, knowing
  // the labels' version, so each island chunk loads its own labels module.
  scan = await buildIslands({ write: false }, outdir, undefined, SOLO)
  const entryOf = entryFiles(scan.metafile)
  const labels = await widgetLabels(
    root,
    scan.metafile,
    Object.fromEntries(Object.entries(units).map(([unit, names]) => [unit, names.map((n) => [n, entryOf[n]])]))
  )
  const islands = await buildShipped(scan.metafile, labels)
  const version = versionChunks(islands.metafile)
  const labelFiles = labels.write(join(outdir, 'chunks'))
  const chunks = entryChunks(islands.metafile)
  const loader = await buildLoader(widgets, version)
  // The loader's budget must hold for the whole suite, not only the widgets of this branch: the same loader is built
  // again with dummy registrations up to LOADER_PROOF_WIDGETS widgets, and that copy is measured against the budget.
  const dummies = Array.from({ length: Math.max(0, LOADER_PROOF_WIDGETS - widgets.length) }, (_, i) => ({
    name: `dummy-widget-${i}`,
    load: 'visible',
    checkoutEnabled: false
  }))
  const proof = await buildLoader([...widgets, ...dummies], version, false)
  loaderProof = {
    widgets: widgets.length + dummies.length,
    gzip: gzipSync(proof.outputFiles[0].contents, { level: 9 }).length
  }
  // The core entry as one ES module: for theme scripts (dist/core.js) and, bundled for Node, for the demo theme's
  // server templates, which so render prices with the same rules as the islands (no second copy of the math).
  await esbuild.build({ ...common, metafile: false, entryPoints: { core: join(root, 'core/index.ts') }, outdir })
  await esbuild.build({
    entryPoints: { core: join(root, 'core/index.ts') },
    outdir: join(outdir, 'node'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning'
  })
  writeManifests({ outdir, root, registry, schemas: optionSchemas, readme: process.argv.includes('--readme') })
  const kinds = classify(islands.metafile)
  for (const f of labelFiles) kinds[`chunks/${f}`] = 'labels'
  kinds['storefront.js'] = 'loader'
  // Default widget styles: one small file a theme links in <head>, so islands never restyle the page after mounting.
  await esbuild.build({
    entryPoints: { storefront: join(root, 'widgets/styles.css') },
    outdir,
    bundle: true,
    minify: true,
    logLevel: 'warning'
  })
  kinds['storefront.css'] = 'css'
  kinds['core.js'] = 'core'
  reactFlavour = await buildReactFlavour(registry, labels)
  writeStorefrontTypes()
  return { chunks, kinds, labels, metafiles: [islands.metafile, loader.metafile] }
}

/** Entry name (runtime, session, a widget, a bundle) -> its output file in `metafile`. */
const entryFiles = (metafile) =>
  Object.fromEntries(
    Object.entries(metafile.outputs)
      .filter(([, o]) => entryName(o.entryPoint))
      .map(([file, o]) => [entryName(o.entryPoint), file])
  )

// The shared files, by their index in baseModules' answer (scripts/base-chunk.mjs).
const SHARED_FILES = ['runtime', 'app-shared', 'store-shared']

// Parts of /app/ loaded on demand whose code shared with the storefront should not make every page pay for it. The
// account's pages show product cards (favourites): counted like the purchase path, the card's code would sit in the
// app-shared file, which every page loads, and the cart would pay ~4 KB for it. The cart link (/app/?product_id=…,
// the no-JavaScript form's landing) reads a product: the product reader and search client would ride along on every
// cart. Both load the storefront-shared file instead (one more file on those rare visits).
const APP_ASIDE = (module) =>
  module.startsWith('widgets/checkout/routes/account/') || module === 'widgets/checkout/state/cart-link.ts'

/**
 * The shipped chunks (scripts/base-chunk.mjs): the island chunks, built with the shared modules left out, then each
 * shared file, last to first, holding exactly what is imported from it. Writes them into `dir`/chunks; returns one
 * metafile for all, the runtime chunk under its entry (core/runtime.ts) so every later step reads it like any entry.
 * `scanned`: the SOLO build's metafile, for the same `extra` options (the React flavour's differ).
 */
async function buildShipped(scanned, labels, dir = outdir, extra = {}) {
  const entries = entryFiles(scanned)
  const { modules, file } = baseModules(scanned, units, (name) => entries[name], everywhere, APP_ASIDE)
  const leaving = (leave) => ({
    plugins: [leaveBaseOut(modules, root, leave), perWidgetLabels, zodJitless, commonJsAsEsm],
    write: false
  })
  const texts = (r) => r.outputFiles.map((f) => f.text)
  // Names are read from a build without minified names; what ships is built again, minified.
  const islandsBuild = (minify) =>
    buildIslands({ ...extra, ...leaving(() => true), ...(minify ? {} : { minify: false }) }, dir, labels, units, false)
  const sharedBuild = (n, source, minify) =>
    esbuild.build({
      ...common,
      ...extra,
      ...leaving((i) => file[i] !== n),
      ...(minify ? {} : { minify: false }),
      define: labelDefines(labels),
      stdin: { contents: source, resolveDir: root, loader: 'js' },
      outfile: join(dir, 'chunks', `${SHARED_FILES[n]}.js`)
    })
  // Each shared module's export names (what a namespace import can read), from one build with each an entry.
  const listing = await esbuild.build({
    ...common,
    ...extra,
    plugins: [perWidgetLabels, zodJitless, commonJsAsEsm],
    entryPoints: modules.map((m, i) => ({ in: join(root, m), out: `m${i}` })),
    outdir: join(dir, 'exports'),
    splitting: true,
    write: false
  })
  const exported = Object.values(listing.metafile.outputs).filter((o) => o.entryPoint)
  const exportsOf = (i) => exported.find((o) => o.entryPoint === modules[i])?.exports ?? []
  const used = usedNames(texts(await islandsBuild(false)), exportsOf)
  // What the runtime loads on demand from the files after it (their namespaces), known before those are written.
  const runtimeOnly = baseSource(modules, new Map(), () => false, true)
  usedNames(texts(await sharedBuild(0, runtimeOnly, false)), exportsOf, used)
  const islands = await islandsBuild(true)
  const exportName = shortNames()
  const shared = []
  for (let n = SHARED_FILES.length - 1; n >= 0; n--) {
    const source = baseSource(modules, used, (i) => file[i] === n, n === 0, exportName)
    if (!source) continue
    if (n > 0) usedNames(texts(await sharedBuild(n, source, false)), exportsOf, used)
    shared[n] = await sharedBuild(n, source, true)
  }
  mkdirSync(join(dir, 'chunks'), { recursive: true })
  // Plain names: versionChunks gives every chunk its final one (the runtime links to the files after it, too).
  const names = SHARED_FILES.map((n) => `${n}.js`)
  const fileOf = (i) => names[file[i]]
  const link = (text) => linkBase(text, fileOf, exportName)
  shared.forEach((r, n) => writeFileSync(join(dir, 'chunks', names[n]), link(r.outputFiles[0].text)))
  for (const f of islands.outputFiles) writeFileSync(f.path, link(f.text))
  // One metafile: the placeholders in the import lists become the shared files they were linked to.
  const key = (name) => relative(root, join(dir, 'chunks', name))
  const outputs = { ...islands.metafile.outputs }
  shared.forEach((r, n) => {
    outputs[key(names[n])] = { ...Object.values(r.metafile.outputs)[0], entryPoint: n ? undefined : 'core/runtime.ts' }
  })
  for (const o of Object.values(outputs))
    for (const i of o.imports) {
      const index = i.path.match(/^BASE\?[md]=(\d+)$/)?.[1]
      if (index !== undefined) Object.assign(i, { path: key(fileOf(+index)), external: false })
    }
  return { metafile: { ...islands.metafile, outputs } }
}

/** Chunk name (runtime, session, a widget) -> its path. */
function entryChunks(metafile) {
  const chunks = {}
  for (const [file, out] of Object.entries(metafile.outputs)) {
    const name = entryName(out.entryPoint)
    if (name) chunks[name] = `./${file.split('/').slice(-2).join('/')}`
  }
  return chunks
}

/**
 * dist/storefront.d.ts: the type of window.storefront for theme developers, emitted by tsc from core/storefront.ts
 * (the declarations it needs land in dist/types/; they name zod/mini and nanostores types).
 */
function writeStorefrontTypes() {
  const tsc = spawnSync(
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.types.json')],
    { stdio: 'inherit' }
  )
  if (tsc.status !== 0) throw new Error('tsc could not emit the storefront types')
  writeFileSync(
    join(outdir, 'storefront.d.ts'),
    [
      "// window.storefront for theme scripts: import type { Storefront } from '<path to dist>/storefront' (declares Window.storefront).",
      "export type { Storefront, StorefrontCart, StorefrontConsent, StorefrontPassport, StorefrontStub, PageEvents, PageTopic } from './types/core/storefront'",
      ''
    ].join('\n')
  )
  // The demo's server pages import dist/node/core.mjs; these types let its checkJs config check those calls.
  writeFileSync(join(outdir, 'node', 'core.d.mts'), "export * from '../types/core/index.js'\n")
}

let reactFlavour
/**
 * The same islands built against real React (react-dom/client) into dist/react/, with their own loader: for a theme
 * that already ships React 19. Returns the gzip bytes of what every page with a widget loads (framework included).
 */
async function buildReactFlavour(registry, labels) {
  const dir = join(outdir, 'react')
  // No alias, and tsconfig's paths (which point react at preact/compat for the type checker) ignored.
  const flavour = { alias: {}, tsconfigRaw: '{}' }
  const scanned = await buildIslands({ ...flavour, write: false }, dir, labels, SOLO)
  const islands = await buildShipped(scanned.metafile, labels, dir, flavour)
  const version = versionChunks(islands.metafile)
  labels.write(join(dir, 'chunks'))
  await buildLoader(Object.values(registry), version, true, dir)
  const kinds = classify(islands.metafile)
  return Object.entries(kinds)
    .filter(([, k]) => k === 'shared')
    .reduce((n, [f]) => n + gzipSync(readFileSync(join(outdir, f)), { level: 9 }).length, 0)
}

// Islands read their labels from per-widget chunks (scripts/widget-labels.mjs); the whole-catalogue reader that unit
// tests use becomes `undefined` here, so no chunk holds a whole catalogue.
const perWidgetLabels = {
  name: 'per-widget labels',
  setup(b) {
    b.onResolve({ filter: /\/whole-catalogue$/ }, () => ({ path: 'whole-catalogue', namespace: 'vitrine-labels' }))
    b.onLoad({ filter: /.*/, namespace: 'vitrine-labels' }, () => ({
      contents: 'export const wholeCatalogue = undefined',
      loader: 'js'
    }))
  }
}

/**
 * A bundle's entry: each member's island, and one `mount` that hands an element to its widget's (every island chunk
 * has the same shape, so the runtime imports a bundle like any widget's chunk).
 */
const bundleModule = (names) =>
  `${names.map((n, i) => `import { mount as m${i} } from './widgets/${n}/island.tsx'`).join('\n')}
const islands = { ${names.map((n, i) => `${JSON.stringify(n)}: m${i}`).join(', ')} }
export const mount = (el) => islands[el.getAttribute('data-widget')](el)
`
const BUNDLE = 'vitrine-bundle:'
const bundleEntries = (byUnit) => ({
  name: 'widget bundles',
  setup(b) {
    b.onResolve({ filter: /^vitrine-bundle:/ }, (a) => ({
      path: a.path.slice(BUNDLE.length),
      namespace: 'vitrine-bundle'
    }))
    b.onLoad({ filter: /.*/, namespace: 'vitrine-bundle' }, (a) => ({
      contents: bundleModule(byUnit[a.path]),
      resolveDir: root,
      loader: 'js'
    }))
  }
})

// Every `zod/mini` import of ours goes through core/zod-mini.ts, which turns zod's generated parsers off first.
const zodJitless = {
  name: 'zod jitless',
  setup(b) {
    const wrapper = join(root, 'core/zod-mini.ts')
    b.onResolve({ filter: /^zod\/mini$/ }, (args) => (args.importer === wrapper ? undefined : { path: wrapper }))
  }
}

// CommonJS libraries behind one module of ours (core/checkout/card-libs.ts) are bundled into an ES module on their own:
// left to the main build, esbuild's CommonJS helpers would land in a chunk that every page's entry imports.
const COMMONJS_WRAPPERS = /core[\\/]checkout[\\/]card-libs\.ts$/
const commonJsAsEsm = {
  name: 'commonjs as esm',
  setup(b) {
    b.onLoad({ filter: COMMONJS_WRAPPERS }, async (args) => {
      const r = await esbuild.build({
        entryPoints: [args.path],
        bundle: true,
        format: 'esm',
        target: common.target,
        preserveSymlinks: true,
        write: false,
        logLevel: 'warning'
      })
      return { contents: r.outputFiles[0].text, loader: 'js', resolveDir: root }
    })
  }
}

// Island chunks: unit name -> its widgets. SOLO is every widget in a chunk of its own; `units` is the shipped grouping
// (build() fills it from the registrations' `bundle`), and `scan` the SOLO build that measures each widget alone.
const SOLO = Object.fromEntries(widgetNames.map((n) => [n, [n]]))
let units = SOLO
let scan
// The units with a widget that runs under /app/ too (see scripts/base-chunk.mjs).
let everywhere = new Set()

const labelDefines = (labels) => ({
  ...common.define,
  __VITRINE_LABELS__: JSON.stringify(labels.version),
  __VITRINE_LABELLED__: JSON.stringify(labels.labelled.join(' '))
})

/**
 * The islands' build: one entry per unit, and (`withRuntime`) the runtime's and the session's entries, which the
 * shipped build replaces with the runtime chunk (buildShipped) and the SOLO scan keeps, to measure them on their own.
 */
async function buildIslands(
  extra = {},
  dir = outdir,
  labels = { version: 'SCAN', labelled: [] },
  byUnit = units,
  withRuntime = true
) {
  const { plugins = [perWidgetLabels, zodJitless, commonJsAsEsm], ...rest } = extra
  return esbuild.build({
    ...common,
    plugins: [...plugins, bundleEntries(byUnit)],
    define: labelDefines(labels),
    entryPoints: [
      ...(withRuntime
        ? [
            { in: join(root, 'core/runtime.ts'), out: 'runtime' },
            { in: join(root, 'core/page/passport.ts'), out: 'session' }
          ]
        : []),
      ...Object.entries(byUnit).map(([unit, names]) => ({
        in: names.length === 1 && names[0] === unit ? join(root, 'widgets', unit, 'island.tsx') : BUNDLE + unit,
        out: unit
      }))
    ],
    outdir: join(dir, 'chunks'),
    splitting: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'shared-[hash]',
    ...rest
  })
}

/** Name of one of our explicit entries (runtime, session, a widget, a bundle), or undefined for esbuild's own chunks. */
function entryName(entryPoint = '') {
  if (entryPoint.endsWith('core/runtime.ts')) return 'runtime'
  if (entryPoint.endsWith('core/page/passport.ts')) return 'session'
  if (entryPoint.startsWith(BUNDLE)) return entryPoint.slice(BUNDLE.length)
  const widget = entryPoint.match(/widgets\/([\w-]+)\/island\.tsx$/)?.[1]
  return widget && widgetNames.includes(widget) ? widget : undefined
}

/** An island chunk's entry: a widget's or a bundle's (not the runtime's or the session's). */
const isIsland = (name) => name !== undefined && name !== 'runtime' && name !== 'session'

const INTEGRATION_CODE =
  /^core\/(settings-(integrations|vendors)|page\/(integrations|analytics|ga4|consent|pixel-(queue|purchases)|once|after-paint|vendor[\w-]*))\.ts$/

/**
 * What each output costs, from the import graph: the shared runtime is every chunk the runtime entry loads statically
 * plus every chunk that all widgets load statically (the framework); a widget costs what it loads statically beyond
 * that. Chunks reached only by a dynamic import (cross-tab merge, addProduct) are 'lazy' and load on demand.
 */
function classify(metafile) {
  const outs = metafile.outputs
  const rel = (file) => relative(outdir, join(root, file))
  const closure = (file, seen = new Set()) => {
    if (seen.has(file)) return seen
    seen.add(file)
    for (const i of outs[file]?.imports ?? []) if (i.kind === 'import-statement') closure(i.path, seen)
    return seen
  }
  const entries = Object.entries(outs).filter(([, o]) => entryName(o.entryPoint))
  const widgets = entries.filter(([, o]) => isIsland(entryName(o.entryPoint)))
  const runtime = closure(entries.find(([, o]) => entryName(o.entryPoint) === 'runtime')[0])
  const closures = widgets.map(([f]) => closure(f))
  // The framework is what every island that renders loads; the integration widgets (tag manager, pixels, seals)
  // render nothing of ours and load no framework, so they are left out of that intersection.
  const renders = (c) => [...c].some((f) => outs[f]?.inputs['widgets/ui/mount.tsx'])
  const visual = closures.filter(renders)
  for (const f of visual[0] ?? []) if (visual.every((c) => c.has(f))) runtime.add(f)
  const kinds = {}
  for (const [file, o] of Object.entries(outs)) {
    if (!file.endsWith('.js')) continue
    const name = entryName(o.entryPoint)
    if (runtime.has(file)) kinds[rel(file)] = 'shared'
    else if (name === 'session') kinds[rel(file)] = 'lazy'
    else if (name) kinds[rel(file)] = 'widget'
    else {
      const users = widgets.filter((_, i) => closures[i].has(file)).map(([, o]) => entryName(o.entryPoint))
      // Integrations: the adapter and consent (started by the runtime on every page) and the vendor loader the
      // integration widgets share, budgeted together on their own line.
      const inputs = Object.keys(o.inputs)
      const integration =
        INTEGRATION_CODE.test(o.entryPoint ?? '') ||
        (inputs.length > 0 && inputs.every((i) => INTEGRATION_CODE.test(i)))
      kinds[rel(file)] = integration
        ? 'integrations'
        : users.length === 1
          ? `widget:${users[0]}`
          : users.length
            ? 'widgets'
            : 'lazy'
    }
  }
  return kinds
}

// The `runtime` line is the shared runtime: framework + stores + bus + settings. zod's core as we use it (about 9 KB
// gzip, 8,854 B when this was written; not tree-shakeable) would leave that line no room for any of it, so zod is
// measured on its own line: the same chunks are built again with zod left out, and the difference is zod's cost. The
// table shows every chunk as shipped.
/** `labels`: the build's, so the islands are measured exactly as shipped. */
export async function measure(labels) {
  const runtimeSize = (r) => {
    const kinds = classify(r.metafile)
    return r.outputFiles
      .filter((f) => kinds[relative(outdir, f.path)] === 'shared')
      .reduce((n, f) => n + gzipSync(f.contents, { level: 9 }).length, 0)
  }
  const withZod = runtimeSize(await buildIslands({ write: false }, outdir, labels, SOLO))
  // (zod left out, so no jitless wrapper around it either: its re-export of an external module is not code of ours.)
  const runtime = runtimeSize(
    await buildIslands(
      { write: false, external: ['zod', 'zod/*'], plugins: [perWidgetLabels, commonJsAsEsm] },
      outdir,
      labels,
      SOLO
    )
  )
  return { runtime, zod: withZod - runtime, adapter: await adapterSize() }
}

/**
 * The analytics adapter and consent as a page pays for them: what core/page/integrations.ts (which the runtime starts
 * on every page) bundles of the integration code, everything else (zod, money rules, cookies) left to the shared
 * files that carry it anyway.
 */
async function adapterSize() {
  const own = {
    name: 'integration code only',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (a) => {
        if (a.kind === 'entry-point') return undefined
        const path = a.path.startsWith('.') ? relative(root, join(a.resolveDir, a.path)) : a.path
        return INTEGRATION_CODE.test(`${path}.ts`) ? undefined : { path, external: true }
      })
    }
  }
  const r = await esbuild.build({
    ...common,
    metafile: false,
    plugins: [own],
    entryPoints: [join(root, 'core/page/integrations.ts')],
    write: false
  })
  return gz(r.outputFiles[0].contents)
}

const gz = (bytes) => gzipSync(bytes, { level: 9 }).length

/** Gzip bytes of each island chunk's own code (its entry plus the chunks only it loads), by widget or bundle name. */
function ownCosts(rows) {
  const cost = {}
  for (const r of rows) {
    const w =
      r.kind === 'widget'
        ? r.file
            .split('/')
            .pop()
            .replace(/-[A-Za-z0-9]{8}\.js$/, '')
        : r.kind.startsWith('widget:')
          ? r.kind.slice(7)
          : null
    if (w) cost[w] = (cost[w] ?? 0) + r.gzip
  }
  return cost
}

export function report(kinds, measured) {
  const rows = Object.entries(kinds).map(([file, kind]) => {
    const buf = readFileSync(join(outdir, file))
    return { file, kind, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length }
  })
  const failures = []
  // Every chunk is counted in exactly one line: a widget's own figure is its entry plus the chunks only it loads.
  const widgetCost = ownCosts(rows)
  const total = (kind) => rows.filter((r) => r.kind === kind).reduce((n, r) => n + r.gzip, 0)
  const lines = [
    ['shared runtime: framework + stores + bus + settings', measured.runtime, budgets.runtime],
    // Informational: a difference of two builds, so it moves a few hundred bytes as chunk boundaries shift.
    ['validation library (zod/mini core, as used; no budget)', measured.zod, Infinity]
  ]
  if (reactFlavour)
    lines.push([
      'React flavour (dist/react/): shared runtime as shipped, with React 19 (no budget)',
      reactFlavour,
      Infinity
    ])
  if (loaderProof)
    lines.push([
      `loader with ${loaderProof.widgets} widgets registered (dummies added)`,
      loaderProof.gzip,
      budgets.loader
    ])
  const sharedTotal = rows.filter((r) => r.kind === 'shared').reduce((s, r) => s + r.gzip, 0)
  for (const r of rows) {
    if (['loader', 'labels', 'css', 'core'].includes(r.kind) && r.gzip > budgets[r.kind])
      failures.push(`${r.file}: ${r.gzip} B gzip > ${r.kind} budget ${budgets[r.kind]} B`)
  }
  // The SOLO scan: every widget and the runtime's parts as chunks of their own, as esbuild alone would cut them. What
  // each widget, the integrations and the shared code cost on their own, whatever the shipped grouping.
  const scanKinds = classify(scan.metafile)
  const scanRows = scan.outputFiles
    .map((f) => ({ file: relative(outdir, f.path), gzip: gz(f.contents) }))
    .filter((r) => scanKinds[r.file])
    .map((r) => ({ ...r, kind: scanKinds[r.file] }))
  const scanTotal = (kind) => scanRows.filter((r) => r.kind === kind).reduce((n, r) => n + r.gzip, 0)
  lines.push(['runtime and app-shared chunks as shipped (every page with a widget)', sharedTotal, budgets.shared])
  lines.push(['storefront-shared chunk: code only storefront widgets share', total('widgets'), budgets.widgets])
  lines.push(['analytics adapter and consent (every page)', measured.adapter, budgets.adapter])
  lines.push([
    'integrations alone: analytics adapter, consent, vendor loader',
    scanTotal('integrations'),
    budgets.integrations
  ])
  // On-demand chunks are budgeted one by one, like a widget's: each is a separate load when the shopper needs it.
  lines.push(['lazy chunks, loaded on demand (all of them; no budget)', total('lazy'), Infinity])
  for (const r of rows) if (r.kind === 'lazy') lines.push([`lazy ${r.file}`, r.gzip, budgets.lazy])
  // Each island chunk as shipped: its entry and the chunks only it loads (a bundle holds several widgets).
  for (const [w, size] of Object.entries(widgetCost)) {
    const bundle = units[w].length > 1 || units[w][0] !== w
    lines.push([
      `chunk ${w}${bundle ? ` (${units[w].join(', ')})` : ''} as shipped`,
      size,
      budgets[`chunk:${w}`] ?? budgets.chunk
    ])
  }
  // Each widget's own code, measured as a chunk of its own.
  for (const [w, size] of Object.entries(ownCosts(scanRows)))
    lines.push([`widget ${w}: its own code`, size, budgets[`widget:${w}`] ?? budgets.widget])
  for (const [name, size, budget] of lines)
    if (!(size <= budget)) failures.push(`${name}: ${size} B gzip > budget ${budget} B`)
  const pad = (s, n) => String(s).padStart(n)
  console.log(`\n${'output'.padEnd(44)} ${'kind'.padEnd(7)} ${pad('raw B', 8)} ${pad('gzip B', 8)} ${pad('budget', 8)}`)
  for (const r of rows.sort((a, b) => a.kind.localeCompare(b.kind) || a.file.localeCompare(b.file))) {
    const budget = ['loader', 'labels', 'css', 'core'].includes(r.kind) ? budgets[r.kind] : ''
    console.log(`${r.file.padEnd(44)} ${r.kind.padEnd(7)} ${pad(r.raw, 8)} ${pad(r.gzip, 8)} ${pad(budget, 8)}`)
  }
  console.log('')
  for (const [name, size, budget] of lines)
    console.log(`${name.padEnd(61)} ${pad(size, 8)} ${pad(budget === Infinity ? '' : budget, 8)}`)
  console.log('')
  return failures
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { kinds, labels } = await build()
  const failures = report(kinds, await measure(labels))
  if (failures.length) {
    console.error(`Budget broken:\n  ${failures.join('\n  ')}`)
    process.exit(1)
  }
}
