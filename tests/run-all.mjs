// `npm test`: typecheck, build (with budgets), unit tests, browser tests; ends with one line `N passed, N failed`
// summing every suite, because CI reads only that line. Installs Debian's Chromium when it is missing.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const out = join(root, 'test-results')
mkdirSync(out, { recursive: true })
const run = (cmd, args, env = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1
const totals = { passed: 0, failed: 0, skipped: 0 }
const problems = []

function step(name, ok) {
  console.log(`\n== ${name}: ${ok ? 'ok' : 'FAILED'}`)
  if (!ok) problems.push(name)
}

function ensureChromium() {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium'
  if (existsSync(chrome)) return chrome
  console.log('Chromium is missing: installing Debian\'s package (apt-get install chromium)…')
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const apt = (...a) => run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...a] : a, { DEBIAN_FRONTEND: 'noninteractive' })
  if (apt('update', '-qq') !== 0 || apt('install', '-y', '-qq', 'chromium') !== 0 || !existsSync(chrome)) {
    throw new Error('could not install Chromium; install the "chromium" package or set CHROME_PATH')
  }
  return chrome
}

step('typecheck (tsc --noEmit)', run('npx', ['tsc', '--noEmit', '-p', '.']) === 0)
step('build and size budgets (node build.mjs)', run('node', ['build.mjs']) === 0)

// A report left by an earlier run must never be counted as this run's.
function freshReport(file) {
  rmSync(file, { force: true })
  return file
}

// Reads a suite's JSON report; a suite that did not start, wrote no report, or ran no test counts as one failure,
// so the closing line can never read green when a suite was silently skipped.
function count(name, status, file, read) {
  let counts
  try {
    counts = existsSync(file) ? read(JSON.parse(readFileSync(file, 'utf8'))) : undefined
  } catch {
    counts = undefined
  }
  const ran = counts && counts.passed + counts.failed > 0
  if (!ran) {
    console.error(`${name}: no test results were reported; counted as 1 failed`)
    counts = { passed: 0, failed: 1, skipped: counts?.skipped ?? 0 }
  }
  totals.passed += counts.passed
  totals.failed += counts.failed
  totals.skipped += counts.skipped
  step(name, status === 0 && ran)
}

const unitJson = freshReport(join(out, 'vitest.json'))
const unitStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitJson}`])
count('unit tests (vitest)', unitStatus, unitJson, (r) => ({
  passed: r.numPassedTests ?? 0,
  failed: r.numFailedTests ?? 0,
  skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0)
}))

if (!process.argv.includes('--unit-only')) {
  let chrome
  try {
    chrome = ensureChromium()
  } catch (e) {
    console.error(String(e))
  }
  const browserJson = freshReport(join(out, 'playwright.json'))
  const status = chrome
    ? run('npx', ['playwright', 'test', '-c', 'tests/browser/playwright.config.ts'], { CHROME_PATH: chrome, PLAYWRIGHT_JSON_OUTPUT_NAME: browserJson })
    : 1
  count('browser tests (playwright, Chromium)', status, browserJson, (r) => {
    const s = r.stats ?? {}
    // Errors outside any test (a web server that never started) leave stats at zero but list errors.
    const outside = Array.isArray(r.errors) ? r.errors.length : 0
    return { passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0) + outside, skipped: s.skipped ?? 0 }
  })
}

// A step that failed without failing a counted test (typecheck, budgets, a suite exiting non-zero with every test
// passed) still fails the line.
totals.failed += problems.filter((p) => !p.startsWith('unit') && !p.startsWith('browser')).length
if (problems.length && totals.failed === 0) totals.failed = problems.length
if (problems.length) console.log(`\nFailed steps: ${problems.join('; ')}`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(problems.length ? 1 : 0)
