// @vitest-environment node
// Importing a module must not read the page, storage, cookies or the network, nor start a timer: work starts when a
// store is first used (nanostores' onMount) or when the runtime is started. This imports every module of core/,
// widgets/ and loader/ into a fresh module graph where those globals are traps that note who touched them.
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'

const root = join(import.meta.dirname, '../../..')
/** Modules whose import is the start itself: the script tag's entry. */
const ENTRIES = new Set(['loader/index.ts'])

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .filter((file) => !ENTRIES.has(file))
    .sort()
}

const touched: string[] = []
/** The first frame in our own source, if the access came from it (the libraries were imported before the traps). */
function ours(what: string): void {
  const frames = (new Error().stack ?? '')
    .split('\n')
    .slice(2)
    .filter(
      (line) => /\/(core|widgets|loader|imports\/fixtures)\/[^ ]+\.tsx?/.test(line) && !line.includes('node_modules')
    )
    .slice(0, 3)
    .map((line) => line.trim().replace(`${root}/`, ''))
  if (frames.length) touched.push(`${what} ← ${frames.join(' ← ')}`)
}

/** A global that notes its first use by our code; what it hands out is inert, so one read is reported once. */
function trap(what: string, report = true): object {
  const note = (how: string) => report && ours(how)
  return new Proxy(() => {}, {
    get: (_t, key) => {
      if (key === Symbol.toPrimitive) return () => ''
      note(`${what}.${String(key)}`)
      return trap(`${what}.${String(key)}`, false)
    },
    set: (_t, key) => {
      note(`${what}.${String(key)} =`)
      return true
    },
    apply: () => {
      note(`${what}()`)
      return trap(`${what}()`, false)
    },
    construct: () => {
      note(`new ${what}()`)
      return trap(`new ${what}()`, false) as object
    },
    has: () => {
      note(`'…' in ${what}`)
      return false
    }
  })
}

const PAGE = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'location',
  'history',
  'navigator',
  'fetch',
  'XMLHttpRequest',
  'matchMedia',
  'addEventListener',
  'removeEventListener',
  'dispatchEvent',
  'requestAnimationFrame',
  'requestIdleCallback',
  'IntersectionObserver',
  'MutationObserver',
  'customElements',
  'CustomEvent',
  'Event'
]
const TIMERS = ['setTimeout', 'setInterval'] as const
const saved = new Map<string, PropertyDescriptor | undefined>()

beforeAll(async () => {
  // The libraries' own import-time code runs before the traps: only our modules are judged.
  await Promise.all([
    import('preact'),
    import('preact/compat'),
    import('preact/hooks'),
    import('preact/jsx-runtime'),
    import('nanostores'),
    import('@nanostores/react'),
    import('mitt'),
    import('zod/mini')
  ])
  for (const name of [...PAGE, ...TIMERS]) saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name))
  for (const name of PAGE) Object.defineProperty(globalThis, name, { value: trap(name), configurable: true })
  for (const name of TIMERS) {
    const real = globalThis[name] as (...a: unknown[]) => unknown
    Object.defineProperty(globalThis, name, {
      configurable: true,
      value: (...a: unknown[]) => {
        ours(name)
        return real(...a)
      }
    })
  }
})

afterAll(() => {
  for (const [name, d] of saved) {
    if (d) Object.defineProperty(globalThis, name, d)
    else delete (globalThis as Record<string, unknown>)[name]
  }
})

/** What importing `file` touched, or how the import failed. */
async function importing(file: string): Promise<string[]> {
  const before = touched.length
  try {
    await import(/* @vite-ignore */ join(root, file))
  } catch (e) {
    return [`${file}: import threw ${(e as Error).message.split('\n')[0]}`]
  }
  return touched.slice(before).map((t) => `${file}: ${t}`)
}

test('the check sees a module that reads storage when imported', async () => {
  expect(await importing('tests/unit/imports/fixtures/reads-storage.ts')).toEqual([
    expect.stringContaining('localStorage.getItem')
  ])
})

test('no module reads the page, storage, cookies or the network, or starts a timer, when imported', async () => {
  const failed: string[] = []
  for (const file of [...sources('core'), ...sources('widgets'), ...sources('loader')])
    failed.push(...(await importing(file)))
  expect(failed).toEqual([])
}, 120_000)
