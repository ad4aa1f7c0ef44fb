// Builds dist/: the stable loader entry (storefront.js) and content-hashed island chunks, prints every output's raw and
// gzip size, and fails when budgets.json is broken.
import * as esbuild from 'esbuild'
import { gzipSync } from 'node:zlib'
import { readFileSync, readdirSync, rmSync, existsSync } from 'node:fs'
import { join, relative } from 'node:path'

const root = new URL('.', import.meta.url).pathname
const outdir = join(root, 'dist')
const budgets = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8'))
const flavour = process.argv.includes('--react') ? 'react' : 'preact'

// The islands are written against the React API; the shipped build runs them on preact/compat.
const alias = flavour === 'preact'
  ? { react: 'preact/compat', 'react-dom': 'preact/compat', 'react-dom/client': 'preact/compat/client', 'react/jsx-runtime': 'preact/jsx-runtime' }
  : {}

const common = {
  bundle: true,
  format: 'esm',
  target: 'es2020',
  minify: true,
  legalComments: 'none',
  jsx: 'automatic',
  jsxImportSource: 'react',
  alias,
  define: { 'process.env.NODE_ENV': '"production"' },
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
export async function readRegistry() {
  const contents = widgetNames.map((n, i) => `export { registration as r${i} } from './widgets/${n}/registration'`).join('\n')
  const out = await esbuild.build({ ...common, metafile: false, stdin: { contents, resolveDir: root, loader: 'ts' }, write: false })
  const mod = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].contents).toString('base64')}`)
  const registry = {}
  for (const r of Object.values(mod)) {
    if (registry[r.name]) throw new Error(`two widgets register the name ${r.name}`)
    registry[r.name] = r
  }
  return registry
}

export async function build() {
  rmSync(outdir, { recursive: true, force: true })
  const islands = await buildIslands()
  const chunks = {}
  for (const [file, out] of Object.entries(islands.metafile.outputs)) {
    const name = entryName(out.entryPoint)
    if (name) chunks[name] = `./${relative(outdir, join(root, file))}`
  }
  // The registrations are read here and inlined as data, so the loader carries no module code for them.
  const registry = await readRegistry()
  const loader = await esbuild.build({
    ...common,
    entryPoints: { storefront: join(root, 'loader/index.ts') },
    outdir,
    define: {
      ...common.define,
      // Compact forms: the loader's 2 KB budget is tight. chunks: name -> content hash of chunks/{name}-{hash}.js;
      // registry: name -> [default strategy, checkout-enabled].
      __VITRINE_CHUNKS__: JSON.stringify(Object.fromEntries(Object.entries(chunks).map(([k, v]) => [k, v.slice(-11, -3)]))),
      __VITRINE_REGISTRY__: JSON.stringify(Object.fromEntries(Object.values(registry).map((r) => [r.name, [r.load, r.checkoutEnabled ? 1 : 0]])))
    }
  })
  // The core entry as one ES module: for theme scripts (dist/core.js) and, bundled for Node, for the demo theme's
  // server templates, which so render prices with the same rules as the islands (no second copy of the math).
  await esbuild.build({ ...common, metafile: false, entryPoints: { core: join(root, 'core/index.ts') }, outdir })
  await esbuild.build({
    entryPoints: { core: join(root, 'core/index.ts') }, outdir: join(outdir, 'node'), outExtension: { '.js': '.mjs' }, bundle: true, format: 'esm',
    platform: 'node', target: 'node20', logLevel: 'warning'
  })
  const kinds = classify(islands.metafile)
  kinds['storefront.js'] = 'loader'
  // Default widget styles: one small file a theme links in <head>, so islands never restyle the page after mounting.
  await esbuild.build({ entryPoints: { storefront: join(root, 'widgets/styles.css') }, outdir, bundle: true, minify: true, logLevel: 'warning' })
  kinds['storefront.css'] = 'css'
  kinds['core.js'] = 'core'
  return { chunks, kinds, metafiles: [islands.metafile, loader.metafile] }
}

// What the "shared runtime" names: framework + stores + bus + settings. Measured as one bundle with the
// validation library left out, because zod's core alone (~10 KB gzip, not tree-shakeable) exceeds what that line can
// hold; zod is reported and budgeted on its own line, and the table above it shows every chunk as shipped.
async function buildIslands(extra = {}) {
  return esbuild.build({
    ...common,
    entryPoints: [
      { in: join(root, 'core/runtime.ts'), out: 'runtime' },
      // One chunk per language: a page downloads only its store's labels.
      { in: join(root, 'core/i18n/pt_br.ts'), out: 'labels-pt_br' },
      { in: join(root, 'core/i18n/en_us.ts'), out: 'labels-en_us' },
      ...widgetNames.map((n) => ({ in: join(root, 'widgets', n, 'island.tsx'), out: n }))
    ],
    outdir: join(outdir, 'chunks'),
    splitting: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'shared-[hash]',
    ...extra
  })
}

/** Name of one of our explicit entries (runtime, labels-xx, a widget), or undefined for esbuild's own chunks. */
function entryName(entryPoint = '') {
  if (entryPoint.endsWith('core/runtime.ts')) return 'runtime'
  const lang = entryPoint.match(/core\/i18n\/(\w+)\.ts$/)?.[1]
  if (lang) return `labels-${lang}`
  const widget = entryPoint.match(/widgets\/([\w-]+)\/island\.tsx$/)?.[1]
  return widget && widgetNames.includes(widget) ? widget : undefined
}

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
  const widgets = entries.filter(([, o]) => widgetNames.includes(entryName(o.entryPoint)))
  const runtime = closure(entries.find(([, o]) => entryName(o.entryPoint) === 'runtime')[0])
  const closures = widgets.map(([f]) => closure(f))
  for (const f of closures[0] ?? []) if (closures.every((c) => c.has(f))) runtime.add(f)
  const kinds = {}
  for (const [file, o] of Object.entries(outs)) {
    if (!file.endsWith('.js')) continue
    const name = entryName(o.entryPoint)
    if (runtime.has(file)) kinds[rel(file)] = 'shared'
    else if (name?.startsWith('labels-')) kinds[rel(file)] = 'labels'
    else if (name) kinds[rel(file)] = 'widget'
    else {
      const users = widgets.filter((_, i) => closures[i].has(file)).map(([, o]) => entryName(o.entryPoint))
      kinds[rel(file)] = users.length === 1 ? `widget:${users[0]}` : users.length ? 'widgets' : 'lazy'
    }
  }
  return kinds
}

// The "shared runtime" is framework + stores + bus + settings. zod's core alone (~8 KB gzip, not
// tree-shakeable) would not leave room for any of that, so it is measured on its own line: the same chunks are built
// again with zod left out, and the difference is zod's cost. The table shows every chunk as shipped.
export async function measure() {
  const runtimeSize = (r) => {
    const kinds = classify(r.metafile)
    return r.outputFiles
      .filter((f) => kinds[relative(outdir, f.path)] === 'shared')
      .reduce((n, f) => n + gzipSync(f.contents, { level: 9 }).length, 0)
  }
  const withZod = runtimeSize(await buildIslands({ write: false }))
  const runtime = runtimeSize(await buildIslands({ write: false, external: ['zod', 'zod/*'] }))
  return { runtime, zod: withZod - runtime }
}

export function report(kinds, measured) {
  const rows = Object.entries(kinds).map(([file, kind]) => {
    const buf = readFileSync(join(outdir, file))
    return { file, kind, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length }
  })
  const failures = []
  // Every chunk is counted in exactly one line: a widget's own figure is its entry plus the chunks only it loads.
  const widgetCost = {}
  for (const r of rows) {
    const w = r.kind === 'widget' ? r.file.split('/').pop().replace(/-[A-Z0-9]{8}\.js$/, '') : r.kind.startsWith('widget:') ? r.kind.slice(7) : null
    if (w) widgetCost[w] = (widgetCost[w] ?? 0) + r.gzip
  }
  const total = (kind) => rows.filter((r) => r.kind === kind).reduce((n, r) => n + r.gzip, 0)
  const lines = [
    ['shared runtime: framework + stores + bus + settings', measured.runtime, budgets.runtime],
    // Informational: a difference of two builds, so it moves a few hundred bytes as chunk boundaries shift.
    ['validation library (zod/mini core, as used; no budget)', measured.zod, Infinity]
  ]
  const sharedTotal = rows.filter((r) => r.kind === 'shared').reduce((s, r) => s + r.gzip, 0)
  for (const r of rows) {
    if (['loader', 'labels', 'css', 'core'].includes(r.kind) && r.gzip > budgets[r.kind]) failures.push(`${r.file}: ${r.gzip} B gzip > ${r.kind} budget ${budgets[r.kind]} B`)
  }
  lines.push(['shared runtime as shipped, with zod (every page with a widget)', sharedTotal, budgets.shared])
  lines.push(['code shared by some widgets (API client, card, search engine)', total('widgets'), budgets.widgets])
  // On-demand chunks are budgeted one by one, like a widget's: each is a separate load when the shopper needs it.
  lines.push(['lazy chunks, loaded on demand (all of them; no budget)', total('lazy'), Infinity])
  for (const r of rows) if (r.kind === 'lazy') lines.push([`lazy ${r.file}`, r.gzip, budgets.lazy])
  for (const [w, size] of Object.entries(widgetCost)) lines.push([`widget ${w}: its own code`, size, budgets[`widget:${w}`] ?? budgets.widget])
  for (const [name, size, budget] of lines) if (size > budget) failures.push(`${name}: ${size} B gzip > budget ${budget} B`)
  const pad = (s, n) => String(s).padStart(n)
  console.log(`\n${'output'.padEnd(44)} ${'kind'.padEnd(7)} ${pad('raw B', 8)} ${pad('gzip B', 8)} ${pad('budget', 8)}`)
  for (const r of rows.sort((a, b) => a.kind.localeCompare(b.kind) || a.file.localeCompare(b.file))) {
    const budget = ['loader', 'labels', 'css', 'core'].includes(r.kind) ? budgets[r.kind] : ''
    console.log(`${r.file.padEnd(44)} ${r.kind.padEnd(7)} ${pad(r.raw, 8)} ${pad(r.gzip, 8)} ${pad(budget, 8)}`)
  }
  console.log('')
  for (const [name, size, budget] of lines) console.log(`${name.padEnd(61)} ${pad(size, 8)} ${pad(budget === Infinity ? '' : budget, 8)}`)
  console.log('')
  return failures
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { kinds } = await build()
  const failures = report(kinds, await measure())
  if (failures.length) {
    console.error(`Budget broken:\n  ${failures.join('\n  ')}`)
    process.exit(1)
  }
}
