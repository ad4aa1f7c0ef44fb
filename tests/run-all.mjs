// `npm test`: typecheck, build (with budgets), unit tests, browser tests; ends with one line `N passed, N failed`
// summing every suite, because CI reads only that line. Installs Debian's Chromium when it is missing.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const out = join(root, 'test-results')
mkdirSync(out, { recursive: true })
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1
const totals = { passed: 0, failed: 0, skipped: 0 }
const problems = []

function step(name, ok) {
  console.log(`\n== ${name}: ${ok ? 'ok' : 'FAILED'}`)
  if (!ok) problems.push(name)
}

function ensureChromium() {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium'
  if (existsSync(chrome)) return chrome
  console.log("Chromium is missing: installing Debian's package (apt-get install chromium)…")
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const apt = (...a) =>
    run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...a] : a, { DEBIAN_FRONTEND: 'noninteractive' })
  if (apt('update', '-qq') !== 0 || apt('install', '-y', '-qq', 'chromium') !== 0 || !existsSync(chrome)) {
    throw new Error('could not install Chromium; install the "chromium" package or set CHROME_PATH')
  }
  return chrome
}

step('typecheck (tsc --noEmit)', run('npx', ['tsc', '--noEmit', '-p', '.']) === 0)
// Biome: the linter everywhere, the formatter where biome.jsonc applies it (not the demo's own style, not CSS).
step('lint and format (biome check)', run('npx', ['biome', 'check', '--reporter=summary', '.']) === 0)
// Biome also keeps import circles out (noImportCycles, type imports included) and functions in loader, core and
// widgets to 60 lines (noExcessiveLinesPerFunction); the direction of imports is a rule of this repo's own.
step(
  'imports point one way: loader -> widgets -> core (scripts/check-import-direction.mjs)',
  run('node', ['scripts/check-import-direction.mjs']) === 0
)
step('build and size budgets (node build.mjs)', run('node', ['build.mjs']) === 0)
// After the build: the demo's pages import dist/node/core.mjs, whose types the build writes.
step('demo JavaScript type check (tsc -p demo-theme, checkJs)', run('npx', ['tsc', '-p', 'demo-theme']) === 0)

/**
 * Adds a suite's counts to the totals. A suite that failed without a failed test (it could not start, its report is
 * missing or unreadable, it ran nothing) counts as one failed test: a suite that did not run must never look green.
 */
function count(name, ok, counts) {
  const ran = counts ? counts.passed + counts.failed : 0
  if (counts) {
    totals.passed += counts.passed
    totals.failed += counts.failed
    totals.skipped += counts.skipped
  }
  if ((!ok && !counts?.failed) || !ran) {
    totals.failed += 1
    console.log(`${name}: ${counts ? `ran ${ran} tests` : 'no report'}; counted as a failure`)
  }
  step(name, ok && ran > 0)
}

/** The JSON report a runner wrote, or null (missing or broken). Stale reports are removed before each run. */
function report(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

/** A port nobody listens on, for the browser tests' demo server (TEST_PORT wins when set). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address()
        server.close(() => resolve(port))
      })
  })
}

const unitJson = join(out, 'vitest.json')
rmSync(unitJson, { force: true })
const unitStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${unitJson}`
])
const unit = report(unitJson)
count(
  'unit tests (vitest)',
  unitStatus === 0,
  unit && {
    passed: unit.numPassedTests,
    failed: unit.numFailedTests,
    skipped: unit.numPendingTests + (unit.numTodoTests ?? 0)
  }
)

if (!process.argv.includes('--unit-only')) {
  let chrome
  try {
    chrome = ensureChromium()
  } catch (e) {
    console.error(String(e))
  }
  const browserJson = join(out, 'playwright.json')
  rmSync(browserJson, { force: true })
  const port = process.env.TEST_PORT ?? String(await freePort())
  const status = chrome
    ? run('npx', ['playwright', 'test', '-c', 'tests/browser/playwright.config.ts'], {
        CHROME_PATH: chrome,
        PLAYWRIGHT_JSON_OUTPUT_NAME: browserJson,
        TEST_PORT: port
      })
    : 1
  const stats = report(browserJson)?.stats
  count(
    'browser tests (playwright, Chromium)',
    status === 0,
    stats && {
      passed: stats.expected ?? 0,
      failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0),
      skipped: stats.skipped ?? 0
    }
  )
}

// A step that failed without failing a counted test (typecheck, budgets, a suite exiting non-zero with every test
// passed) still fails the line.
totals.failed += problems.filter((p) => !p.startsWith('unit') && !p.startsWith('browser')).length
if (problems.length && totals.failed === 0) totals.failed = problems.length
if (problems.length) console.log(`\nFailed steps: ${problems.join('; ')}`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(problems.length ? 1 : 0)
