// Label chunks: one per widget, or per bundle for widgets shipped together. The build finds, for each widget, every
// label key its code can use — string literals in the sources of every module it imports, statically or on demand —
// and writes one small module per widget (or bundle) and language. A widget with routes (the
// checkout app) gets one more module per route folder, holding what those routes add, loaded with the route: the cart
// does not download the account's strings. A key a widget builds at run time (`status.${x}`) is found through its
// literal prefix ending in '.' or '_' ('status.'), which brings every key under it.
import * as esbuild from 'esbuild'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { labelModules, labelParts } from './ship-together.mjs'
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

/** The catalogue keys named by literals in these source files. */
function keysIn(root, inputs, keys) {
  const found = new Set()
  for (const input of inputs) {
    // Virtual modules, packages, the catalogues themselves, and bare names left external (the React flavour's React).
    if (input.startsWith('\0') || input.includes('node_modules') || input.includes('core/i18n/')) continue
    if (!existsSync(join(root, input))) continue
    const text = readFileSync(join(root, input), 'utf8')
    for (const [, lit] of [...text.matchAll(LITERAL), ...text.matchAll(TEMPLATE_HEAD)]) {
      if (keys.has(lit)) found.add(lit)
      else if (/[._]$/.test(lit)) for (const k of keys) if (k.startsWith(lit)) found.add(k)
    }
  }
  return [...found].sort()
}

/**
 * Label sets from the module graph (scripts/ship-together.mjs). `units`: island chunk (a widget, or a bundle of widgets
 * shipped as one chunk) -> { entry, widgets }. Returns the content version, the widgets that have labels (as
 * `widget=chunk` when the module is their bundle's), and each module's text by file name,
 * labels-{module}-{lang}-{version}.js.
 */
export async function widgetLabels(root, graph, units) {
  const { pt_br, en_us } = await catalogues(root)
  const keys = new Set(Object.keys(pt_br))
  const sets = labelModules(graph, units)
  const labelled = []
  const used = {}
  for (const [unit, { widgets }] of Object.entries(units)) {
    const own = keysIn(root, sets[unit], keys)
    used[unit] = own
    if (own.length) labelled.push(...widgets.map((name) => (name === unit ? name : `${name}=${unit}`)))
    // Each part loads only the keys it adds to its unit's own.
    for (const part of Object.keys(labelParts(graph, widgets)))
      used[part] = keysIn(root, sets[part], keys).filter((k) => !own.includes(k))
  }
  // A label missing in English falls back to the Portuguese reference, as `t` does.
  const modules = {}
  for (const [name, list] of Object.entries(used))
    for (const [lang, cat] of Object.entries({ pt_br, en_us }))
      modules[`${name}-${lang}`] =
        `export default ${JSON.stringify(Object.fromEntries(list.map((k) => [k, cat[k] ?? pt_br[k]])))}\n`
  // Hashed in name order: the module graph's order may differ between checkouts of the same commit.
  const sorted = Object.keys(modules)
    .sort()
    .map((name) => [name, modules[name]])
  const version = createHash('sha1')
    .update(JSON.stringify(sorted))
    .digest('base64url')
    .replace(/[-_]/g, '')
    .slice(0, 8)
    .toUpperCase()
  return {
    version,
    /** The widgets with labels (see core/i18n/labels): the runtime fetches those with the widget's chunk, not after it. */
    labelled,
    files: Object.fromEntries(Object.entries(modules).map(([name, text]) => [`labels-${name}-${version}.js`, text]))
  }
}
