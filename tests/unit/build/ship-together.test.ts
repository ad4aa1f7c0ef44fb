import { describe, expect, it } from 'vitest'
import { groupOf, labelModules, reach } from '../../../scripts/ship-together.mjs'

// A module graph in the shape build.mjs hands over: a runtime and its session, three island chunks, an /app/ one.
const m = (imports: string[] = [], dynamicImports: string[] = []) => ({ imports, dynamicImports })
const graph = {
  runtime: m(['core/cart.ts'], ['core/integrations.ts']),
  'core/cart.ts': m(),
  'core/integrations.ts': m(),
  'core/passport.ts': m(['core/api.ts']),
  'core/api.ts': m(),
  'widgets/a/island.tsx': m(['widgets/ui/card.tsx', 'widgets/ui/menu.tsx', 'core/cart.ts']),
  'widgets/b/island.tsx': m(['widgets/ui/card.tsx', 'core/api.ts']),
  'widgets/app/island.tsx': m(
    ['core/api.ts'],
    ['widgets/app/routes/cart/Cart.tsx', 'widgets/app/routes/account/Favs.tsx']
  ),
  'widgets/app/routes/cart/Cart.tsx': m(['widgets/ui/line.tsx']),
  'widgets/app/routes/account/Favs.tsx': m(['widgets/ui/card.tsx']),
  'widgets/ui/card.tsx': m(['core/price.ts']),
  'widgets/ui/line.tsx': m(),
  'widgets/ui/menu.tsx': m(),
  'core/price.ts': m()
}
const units = {
  a: 'widgets/a/island.tsx',
  b: 'widgets/b/island.tsx',
  app: 'widgets/app/island.tsx',
  mini: 'widgets/ui/line.tsx'
}
const GROUPS = [
  { name: 'runtime', holds: (f: { runtime?: string }) => f.runtime === 'static' },
  {
    name: 'app-shared',
    holds: (f: { runtime?: string; units: string[]; app: boolean }) =>
      f.runtime === 'dynamic' || (f.units.length > 1 && f.app)
  },
  { name: 'store-shared', holds: (f: { units: string[] }) => f.units.length > 1 }
]
const entries = (rare: string[] = []) => ({
  runtime: 'runtime',
  session: 'core/passport.ts',
  units,
  app: ['app'],
  rare
})

describe('what ships together', () => {
  it('reaches static imports, and dynamic ones only when asked, never entering a stop', () => {
    expect([...reach(graph, 'runtime')].sort()).toEqual(['core/cart.ts', 'runtime'])
    expect(reach(graph, 'runtime', { dynamic: true }).has('core/integrations.ts')).toBe(true)
    expect(
      reach(graph, 'widgets/app/island.tsx', {
        dynamic: true,
        stop: new Set(['widgets/app/routes/cart/Cart.tsx'])
      }).has('widgets/ui/line.tsx')
    ).toBe(false)
  })

  it('puts each module in the first group whose rule holds it, and leaves the rest to the bundler', () => {
    const groups = Object.fromEntries(groupOf(graph, entries(), GROUPS))
    expect(groups).toEqual({
      runtime: 'runtime',
      'core/cart.ts': 'runtime',
      'core/integrations.ts': 'app-shared',
      'core/passport.ts': 'app-shared',
      'core/api.ts': 'app-shared',
      // Shared by a and b, and reached under /app/ through the account's favourites.
      'widgets/ui/card.tsx': 'app-shared',
      'core/price.ts': 'app-shared'
    })
  })

  it('a folder /app/ loads only on rare visits does not make its shared code every /app/ page cost', () => {
    const groups = groupOf(graph, entries(['widgets/app/routes/account/']), GROUPS)
    expect(groups.get('widgets/ui/card.tsx')).toBe('store-shared')
    expect(groups.get('widgets/ui/menu.tsx')).toBeUndefined()
  })

  it("gives each route folder its own labels module, holding what that folder's routes reach", () => {
    const sets = labelModules(graph, { app: { entry: 'widgets/app/island.tsx', widgets: ['app'] } })
    expect(Object.keys(sets).sort()).toEqual(['app', 'app-account', 'app-cart'])
    expect(sets.app!.has('widgets/ui/line.tsx')).toBe(false)
    expect(sets['app-cart']!.has('widgets/ui/line.tsx')).toBe(true)
  })

  it("a route that loads another folder's route ahead does not take that folder's labels into its own", () => {
    const warming = {
      ...graph,
      'widgets/app/routes/cart/Cart.tsx': m(['widgets/ui/line.tsx'], ['widgets/app/routes/account/Favs.tsx'])
    }
    const sets = labelModules(warming, { app: { entry: 'widgets/app/island.tsx', widgets: ['app'] } })
    expect(sets['app-cart']!.has('widgets/app/routes/account/Favs.tsx')).toBe(false)
    expect(sets['app-cart']!.has('widgets/ui/card.tsx')).toBe(false)
    expect(sets['app-account']!.has('widgets/ui/card.tsx')).toBe(true)
  })
})
