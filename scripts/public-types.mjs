// dist/storefront.d.ts: window.storefront's types in one file that needs no other package. tsc emits
// core/storefront.ts's declarations; the data types that file imports (Cart, Customer, Settings…) are zod schemas,
// whose inferred types would need zod installed, so they are printed here from the schemas themselves (the
// objects the runtime validates with), each under its own name. tests/types/ proves each printed type equals the
// source's z.infer, and type-checks a theme script against this file with no zod, nanostores or mitt installed.
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import * as esbuild from 'esbuild'

/**
 * The public types file for `storefront` (tsc's declarations under `types`, e.g. dist/types/core/storefront.d.ts):
 * its imports replaced by declarations printed from the schemas. Throws on an import it cannot print.
 */
export async function publicTypes(root, types, entry = 'core/storefront') {
  const emitted = readFileSync(join(types, `${entry}.d.ts`), 'utf8')
  const imports = [...emitted.matchAll(/^import type \{([^}]+)\} from '([^']+)';\n/gm)].map((m) => ({
    names: m[1].split(',').map((n) => n.trim()),
    module: join(dirname(entry), m[2])
  }))
  const body = emitted.replace(/^import type \{[^}]+\} from '[^']+';\n/gm, '')
  if (/^import /m.test(body)) throw new Error(`${entry}.d.ts: an import the public types cannot print`)
  // Every schema module's exports: a schema met inside another prints under its own exported name.
  const modules = [...new Set([...imports.map((i) => i.module), ...schemaModules(root)])]
  const loaded = await loadModules(root, types, modules)
  const printer = new Printer(loaded)
  for (const { names, module } of imports) for (const name of names) printer.root(name, module, types)
  return `${printer.text()}\n${body}`
}

const schemaModules = (root) =>
  readdirSync(join(root, 'core/schemas'))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `core/schemas/${f.slice(0, -'.ts'.length)}`)

/** The modules' exports, loaded in Node (bundled by esbuild to a temporary file). */
async function loadModules(root, types, modules) {
  const file = join(types, `public-schemas-${process.pid}.mjs`)
  await esbuild.build({
    stdin: {
      contents: modules.map((m, i) => `export * as m${i} from './${m}'`).join('\n'),
      resolveDir: root,
      loader: 'ts'
    },
    outfile: file,
    bundle: true,
    format: 'esm',
    platform: 'node',
    logLevel: 'warning'
  })
  try {
    const ns = await import(pathToFileURL(file).href)
    return new Map(modules.map((m, i) => [m, ns[`m${i}`]]))
  } finally {
    rmSync(file, { force: true })
  }
}

const isSchema = (x) => x && typeof x === 'object' && '_zod' in x

class Printer {
  constructor(modules) {
    this.modules = modules
    /** schema -> the name it prints as (the first module exporting it names it) */
    this.names = new Map()
    const taken = new Set()
    for (const exports of modules.values())
      for (const [name, value] of Object.entries(exports))
        if (isSchema(value) && !this.names.has(value) && !taken.has(name)) {
          this.names.set(value, name)
          taken.add(name)
        }
    this.declared = new Map()
    this.pending = []
  }

  /** Declares `name`, imported from `module`: its schema printed, or its type alias with schema types substituted. */
  root(name, module, types) {
    const exports = this.modules.get(module)
    const alias = aliasText(join(types, `${module}.d.ts`), name)
    if (isSchema(exports[name]) && /^z\.(infer|output)<typeof \w+>$/.test(alias)) return this.declare(exports[name])
    // An alias built on schemas (Settings) or on a constant list (Period): the same text over the printed types.
    const text = alias
      .replace(/z\.(?:infer|output)<typeof (\w+)>/g, (_, s) => this.ref(exports[s], s === name ? `${s}Schema` : s))
      .replace(/\(typeof (\w+)\)\[number\]/g, (_, list) => exports[list].map((v) => JSON.stringify(v)).join(' | '))
    if (/typeof|\bz\./.test(text)) throw new Error(`${module}: cannot print the type ${name}`)
    this.declared.set(name, `export type ${name} = ${text};`)
  }

