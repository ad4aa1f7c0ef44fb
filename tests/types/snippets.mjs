// The theme-script snippets of README.md and docs/theme-scripts.md, type-checked as a strict TypeScript theme would:
// each ```js or ```ts block that uses `storefront` (not the interface listings) becomes a module that sees only dist/storefront.d.ts. A snippet
// that needs a cast, or names a member the types lack, fails `npm test`.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = join(import.meta.dirname, '../..')
const DOCS = ['README.md', 'docs/theme-scripts.md']

/** Each fenced js/ts block of `text` that uses the handle, with its line, ready to be a module of its own. */
export function snippets(text, file) {
  const found = []
  for (const m of text.matchAll(/^```(?:js|ts)\n([\s\S]*?)^```/gm)) {
    // A block that only lists the shape (an interface) is reference, not a script.
    if (!/\bstorefront\b/.test(m[1]) || /^interface /m.test(m[1])) continue
    const line = text.slice(0, m.index).split('\n').length + 1
    // A package import names where the types come from; here they are the built file itself.
    const body = m[1].replace(/^import type \{[^}]*\} from '(vitrine|\.\/vitrine\/storefront)'.*$/gm, '')
    found.push({ name: `${file.replace(/\W/g, '_')}_${line}.ts`, where: `${file}:${line}`, body })
  }
  return found
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-snippets-'))
  try {
    const all = DOCS.flatMap((f) => snippets(readFileSync(join(root, f), 'utf8'), f))
    if (!all.length) throw new Error('no theme-script snippet found: the docs changed shape')
    for (const s of all) writeFileSync(join(dir, s.name), `// ${s.where}\nexport {}\n${s.body}`)
    const config = {
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'es2022',
        module: 'esnext',
        moduleResolution: 'bundler',
        lib: ['es2022', 'dom'],
        types: [],
        skipLibCheck: false
      },
      files: [join(root, 'dist/storefront.d.ts'), ...all.map((s) => join(dir, s.name))]
    }
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config))
    const run = spawnSync('npx', ['tsc', '-p', join(dir, 'tsconfig.json')], { cwd: root, encoding: 'utf8' })
    process.stdout.write(run.stdout.replaceAll(dir, '<snippets>'))
    console.log(`${all.length} snippets: ${all.map((s) => s.where).join(', ')}`)
    process.exit(run.status ?? 1)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
