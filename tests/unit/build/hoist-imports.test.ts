import { describe, expect, it } from 'vitest'
import { hoistedImports } from '../../../scripts/hoist-imports.mjs'

// Chunks in the shape of Rolldown's output: file -> static imports, dynamic imports, entry or not.
const c = (imports: string[] = [], dynamicImports: string[] = [], isEntry = false) => ({
  imports,
  dynamicImports,
  isEntry
})

describe('imports hoisted to the top of a chunk loaded on demand', () => {
  it('names what its imports need, in the order they run, less what its importer has loaded', () => {
    const chunks = {
      'runtime.js': c(['shared.js'], [], true),
      'shared.js': c(),
      'shell.js': c(['shared.js'], ['Route.js'], true),
      // Route -> [line, badge]; line -> [period -> flag]; badge -> [shared (loaded)]
      'Route.js': c(['line.js', 'badge.js', 'shared.js']),
      'line.js': c(['period.js']),
      'period.js': c(['flag.js']),
      'flag.js': c(),
      'badge.js': c(['shared.js'])
    }
    const hoisted = hoistedImports(chunks, ['runtime.js'])
    // Post-order: a chunk after everything it imports, as the browser runs them; shared.js had run already.
    expect(hoisted['Route.js']).toEqual(['flag.js', 'period.js', 'line.js', 'badge.js'])
    // An island's chunk (an entry) whose imports are direct, or all loaded, is left alone.
    expect(hoisted['shell.js']).toBeUndefined()
  })

  it('counts only what every importer has loaded', () => {
    const chunks = {
      'runtime.js': c([], [], true),
      'a.js': c(['deep.js'], ['Lazy.js'], true),
      'b.js': c([], ['Lazy.js'], true),
      'Lazy.js': c(['mid.js']),
      'mid.js': c(['deep.js']),
      'deep.js': c()
    }
    // b.js has not loaded deep.js: it is named.
    expect(hoistedImports(chunks, ['runtime.js'])['Lazy.js']).toEqual(['deep.js', 'mid.js'])
  })

  it('leaves a chunk whose imports loop as it is', () => {
    const chunks = {
      'runtime.js': c([], ['Lazy.js'], true),
      'Lazy.js': c(['x.js']),
      'x.js': c(['y.js']),
      'y.js': c(['x.js'])
    }
    expect(hoistedImports(chunks, ['runtime.js'])).toEqual({})
  })

  it("treats an island's chunk as imported after the runtime and what it loads at once", () => {
    const chunks = {
      'runtime.js': c([], ['shared.js'], true),
      'shared.js': c(['helpers.js']),
      'helpers.js': c(),
      'island.js': c(['shared.js', 'part.js'], [], true),
      'part.js': c(['helpers.js', 'leaf.js']),
      'leaf.js': c()
    }
    expect(hoistedImports(chunks, ['runtime.js', 'shared.js'])['island.js']).toEqual(['leaf.js', 'part.js'])
  })
})
