// Fails when an import breaks the direction of dependencies, loader -> widgets -> core: core never imports widgets or
// the loader, a widget never imports another widget (widgets/ui is shared), the loader imports only a few pure core
// modules. Biome's noImportCycles finds circles (type imports included); this is what Biome's rules cannot say, since
// "another widget" depends on the importing file's own folder.
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const DIRS = ['loader', 'core', 'widgets']
const LOADER_MAY_IMPORT = ['core/widget.ts', 'core/i18n/lang.ts', 'core/app-urls.ts']
const files = DIRS.flatMap((d) => walk(join(root, d))).filter((f) => /\.tsx?$/.test(f))

function walk(dir) {
  return readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]))
}

/** Relative and #subpath imports of a file, static or dynamic (type-only imports excluded: they vanish at build time). */
function importsOf(file) {
  const text = readFileSync(file, 'utf8')
  const specs = [
    ...text.matchAll(/^\s*(?:import|export)(?!\s+type\b)[^'"]*?from\s*['"]([.#][^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"]([.#][^'"]+)['"]\s*\)/g)
  ]
  return specs.map((m) => resolveSpec(file, m[1])).filter(Boolean)
}

function resolveSpec(file, spec) {
  // #core/…, #widgets/…, #loader/…: package.json "imports", the repository's own folders.
  const base = spec.startsWith('#') ? join(root, spec.slice(1)) : resolve(dirname(file), spec)
  for (const c of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(c) && statSync(c).isFile()) return c
  }
  return null
}

const graph = new Map(files.map((f) => [f, importsOf(f)]))
const rel = (f) => relative(root, f)
const problems = []

// Direction of dependencies.
for (const [file, deps] of graph) {
  const [area, widget] = rel(file).split('/')
  for (const dep of deps) {
    const [depArea, depWidget] = rel(dep).split('/')
    if (area === 'core' && depArea !== 'core') problems.push(`${rel(file)} imports ${rel(dep)}: core imports only core`)
    if (area === 'widgets' && depArea === 'loader')
      problems.push(`${rel(file)} imports ${rel(dep)}: widgets never import the loader`)
    if (area === 'widgets' && depArea === 'widgets' && widget !== 'ui' && depWidget !== 'ui' && widget !== depWidget)
      problems.push(`${rel(file)} imports ${rel(dep)}: a widget never imports another widget`)
    // The loader may import a few small pure core modules: its contract with the islands (load strategies), the
    // language rule (which labels to preload) and where the /app/ area is.
    if (area === 'loader' && depArea !== 'loader' && !LOADER_MAY_IMPORT.includes(rel(dep)))
      problems.push(
        `${rel(file)} imports ${rel(dep)}: the loader imports only ${LOADER_MAY_IMPORT.join(', ')} (and types)`
      )
  }
}

if (problems.length) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log(`imports: ${graph.size} modules in ${DIRS.join(', ')}, dependencies point one way`)
