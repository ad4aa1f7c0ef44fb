// What the home page's JavaScript before the first scroll is made of: builds dist/ with each module's `//#region path`
// comment kept (VITRINE_MODULE_COMMENTS=1), loads the page as the page-weight bench does, and gives each part
// (zod, preact, nanostores, each core and widgets folder) the gzip bytes the page loses when that part is taken out
// of its files. The parts overlap a little in gzip's dictionary, so they add up to slightly more than the page.
// Rebuilds dist/ as shipped at the end. Usage: node bench/page-composition.mjs [path, default /]
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { startDemo } from '../demo-theme/server.mjs'
import { launchChromium } from '../scripts/chromium.mjs'
import { measurePage } from './page-weight-lib.mjs'

const root = new URL('..', import.meta.url).pathname
const build = (env) => spawnSync(process.execPath, ['build.mjs'], { cwd: root, env: { ...process.env, ...env } })

/** A module's part: a package, or a folder of core/ or widgets/, or a file directly in core/. */
const partOf = (path) =>
  path
    .replace(/^node_modules\/(@[^/]+\/[^/]+|[^/]+)\/.*/, '$1')
    .replace(/^(core|widgets)\/([^/]+)\/.*/, '$1/$2')
    .replace(/^(core|loader)\/[^/]+\.tsx?$/, '$1 (top files)')

/** The page's files cut at Rolldown's module regions: [part, text without line breaks]. */
function sections(files) {
  const out = []
  for (const file of files) {
    const src = readFileSync(`${root}${file}`, 'utf8')
    const marks = [[0, `(${file.includes('labels-') ? 'labels' : 'chunk glue'})`]]
    for (const m of src.matchAll(/^\/\/#(?:region (\S+)|endregion)$/gm))
      marks.push([m.index, m[1] === undefined ? '(chunk glue)' : m[1].includes('zod') ? 'zod' : m[1]])
    marks.push([src.length])
    for (let i = 0; i < marks.length - 1; i++) {
      const text = src.slice(marks[i][0], marks[i + 1][0]).replace(/^\/\/.*\n/, '')
      const part = partOf(marks[i][1])
      out.push([part, text.replace(/\n\s*/g, '')])
    }
  }
  return out
}

const path = process.argv[2] ?? '/'
if (build({ VITRINE_MODULE_COMMENTS: '1' }).status === null) throw new Error('build failed')
const demo = await startDemo({ port: 0, dataFile: undefined })
const browser = await launchChromium()
try {
  const { before } = await measurePage(browser, demo.url, { name: 'page', path })
  const parts = sections(before.scripts.map((s) => s.replace(/^\//, '')))
  const gz = (list) => gzipSync(list.map(([, text]) => text).join(''), { level: 9 }).length
  const whole = gz(parts)
  const names = [...new Set(parts.map(([part]) => part))]
  const rows = names.map((n) => [n, whole - gz(parts.filter(([part]) => part !== n))]).sort((a, b) => b[1] - a[1])
  console.log(
    `${path}: ${before.files} files before the first scroll, ${(whole / 1024).toFixed(1)} KB gzip as one stream`
  )
  for (const [name, bytes] of rows) console.log(`${(bytes / 1024).toFixed(1).padStart(6)} KB  ${name}`)
} finally {
  await browser.close()
  await demo.close()
  build({})
}
