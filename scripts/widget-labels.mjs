// Label chunks: one per widget, or per bundle for widgets shipped together. The build finds, for each widget, every
// label key its code can use — string literals in the sources of its own chunks and of every chunk it imports,
// statically or on demand — and writes one small module per widget (or bundle) and language. A widget with routes (the
// checkout app) gets one more module per route folder, holding what those routes add, loaded with the route: the cart
// does not download the account's strings. A key a widget builds at run time (`status.${x}`) is found through its
// literal prefix ending in '.' or '_' ('status.'), which brings every key under it.
import * as esbuild from 'esbuild'
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const LITERAL = /['"`]([a-z][a-z0-9_]*(?:[._][a-z0-9_]*)*[._]?)['"`]/g
// The head of a template literal that builds a key: `order.status.${s}` names the prefix 'order.status.'.
const TEMPLATE_HEAD = /`([a-z][a-z0-9_]*(?:[._][a-z0-9_]*)*[._])\$\{/g

/** Both catalogues, read from the TypeScript sources through esbuild. */
async function catalogues(root) {
  const out = await esbuild.build({
    stdin: {
      contents: "export { pt_br } from './core/i18n/pt_br'; export { en_us } from './core/i18n/en_us'",
      resolveDir: root,
      loader: 'ts'
    },
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'warning'
  })
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].contents).toString('base64')}`)
}

/** Output files a chunk reaches through static and dynamic imports, itself included, not entering `stop` files. */
function reach(outputs, file, seen = new Set(), stop = new Set()) {
  if (seen.has(file) || stop.has(file)) return seen
  seen.add(file)
  for (const i of outputs[file]?.imports ?? [])
    if (i.kind === 'import-statement' || i.kind === 'dynamic-import') reach(outputs, i.path, seen, stop)
  return seen
}

/**
 * A widget's label parts: each folder under its `routes/` (the checkout app: cart, checkout, confirmation, account) is
 * a part named `<widget>-<folder>`, rooted at the chunks esbuild made for the modules that folder's routes import on
 * demand. Part name -> those chunks.
 */
function labelParts(outputs, name) {
  const parts = {}
  for (const [file, o] of Object.entries(outputs)) {
    const folder = o.entryPoint?.match(new RegExp(`^widgets/${name}/routes/([\\w-]+)/`))?.[1]
    if (folder) (parts[`${name}-${folder}`] ??= []).push(file)
  }
  return parts
}

/** The catalogue keys named by literals in these source files. */
function keysIn(root, inputs, keys) {
  const found = new Set()
  for (const input of inputs) {
    if (input.includes('node_modules') || input.includes('core/i18n/')) continue
    const text = readFileSync(join(root, input), 'utf8')
    for (const [, lit] of [...text.matchAll(LITERAL), ...text.matchAll(TEMPLATE_HEAD)]) {
      if (keys.has(lit)) found.add(lit)
      else if (/[._]$/.test(lit)) for (const k of keys) if (k.startsWith(lit)) found.add(k)
    }
  }
  return [...found].sort()
}

/**
 * Label sets from a build's metafile. `units`: labels module name (a widget, or a bundle of widgets shipped as one
 * chunk) -> its widgets, each as [widget name, its entry's output file]. Returns the content version, the widgets that
 * have labels (as `widget=module` when the module is their bundle's), and a function writing the modules into `dir`
 * (chunks/labels-{module}-{lang}-{version}.js), listed for the report.
 */
export async function widgetLabels(root, metafile, units) {
  const { pt_br, en_us } = await catalogues(root)
  const keys = new Set(Object.keys(pt_br))
  const modules = {}
  const labelled = []
  const outputs = metafile.outputs
  const keysOf = (files) => {
    const inputs = new Set()
    for (const file of files) for (const i of Object.keys(outputs[file]?.inputs ?? {})) inputs.add(i)
    return keysIn(root, inputs, keys)
  }
  const add = (name, used) => {
    for (const [lang, cat] of [
      ['pt_br', pt_br],
      ['en_us', en_us]
    ]) {
      // A label missing in English falls back to the Portuguese reference, as `t` does.
      modules[`${name}-${lang}`] =
        `export default ${JSON.stringify(Object.fromEntries(used.map((k) => [k, cat[k] ?? pt_br[k]])))}\n`
    }
  }
  for (const [unit, widgets] of Object.entries(units)) {
    // The module's own set: what its widgets reach outside their parts; each part then loads only the keys it adds.
    const parts = Object.assign({}, ...widgets.map(([name]) => labelParts(outputs, name)))
    const roots = new Set(Object.values(parts).flat())
    const reached = new Set()
    for (const [, entry] of widgets) reach(outputs, entry, reached, roots)
    const own = keysOf(reached)
    add(unit, own)
    if (own.length) labelled.push(...widgets.map(([name]) => (name === unit ? name : `${name}=${unit}`)))
    for (const [part, files] of Object.entries(parts)) {
      const partReach = new Set()
      for (const f of files) reach(outputs, f, partReach)
      add(
        part,
        keysOf(partReach).filter((k) => !own.includes(k))
      )
    }
  }
  const version = createHash('sha1')
    .update(JSON.stringify(modules))
    .digest('base64url')
    .replace(/[-_]/g, '')
    .slice(0, 8)
    .toUpperCase()
  return {
    version,
    /** The widgets with labels (see core/i18n/labels): the runtime fetches those with the widget's chunk, not after it. */
    labelled,
    write(dir) {
      return Object.entries(modules).map(([name, text]) => {
        const file = `labels-${name}-${version}.js`
        writeFileSync(join(dir, file), text)
        return file
      })
    }
  }
}
