// Every widget folder's registration and options, read at build time through esbuild (TypeScript sources, imported
// as one module): the loader's registry data, each widget's options as a JSON Schema, and the island chunks.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import * as esbuild from 'esbuild'
import toRegexRange from 'to-regex-range'

/**
 * Every widget folder's registration.ts and options, read at build time (a widget is registered by existing: no shared
 * list to edit). The registry is inlined into the loader as data; each widget's options become a JSON Schema (input
 * side: what a theme writes) for the editor manifest, with descriptions and defaults from the widget's own code.
 */
export async function readWidgets(root, bundleEntry) {
  const names = readdirSync(join(root, 'widgets')).filter((n) => existsSync(join(root, 'widgets', n, 'island.tsx')))
  const hasOptions = names.filter((n) => existsSync(join(root, 'widgets', n, 'options.ts')))
  const contents = [
    "export { writeRegistry } from './loader/registry'\nexport { toJSONSchema, object } from 'zod/mini'",
    "export { LOAD_DOCS } from './core/widget'",
    "export { attributeName } from './widgets/ui/options'",
    ...names.map((n, i) => `export { registration as r${i} } from './widgets/${n}/registration'`),
    ...hasOptions.map((n, i) => `export * as o${i} from './widgets/${n}/options'`)
  ].join('\n')
  const out = await esbuild.build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'warning'
  })
  const mod = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].contents).toString('base64')}`)
  const widgets = names.map((_, i) => mod[`r${i}`])
  const taken = widgets.map((w) => w.name).find((n, i, all) => all.indexOf(n) !== i)
  if (taken) throw new Error(`two widgets register the name ${taken}`)
  const schemas = Object.fromEntries(hasOptions.map((n, i) => [n, optionSchema(mod, mod[`o${i}`])]))
  const itemAttributes = Object.fromEntries(hasOptions.map((n, i) => [n, mod[`o${i}`].itemDocs ?? {}]))
  // Island chunks: a widget of its own, or a bundle of the widgets naming it.
  const unitNames = [...new Set(widgets.map((w) => w.bundle ?? w.name))]
  const units = unitNames.map((name) => {
    const members = widgets.filter((w) => (w.bundle ?? w.name) === name)
    const solo = members.length === 1 && name === members[0].name
    const entry = solo ? `widgets/${name}/island.tsx` : bundleEntry(name)
    return { name, entry, widgets: members.map((w) => w.name), app: members.some((w) => w.checkoutEnabled) }
  })
  return {
    widgets,
    schemas,
    itemAttributes,
    loads: mod.LOAD_DOCS,
    units,
    writeRegistry: mod.writeRegistry,
    // The runtime's own rule for an option's data-* name, so the docs cannot name another attribute.
    attributeName: mod.attributeName
  }
}

/**
 * A widget's options as a JSON Schema of what a theme writes (zod's input side), told as the runtime reads it: the
 * default is the input's own (else the parsed default when it is a plain value), a pattern the runtime matches
 * ignoring case is written case-insensitively (JSON Schema has no flags), and an option documented as 'Required:' is
 * in `required`.
 */
function optionSchema(mod, { options: shape, docs }) {
  const schema = mod.toJSONSchema(mod.object(shape), {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const checks = (zodSchema._zod.def.checks ?? []).map((c) => c._zod.def.pattern)
      const pattern = checks.find((p) => p instanceof RegExp && p.flags.includes('i'))
      if (pattern && jsonSchema.pattern === pattern.source) jsonSchema.pattern = anyCase(pattern.source)
      digitsInRange(jsonSchema)
    }
  })
  const required = []
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    prop.description = docs[key]
    if (docs[key]?.startsWith('Required:')) required.push(key)
    const parsed = shape[key].safeParse(undefined)
    const plain = (v) => ['string', 'number', 'boolean'].includes(typeof v)
    if (prop.default === undefined && parsed.success && plain(parsed.data)) prop.default = parsed.data
  }
  if (required.length) schema.required = required
  else delete schema.required
  return schema
}

/**
 * A number option also written as digits (an attribute: `anyOf` a number in a range and a string of digits): the
 * string's pattern takes the numbers' ranges, so an editor refuses `data-size="1000"` as the runtime does.
 */
export function digitsInRange(jsonSchema) {
  const branches = jsonSchema.anyOf ?? []
  const numbers = branches.flatMap((b) => (b.anyOf ?? [b]).filter((n) => n.type === 'number' || n.type === 'integer'))
  const digits = branches.find((b) => b.type === 'string' && /^\^(-\?)?\\d\+\$$/.test(b.pattern ?? ''))
  if (!digits || !numbers.length || !numbers.every((n) => Number.isInteger(n.minimum) && Number.isInteger(n.maximum)))
    return
  digits.pattern = `^(?:${numbers.map((n) => toRegexRange(n.minimum, n.maximum)).join('|')})$`
}

/** A regular expression's source matching letters in either case (what the `i` flag does), for JSON Schema. */
function anyCase(source) {
  let out = ''
  let inClass = false
  for (let i = 0; i < source.length; i++) {
    const c = source[i]
    if (c === '\\') {
      out += c + source[++i]
    } else if (c === '[' || c === ']') {
      inClass = c === '['
      out += c
    } else if (inClass && /[a-z]/i.test(c) && source[i + 1] === '-' && /[a-z]/i.test(source[i + 2] ?? '')) {
      const [from, to] = [c, source[i + 2]]
      out += `${from.toLowerCase()}-${to.toLowerCase()}${from.toUpperCase()}-${to.toUpperCase()}`
      i += 2
    } else if (/[a-z]/i.test(c)) {
      out += inClass ? c.toLowerCase() + c.toUpperCase() : `[${c.toLowerCase()}${c.toUpperCase()}]`
    } else out += c
  }
  return out
}
