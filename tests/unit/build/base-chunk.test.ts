import { describe, expect, it } from 'vitest'
import { baseModules, baseSource, linkBase, shortNames, usedNames } from '../../../scripts/base-chunk.mjs'

describe('shared files: which modules', () => {
  // A metafile in esbuild's shape: three island chunks, a runtime, a session; one chunk per module for clarity.
  const out = (inputs: string[], imports: [string, string][] = [], entryPoint?: string) => ({
    entryPoint,
    inputs: Object.fromEntries(inputs.map((i) => [i, { bytesInOutput: 1 }])),
    imports: imports.map(([path, kind]) => ({ path, kind }))
  })
  const metafile = {
    inputs: {
      'core/runtime.ts': { imports: [{ path: 'core/cart.ts' }] },
      'core/cart.ts': { imports: [] },
      'core/page/passport.ts': { imports: [] },
      'widgets/ui/card.tsx': { imports: [{ path: 'core/price.ts' }] },
      'core/price.ts': { imports: [] },
      'widgets/ui/menu.tsx': { imports: [] },
      'widgets/a/island.tsx': { imports: [] },
      'widgets/b/island.tsx': { imports: [] },
      'widgets/app/island.tsx': { imports: [] }
    },
    outputs: {
      'runtime.js': out(['core/runtime.ts', 'core/cart.ts'], [], 'core/runtime.ts'),
      'session.js': out(['core/page/passport.ts'], [], 'core/page/passport.ts'),
      'a.js': out(
        ['widgets/a/island.tsx'],
        [
          ['card.js', 'import-statement'],
          ['menu.js', 'import-statement']
        ]
      ),
      'b.js': out(['widgets/b/island.tsx'], [['card.js', 'import-statement']]),
      'app.js': out(['widgets/app/island.tsx'], [['menu.js', 'dynamic-import']]),
      'card.js': out(['widgets/ui/card.tsx', 'core/price.ts']),
      'menu.js': out(['widgets/ui/menu.tsx'])
    }
  }
  const entry = (name: string) => ({ runtime: 'runtime.js', session: 'session.js' })[name] ?? `${name}.js`

  it('puts what the runtime imports in the runtime chunk, the session and shared code an /app/ page uses in the app-shared one, storefront-only shared code in the last', () => {
    const units = { a: ['a'], b: ['b'], app: ['app'] }
    // menu: reached by a statically and by app on demand, but only one unit statically: not shared.
    const { modules, file } = baseModules(metafile, units, entry, new Set(['app']))
    const where = Object.fromEntries(modules.map((m: string, i: number) => [m, file[i]]))
    expect(where).toEqual({
      'core/runtime.ts': 0,
      'core/cart.ts': 0,
      'core/page/passport.ts': 1,
      'core/price.ts': 2,
      'widgets/ui/card.tsx': 2
    })
  })

  it('a module two chunks share that /app/ uses joins the app-shared chunk, with what it imports', () => {
    const units = { a: ['a'], b: ['b'], app: ['app'] }
    const { modules, file } = baseModules(metafile, units, entry, new Set(['b']))
    const where = Object.fromEntries(modules.map((m: string, i: number) => [m, file[i]]))
    expect(where['widgets/ui/card.tsx']).toBe(1)
    expect(where['core/price.ts']).toBe(1)
  })

  it('what /app/ reaches only through a part set aside (its account pages) stays in the storefront-shared chunk', () => {
    const units = { a: ['a'], b: ['b'], app: ['app'] }
    const outputs = {
      ...metafile.outputs,
      'app.js': out(['widgets/app/island.tsx'], [['favorites.js', 'dynamic-import']]),
      'favorites.js': out(['widgets/app/account/favorites.tsx'], [['card.js', 'import-statement']])
    }
    const aside = (m: string) => m.startsWith('widgets/app/account/')
    const place = (set: (m: string) => boolean) => {
      const { modules, file } = baseModules({ ...metafile, outputs }, units, entry, new Set(['app']), set)
      return Object.fromEntries(modules.map((m: string, i: number) => [m, file[i]]))['widgets/ui/card.tsx']
    }
    expect(place(aside)).toBe(2)
    expect(place(() => false)).toBe(1)
  })
})

