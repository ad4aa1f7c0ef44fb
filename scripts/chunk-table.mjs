// The React flavour goes through the theme's bundler (Vite, webpack, Rolldown), which follows only import() calls
// whose specifier is a literal. So in that flavour the loader's chunk addresses and the labels modules are tables of
// literal imports, not URLs built at run time (a bundler reads `new URL(`chunks/${x}.js`, import.meta.url)` as a
// glob and fails, or copies files it never links). The default flavour keeps its URLs: a CDN serves it as files.

const LABELS = '\0vitrine:labels:'
const LABEL_TABLE = '\0vitrine:label-table'

/** esbuild plugin: loader/chunk-files.ts becomes a table of the chunk files `chunks` (names without `.js`). */
export function chunkTable(chunks) {
  const rows = [...new Set(chunks)].map(
    (c) => `  ${JSON.stringify(c)}: () => import(${JSON.stringify(`./chunks/${c}.js`)})`
  )
  const contents = `const files = {\n${rows.join(',\n')}\n}
// The address of a chunk is its name; a retry's query is dropped (a bundler's module is imported once).
export const chunkAddress = (chunk) => chunk
export const importChunkAt = (address) => files[address.split('?')[0]]()
export const warmChunk = (address) => void importChunkAt(address).catch(() => undefined)
`
  return {
    name: 'chunk table',
    setup(build) {
      build.onResolve({ filter: /[/\\]chunk-files$/ }, () => ({ path: 'chunk-files', namespace: 'chunk-table' }))
      build.onLoad({ filter: /.*/, namespace: 'chunk-table' }, () => ({ contents, loader: 'js', resolveDir: '.' }))
      build.onResolve({ filter: /^\.\/chunks\// }, (args) => ({ path: args.path, external: true }))
    }
  }
}

/**
 * Rolldown plugin: core/i18n/label-source.ts becomes a table of the labels modules (`files`: file name -> text, as
 * scripts/widget-labels.mjs writes them), each a module of the graph, so each is a chunk of its own named labels-….
 */
export function labelTable(files, version) {
  const modules = Object.fromEntries(
    Object.entries(files).map(([file, text]) => [file.slice('labels-'.length, -`-${version}.js`.length), text])
  )
  return {
    name: 'label table',
    resolveId(source, importer) {
      if (source === LABEL_TABLE || source.startsWith(LABELS)) return source
      if (source === './label-source' && /[/\\]core[/\\]i18n[/\\]labels\.ts$/.test(importer ?? '')) return LABEL_TABLE
    },
    load(id) {
      if (id.startsWith(LABELS)) return modules[id.slice(LABELS.length)]
      if (id !== LABEL_TABLE) return
      // In name order: the module graph's order (which feeds these files' order) may differ between checkouts.
      const rows = Object.keys(modules)
        .sort()
        .map((m) => `  ${JSON.stringify(m)}: () => import(${JSON.stringify(LABELS + m)})`)
      return `const modules = {\n${rows.join(',\n')}\n}
export const labelModule = (chunk, lang) => {
  const load = modules[\`\${chunk}-\${lang}\`]
  return load ? load() : Promise.reject(new Error(\`no labels module \${chunk}-\${lang}\`))
}
`
    }
  }
}

/** Chunk file names: a labels module is labels-{chunk}-{lang}-{hash}.js, every other chunk {name}-{hash}.js. */
export const chunkFileName = (chunk) =>
  chunk.facadeModuleId?.startsWith(LABELS)
    ? `labels-${chunk.facadeModuleId.slice(LABELS.length)}-[hash].js`
    : '[name]-[hash].js'
