// Every widget folder's registration and options, read at build time through esbuild (TypeScript sources, imported
// as one module): the loader's registry data, each widget's options as a JSON Schema, and the island chunks.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import * as esbuild from 'esbuild'

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
    ...names.map((n, i) => `export { registration as r${i} } from './widgets/${n}/registration'`),
    ...hasOptions.map((n, i) => `export { options as o${i}, docs as d${i} } from './widgets/${n}/options'`)
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
  const schemas = Object.fromEntries(
    hasOptions.map((n, i) => {
      const shape = mod[`o${i}`]
      const schema = mod.toJSONSchema(mod.object(shape), { io: 'input', unrepresentable: 'any' })
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        prop.description = mod[`d${i}`][key]
        const fallback = shape[key].safeParse(undefined)
        if (fallback.success && fallback.data !== undefined) prop.default = fallback.data
      }
      return [n, schema]
    })
  )
  // Island chunks: a widget of its own, or a bundle of the widgets naming it.
  const unitNames = [...new Set(widgets.map((w) => w.bundle ?? w.name))]
  const units = unitNames.map((name) => {
    const members = widgets.filter((w) => (w.bundle ?? w.name) === name)
    const solo = members.length === 1 && name === members[0].name
    const entry = solo ? `widgets/${name}/island.tsx` : bundleEntry(name)
    return { name, entry, widgets: members.map((w) => w.name), app: members.some((w) => w.checkoutEnabled) }
  })
  return { widgets, schemas, units, writeRegistry: mod.writeRegistry }
}