describe('shared files: names and links', () => {
  const islands = [
    'import { money, cart as c } from "BASE?m=0";\nimport * as z from "BASE?m=1";\nz.object({ a: z.string() });',
    'import label from "BASE?m=2";\nimport "BASE?m=3";\nconst m = await import("BASE?d=4");'
  ]

  it('reads what is imported from each shared module, namespace properties and on-demand imports included', () => {
    const used = usedNames(islands, () => ['object', 'string', 'number'])
    expect([...used.get(0).named]).toEqual(['money', 'cart'])
    expect([...used.get(1).props]).toEqual(['object', 'string'])
    expect([...used.get(2).named]).toEqual(['default'])
    expect(used.get(4).whole).toBe(true)
  })

  it('keeps only real exports of a namespace: a local variable with the same short name reads nothing else', () => {
    const used = usedNames(['import * as z from "BASE?m=1";\nz.object();\nfunction f(z) { return z.length }'], () => [
      'object',
      'string'
    ])
    expect([...used.get(1).props]).toEqual(['object'])
  })

  it('writes each shared file exporting only the names used, under names no two modules share', () => {
    const modules = ['core/money.ts', 'core/zod-mini.ts', 'core/labels.ts', 'core/effect.ts', 'core/net.ts']
    const used = usedNames(islands, () => ['object', 'string'])
    const runtime = baseSource(modules, used, (i: number) => i !== 2, true)
    expect(runtime).toContain("export * from './core/runtime.ts'")
    expect(runtime).toContain("export const session = () => import('./core/page/passport.ts')")
    expect(runtime).toContain("export { money as b0_money, cart as b0_cart } from './core/money.ts'")
    expect(runtime).toContain('export const n1 = { object: n1_object, string: n1_string }')
    expect(runtime).toContain("export * as d4 from './core/net.ts'")
    expect(runtime).not.toContain('labels')
    const common = baseSource(modules, used, (i: number) => i === 2, false)
    expect(common).toBe("export { default as b2_default } from './core/labels.ts'\n")
  })

  it('points minified imports at the file holding each module, one statement per file', () => {
    const text =
      'import{money as o,cart as c}from"BASE?m=0";var x=1;import*as e from"BASE?m=1";import t from"BASE?m=2";import"BASE?m=3";import("BASE?d=4");'
    const linked = linkBase(text, (i: number) => (i === 2 ? 'common-X.js' : 'runtime-Y.js'))
    expect(linked).toBe(
      'import{b0_money as o,b0_cart as c,n1 as e}from"./runtime-Y.js";import{b2_default as t}from"./common-X.js";var x=1;import("./runtime-Y.js").then(m=>m.d4);'
    )
  })

  it('keeps a bare import of a file nothing is named from', () => {
    expect(linkBase('import"BASE?m=3";f();', () => 'store-shared.js')).toBe('import"./store-shared.js";f();')
  })

  it('short export names: one per module and name, stable within a build, never a runtime or namespace name', () => {
    const name = shortNames()
    const all = Array.from({ length: 4000 }, (_, k) => name(k % 2000, `x${k}`))
    expect(new Set(all).size).toBe(4000)
    expect(name(0, 'x0')).toBe(all[0])
    expect(all.slice(0, 3)).toEqual(['$a', '$b', '$c'])
    for (const n of all) expect(n).toMatch(/^\$[A-Za-z_][\w]*$/)
    const source = baseSource(
      ['core/money.ts'],
      new Map([[0, { named: new Set(['money']), props: new Set(), whole: false }]]),
      () => true,
      false,
      name
    )
    const linked = linkBase('import{money as o}from"BASE?m=0";o();', () => 'runtime.js', name)
    expect(source).toBe(`export { money as ${name(0, 'money')} } from './core/money.ts'\n`)
    expect(linked).toBe(`import{${name(0, 'money')} as o}from"./runtime.js";o();`)
  })
})
