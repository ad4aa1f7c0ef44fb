// The same commit builds the same dist/ bytes from any checkout path: chunk names carry content hashes, and a path
// that leaked into a hash would rename chunks (and move gzip figures) by where the repository was cloned. The working
// tree's files (tracked and untracked, as git lists them) are copied to two folders of different depth, each built
// with its own cwd, and every file of the two dist/ folders compared byte for byte.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../../..')
const work = mkdtempSync(join(tmpdir(), 'vitrine-reproducible-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8'
})
  .stdout.split('\0')
  .filter((f) => f && !f.startsWith('dist/'))

/** A copy of the working tree at `dir`, sharing this checkout's node_modules through a link. */
function checkout(dir: string) {
  for (const file of files) {
    mkdirSync(join(dir, dirname(file)), { recursive: true })
    try {
      cpSync(join(root, file), join(dir, file))
    } catch {
      // A file deleted in the working tree but still tracked is not part of what builds.
    }
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'))
  return dir
}

/** Every file below `dir`, relative path -> bytes. */
function tree(dir: string) {
  const out = new Map<string, Buffer>()
  for (const f of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (f.isFile()) out.set(join(f.parentPath, f.name).slice(dir.length + 1), readFileSync(join(f.parentPath, f.name)))
  return out
}

describe('the build', () => {
  it('writes the same dist/ bytes from two checkout paths', { timeout: 120_000 }, () => {
    const a = checkout(join(work, 'a'))
    const b = checkout(join(work, 'deeper', 'path', 'to', 'b'))
    for (const [dir, cwd] of [
      [a, a],
      [b, work]
    ] as const) {
      const built = spawnSync(process.execPath, [join(dir, 'build.mjs')], { cwd, encoding: 'utf8' })
      // Budgets are the build's other job; here only the bytes matter, so a build over budget still compares.
      expect(built.status === 0 || built.stderr.includes('Budget broken'), built.stderr).toBe(true)
    }
    const [ta, tb] = [tree(join(a, 'dist')), tree(join(b, 'dist'))]
    expect([...tb.keys()].sort()).toEqual([...ta.keys()].sort())
    const differ = [...ta].filter(([name, bytes]) => !bytes.equals(tb.get(name)!)).map(([name]) => name)
    expect(differ).toEqual([])
    expect(ta.size).toBeGreaterThan(100)
  })
})
