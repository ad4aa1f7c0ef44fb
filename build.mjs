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

export async function build() {
  rmSync(outdir, { recursive: true, force: true })
  const islands = await buildIslands()
  const chunks = {}
  const kinds = {}
  for (const [file, out] of Object.entries(islands.metafile.outputs)) {
    if (!file.endsWith('.js')) continue
    const rel = relative(outdir, join(root, file))
    if (out.entryPoint) {
      const lang = out.entryPoint.match(/core\/i18n\/(\w+)\.ts$/)?.[1]
      const name = out.entryPoint.endsWith('core/runtime.ts') ? 'runtime' : lang ? `labels-${lang}` : out.entryPoint.split('/').at(-2)
      chunks[name] = `./${rel}`
      kinds[rel] = name === 'runtime' ? 'shared' : lang ? 'labels' : 'widget'
    } else kinds[rel] = 'shared'
  }
  // The registrations are read here and inlined as data, so the loader carries no module code for them.
  const reg = await esbuild.build({ ...common, metafile: false, entryPoints: [join(root, 'widgets/registry.ts')], write: false })
  const { registry } = await import(`data:text/javascript;base64,${Buffer.from(reg.outputFiles[0].contents).toString('base64')}`)
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
  kinds['storefront.js'] = 'loader'
  // Default widget styles: one small file a theme links in <head>, so islands never restyle the page after mounting.
  await esbuild.build({ entryPoints: { storefront: join(root, 'widgets/styles.css') }, outdir, bundle: true, minify: true, logLevel: 'warning' })
  kinds['storefront.css'] = 'css'
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

const isShared = (out) => !out.entryPoint || out.entryPoint.endsWith('core/runtime.ts')

// The "shared runtime" is framework + stores + bus + settings. zod's core alone (~8 KB gzip, not
// tree-shakeable) would not leave room for any of that, so it is measured on its own line: the same shared chunks are
// built again with zod left out, and the difference is zod's cost. The table shows every chunk as shipped.
export async function measure() {
  const sum = (r) => r.outputFiles
    .filter((f) => f.path.endsWith('.js') && isShared(r.metafile.outputs[relative(root, f.path)] ?? {}))
    .reduce((n, f) => n + gzipSync(f.contents, { level: 9 }).length, 0)
  const withZod = sum(await buildIslands({ write: false }))
  const runtime = sum(await buildIslands({ write: false, external: ['zod', 'zod/*'] }))
  return { runtime, zod: withZod - runtime }
}

export function report(kinds, measured) {
  const rows = Object.entries(kinds).map(([file, kind]) => {
    const buf = readFileSync(join(outdir, file))
    return { file, kind, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length }
  })
  const failures = []
  const lines = [
    ['shared runtime: framework + stores + bus + settings', measured.runtime, budgets.runtime],
    ['validation library (zod/mini core, as used)', measured.zod, budgets.zod]
  ]
  const sharedTotal = rows.filter((r) => r.kind === 'shared').reduce((s, r) => s + r.gzip, 0)
  for (const r of rows) {
    if (budgets[r.kind] !== undefined && r.kind !== 'shared' && r.gzip > budgets[r.kind]) failures.push(`${r.file}: ${r.gzip} B gzip > ${r.kind} budget ${budgets[r.kind]} B`)
  }
  lines.push(['all shared chunks as shipped (every page with a widget)', sharedTotal, budgets.shared])
  for (const [name, size, budget] of lines) if (size > budget) failures.push(`${name}: ${size} B gzip > budget ${budget} B`)
  const pad = (s, n) => String(s).padStart(n)
  console.log(`\n${'output'.padEnd(44)} ${'kind'.padEnd(7)} ${pad('raw B', 8)} ${pad('gzip B', 8)} ${pad('budget', 8)}`)
  for (const r of rows.sort((a, b) => a.kind.localeCompare(b.kind) || a.file.localeCompare(b.file))) {
    const budget = r.kind === 'shared' ? '' : budgets[r.kind]
    console.log(`${r.file.padEnd(44)} ${r.kind.padEnd(7)} ${pad(r.raw, 8)} ${pad(r.gzip, 8)} ${pad(budget, 8)}`)
  }
  console.log('')
  for (const [name, size, budget] of lines) console.log(`${name.padEnd(61)} ${pad(size, 8)} ${pad(budget, 8)}`)
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