  /** A named schema's declaration (once), and those of the named schemas it refers to. */
  declare(schema, name = this.names.get(schema)) {
    if (!this.declared.has(name)) {
      this.declared.set(name, '')
      const def = schema._zod.def
      const text = this.print(schema, true)
      this.declared.set(
        name,
        def.type === 'object' ? `export interface ${name} ${text}` : `export type ${name} = ${text};`
      )
    }
    return name
  }

  /** The schema under `name` (its own exported name, unless the alias being declared takes that). */
  ref(schema, name) {
    if (!isSchema(schema)) throw new Error(`${name}: not a schema`)
    this.names.set(schema, name)
    return this.declare(schema)
  }

  print(schema, root = false) {
    if (!root && this.names.has(schema)) return this.declare(schema)
    const def = schema._zod.def
    const p = (s) => this.print(s)
    switch (def.type) {
      case 'string':
      case 'number':
      case 'boolean':
      case 'bigint':
      case 'null':
      case 'undefined':
      case 'any':
      case 'unknown':
      case 'never':
        return def.type
      case 'int':
        return 'number'
      case 'date':
        return 'Date'
      case 'literal':
        return def.values.map((v) => JSON.stringify(v)).join(' | ')
      case 'enum':
        return Object.values(def.entries)
          .map((v) => JSON.stringify(v))
          .join(' | ')
      case 'array':
        return `Array<${p(def.element)}>`
      case 'optional':
        return `${p(def.innerType)} | undefined`
      case 'nullable':
        return `${p(def.innerType)} | null`
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        return p(def.innerType)
      case 'pipe':
        // fallback(): the transform answers the wrapped schema's output (core/schemas/fallback.ts).
        if (schema.fallbackOf) return p(schema.fallbackOf)
        return def.out._zod.def.type === 'transform' ? p(def.in) : p(def.out)
      case 'union':
        return def.options.map((o) => `(${p(o)})`).join(' | ')
      case 'intersection':
        return `(${p(def.left)}) & (${p(def.right)})`
      case 'record':
        return `Record<${p(def.keyType)}, ${p(def.valueType)}>`
      case 'tuple':
        return `[${def.items.map(p).join(', ')}]`
      case 'lazy':
        return p(def.getter())
      case 'object':
        return this.object(def)
      default:
        throw new Error(`public types: no printer for zod type ${def.type}`)
    }
  }

  object(def) {
    const lines = Object.entries(def.shape).map(([key, value]) => {
      const optional = value._zod.optout === 'optional'
      const inner = optional && value._zod.def.type === 'optional' ? value._zod.def.innerType : value
      return `  ${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}${optional ? '?' : ''}: ${this.print(inner).replace(/\n/g, '\n  ')};`
    })
    // A loose schema keeps the platform's other fields at run time; the type a theme sees names only the documented
    // ones, so a misspelt field (cart.subtotl) is an error. A typed catchall (a map of values) is printed.
    const rest = def.catchall?._zod.def.type
    if (rest && rest !== 'never' && rest !== 'unknown') lines.push(`  [field: string]: ${this.print(def.catchall)};`)
    return `{\n${lines.join('\n')}\n}`
  }

  text() {
    return [...this.declared.values()].join('\n')
  }
}

/** The right-hand side of `export type <name> = …;` in a declaration file. */
function aliasText(file, name) {
  const text = readFileSync(file, 'utf8')
  const start = text.indexOf(`export type ${name} = `)
  if (start < 0) throw new Error(`${relative(process.cwd(), file)}: no type ${name}`)
  const from = start + `export type ${name} = `.length
  // The alias ends at the first `;` that closes a line at nesting depth 0.
  let depth = 0
  for (let i = from; i < text.length; i++) {
    const c = text[i]
    if ('<({['.includes(c)) depth++
    else if ('>)}]'.includes(c) && text[i - 1] !== '=') depth--
    else if (c === ';' && depth === 0) return text.slice(from, i).trim()
  }
  throw new Error(`${file}: type ${name} does not end`)
}
