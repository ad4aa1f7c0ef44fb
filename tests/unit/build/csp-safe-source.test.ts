// The widgets run under a strict Content Security Policy (docs/deploying.md): no 'unsafe-inline' for styles or
// scripts, no 'unsafe-eval'. Styles set through the CSSOM (el.style.x, style={{…}}) are allowed; a style attribute
// written as markup, HTML written as a string, and code made from strings are not. This reads the shipped source for
// the constructs a policy would refuse, so one is caught before a store's browser reports it.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../../..')

function sources(dir: string, ext = /\.tsx?$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return sources(path, ext)
    return ext.test(e.name) ? [path] : []
  })
}

const REFUSED: [RegExp, string][] = [
  [/setAttribute\(\s*['"`]style['"`]/, "setAttribute('style', …): a style attribute (style-src-attr)"],
  [/setAttribute\(\s*['"`]on[a-z]+['"`]/, 'an on* attribute: an inline event handler (script-src-attr)'],
  [/\.(innerHTML|outerHTML)\s*=|insertAdjacentHTML|dangerouslySetInnerHTML|document\.write/, 'HTML from a string'],
  [/createElement\(\s*['"`]style['"`]|new CSSStyleSheet|insertRule\(/, 'a style element or constructed sheet'],
  [/\beval\(|new Function\(|\bFunction\(\s*['"`]/, "code from a string ('unsafe-eval')"],
  [/set(Timeout|Interval)\(\s*['"`]/, "a timer given a string ('unsafe-eval')"]
]

describe('the shipped source needs no unsafe-inline or unsafe-eval', () => {
  const files = ['loader', 'core', 'widgets'].flatMap((d) => sources(join(root, d)))

  it('finds the source', () => expect(files.length).toBeGreaterThan(100))

  it.each(REFUSED)('no %s', (pattern, what) => {
    const hits = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          pattern.test(line) && !/^\s*(\/\/|\*)/.test(line) ? [`${relative(root, file)}:${i + 1}`] : []
        )
    )
    expect(hits, what).toEqual([])
  })

  // The dependencies too (preact, nanostores, zod with its JIT off in core/zod-mini.ts), as built; dist/demo/ is the
  // demo theme's own React, not ours.
  it('the built files make no code from strings', () => {
    const built = sources(join(root, 'dist'), /\.m?js$/).filter((f) => !relative(root, f).startsWith('dist/demo/'))
    expect(built.length).toBeGreaterThan(50)
    const hits = built
      .filter((f) => /\beval\(|\bFunction\(/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(root, f))
    expect(hits).toEqual([])
  })
})
