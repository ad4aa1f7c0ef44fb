// What `npm pack` ships to a theme project, read from the built dist/ (npm test builds before the unit tests).
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../../..')
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const dist = join(root, 'dist')

/** Every file an `exports` entry names (wildcards left out). */
function exportTargets(exports: Record<string, string | Record<string, string>>): string[] {
  return Object.values(exports)
    .flatMap((target) => (typeof target === 'string' ? [target] : Object.values(target)))
    .filter((target) => !target.includes('*'))
}

describe('the package a theme installs', () => {
  it('is versioned and licensed', () => {
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+$/)
    expect(pkg.license).toBe('MIT')
    expect(readFileSync(join(root, 'LICENSE'), 'utf8')).toContain('MIT License')
  })

  it("installs nothing it does not need: dist/ is bundled; zod only for core.d.ts's types, the theme's React optional", () => {
    expect(Object.keys(pkg.dependencies)).toEqual(['zod'])
    expect(pkg.peerDependencies).toEqual({ react: '^19', 'react-dom': '^19' })
    expect(pkg.peerDependenciesMeta).toEqual({ react: { optional: true }, 'react-dom': { optional: true } })
  })

  it('packs every file its exports name, and not the demo React', { timeout: 60_000 }, () => {
    expect(existsSync(join(dist, 'storefront.js')), 'run node build.mjs first').toBe(true)
    const packed = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: root,
      encoding: 'utf8'
    })
    expect(packed.status).toBe(0)
    const files = new Set<string>(JSON.parse(packed.stdout)[0].files.map((f: { path: string }) => f.path))
    for (const target of exportTargets(pkg.exports)) expect(files, target).toContain(target.replace(/^\.\//, ''))
    for (const file of ['LICENSE', 'README.md', 'dist/storefront.css', 'dist/react/storefront.js', 'dist/core.d.ts'])
      expect(files, file).toContain(file)
    expect([...files].filter((f) => f.startsWith('dist/demo/'))).toEqual([])
    // `vitrine dev` and `vitrine react-files`: the command and the platform it starts, bundled (nothing of the repo).
    expect(pkg.bin).toEqual({ vitrine: 'cli/vitrine.mjs' })
    for (const file of ['cli/vitrine.mjs', 'cli/dev.mjs', 'cli/react-files.mjs', 'dist/node/platform.mjs'])
      expect(files, file).toContain(file)
    expect([...files].filter((f) => f.startsWith('demo-theme/') || f.startsWith('tests/'))).toEqual([])
  })

  it("ships the platform without the tests' contract recorder", () => {
    const platform = readFileSync(join(dist, 'node/platform.mjs'), 'utf8')
    expect(platform).toContain('the shipped platform does not record')
    expect(platform).not.toMatch(/CONTRACT_RECORD|appendFileSync/)
  })

  it("writes a manifest whose SRI hashes match the files, with the package's version", () => {
    const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8'))
    expect(manifest.version).toBe(pkg.version)
    for (const file of ['storefront.js', 'storefront.css', 'react/storefront.js']) {
      const hash = createHash('sha384')
        .update(readFileSync(join(dist, file)))
        .digest('base64')
      expect(manifest.files[file]).toEqual({
        bytes: readFileSync(join(dist, file)).length,
        integrity: `sha384-${hash}`
      })
    }
    expect(Object.keys(manifest.files).filter((f) => /^(demo|node|types)\//.test(f))).toEqual([])
  })
})
