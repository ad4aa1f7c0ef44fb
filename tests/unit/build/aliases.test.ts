import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PREACT_ALIAS } from '../../../aliases.mjs'

// tsconfig.json cannot import aliases.mjs: its "paths" must say the same, or the type checker would check the islands
// against another React than the one they run on.
describe('one alias map', () => {
  it('tsconfig paths point every aliased module where aliases.mjs does', () => {
    const paths = JSON.parse(readFileSync(join(__dirname, '../../../tsconfig.json'), 'utf8')).compilerOptions
      .paths as Record<string, string[]>
    for (const [name, target] of Object.entries(PREACT_ALIAS)) {
      const mapped =
        paths[name] ?? paths[`${name.split('/')[0]}/*`]?.map((p) => p.replace('*', name.split('/').slice(1).join('/')))
      expect(mapped?.[0]?.replace('./node_modules/', '').replace(/\/$/, ''), name).toBe(target)
    }
  })
})
