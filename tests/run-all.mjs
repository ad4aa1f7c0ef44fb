// `npm test`: typecheck, lint, build (with budgets), unit tests, browser tests (Chromium), the contract check of the
// payloads they exchanged, the shopper's core journeys in Firefox ESR and WebKitGTK; ends with one line
// `N passed, N failed, N skipped` summing every suite, because CI reads only that line. It installs nothing: a missing
// browser fails its suite with the set-up line to run. A run cannot look green with tests not run: each suite's count is compared with
// what it listed (tests/run/tally.mjs), a skipped test fails the run unless `--allow-skips`, and `--unit-only` names
// the suite it leaves out in the closing line.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { BROWSERS_SETUP, CHROME_PATH, HEADLESS_SHELL } from '../scripts/chromium.mjs'
import { closingLine, judgeSuite, listedPlaywrightTests } from './run/tally.mjs'

const root = new URL('..', import.meta.url).pathname
const out = join(root, 'test-results')
mkdirSync(out, { recursive: true })
const unitOnly = process.argv.includes('--unit-only')
const allowSkips = process.argv.includes('--allow-skips')
const run = (cmd, args, env = {}, stdio = 'inherit') =>
  spawnSync(cmd, args, { cwd: root, stdio, encoding: 'utf8', env: { ...process.env, ...env } })
const steps = []

function step(name, ok) {
  console.log(`\n== ${name}: ${ok ? 'ok' : 'FAILED'}`)
  if (!ok) steps.push(name)
}

/**
 * The browser the tests run in: $TEST_CHROME_PATH, else Debian's Chromium headless shell, else the full Chromium
 * (slower). The test command installs nothing: .ci/run (and the README's set-up line) install the browsers.
 */
function findChromium() {
  if (process.env.TEST_CHROME_PATH) return process.env.TEST_CHROME_PATH
  if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL
  if (existsSync(CHROME_PATH)) {
    console.log(`Chromium's headless shell is missing: the tests run in ${CHROME_PATH} (slower).`)
    return CHROME_PATH
  }
  throw new Error(`no Chromium: ${BROWSERS_SETUP}`)
}

/** The JSON report a runner wrote, or null (missing or broken). Stale reports are removed before each run. */
function report(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

const ok = (cmd, args) => run(cmd, args).status === 0
step('typecheck (tsc --noEmit)', ok('npx', ['tsc', '--noEmit', '-p', '.']))
// The same islands against React 19's own types: the React flavour runs them on real React.
step(
  'typecheck against React 19 (tsc -p tsconfig.react.json)',
  ok('npx', ['tsc', '--noEmit', '-p', 'tsconfig.react.json'])
)
// Biome: the linter everywhere, the formatter where biome.jsonc applies it (not the demo's own style, not CSS).
step('lint and format (biome check)', ok('npx', ['biome', 'check', '--error-on-warnings', '--reporter=summary', '.']))
// Biome also keeps import circles out (noImportCycles, type imports included) and functions in loader, core and
// widgets to 60 lines (noExcessiveLinesPerFunction); the direction of imports is a rule of this repo's own.
step(
  'imports point one way: loader -> widgets -> core (scripts/check-import-direction.mjs)',
  ok('node', ['scripts/check-import-direction.mjs'])
)
step('build and size budgets (node build.mjs)', ok('node', ['build.mjs']))
// The shipped dist/storefront.d.ts as a theme script sees it: expected types, expected errors (a misspelt event, a
// write to cart.data, a wrong setCustomer field), and each printed data type equal to its schema's z.infer.
step('type tests of dist/storefront.d.ts (tsc -p tests/types)', ok('npx', ['tsc', '-p', 'tests/types']))
step(
  "the docs' theme-script snippets compile in a strict theme (tests/types/snippets.mjs)",
  ok('node', ['tests/types/snippets.mjs'])
)
// After the build: the demo's pages import dist/node/core.mjs, whose types the build writes.
step('demo JavaScript type check (tsc -p demo-theme, checkJs)', ok('npx', ['tsc', '-p', 'demo-theme']))

const results = [unitSuite()]
const leftOut = []
if (unitOnly) leftOut.push('unit-only')
else results.push(browserSuite(), contractSuite(), enginesSuite())

/**
 * Vitest's own report counts every test it collected (skipped and todo included), and `allowOnly: false` refuses a
 * `.only`; what it cannot see is a test file it never loaded, so the files it reports are compared with the files on disk.
 */
function unitSuite() {
  const file = join(out, 'vitest.json')
  rmSync(file, { force: true })
  const status = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`])
  const unit = report(file)
  const onDisk = readdirSync(join(root, 'tests/unit'), { recursive: true }).filter((f) =>
    /\.test\.tsx?$/.test(f)
  ).length
  const reported = new Set((unit?.testResults ?? []).map((r) => relative(root, r.name))).size
  return judgeSuite('unit tests (vitest)', {
    problems: unit && reported !== onDisk ? [`unit tests: ${onDisk} test files, ${reported} reported`] : [],
    listed: unit?.numTotalTests,
    exitOk: status.status === 0,
    allowSkips,
    counts: unit && {
      passed: unit.numPassedTests,
      failed: unit.numFailedTests,
      skipped: unit.numPendingTests + (unit.numTodoTests ?? 0)
    }
  })
}

/** Playwright lists its tests first (`--list`), then runs them; the two counts must agree. */
function browserSuite() {
  const name = 'browser tests (playwright, Chromium)'
  let chrome
  try {
    chrome = findChromium()
  } catch (e) {
    console.error(String(e))
    return judgeSuite(name, { counts: null })
  }
  const config = ['playwright', 'test', '-c', 'tests/browser/playwright.config.ts']
  // The demo servers record the payloads they exchange there (the contract suite reads them): only this run's.
  rmSync(join(out, 'contract'), { recursive: true, force: true })
  // The recordings go to test-results/contract, which this run clears and the contract suite reads.
  const env = { TEST_CHROME_PATH: chrome, CONTRACT_RECORD_DIR: '' }
  // The listing's JSON goes to stdout: an output file set in the environment would take it away.
  const listing = run('npx', [...config, '--list', '--reporter=json'], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: '' }, [
    'ignore',
    'pipe',
    'inherit'
  ])
  const listed = listedPlaywrightTests(JSON.parse(listing.stdout || '{}'))
  const file = join(out, 'playwright.json')
  rmSync(file, { force: true })
  const status = run('npx', config, { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: file })
  const stats = report(file)?.stats
  return judgeSuite(name, {
    listed,
    exitOk: status.status === 0,
    allowSkips,
    counts: stats && {
      passed: stats.expected ?? 0,
      failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0),
      skipped: stats.skipped ?? 0
    }
  })
}

/**
 * The shopper's core journeys in Firefox ESR and WebKitGTK (tests/engines/run.mjs), after the Chromium suite: listed
 * first, like Playwright's tests, then run. A missing engine fails its tests with the Debian package to install.
 */
function enginesSuite() {
  const name = 'cross-engine journeys (Firefox ESR, WebKitGTK)'
  const script = 'tests/engines/run.mjs'
  const listing = run('node', [script, '--list'], {}, ['ignore', 'pipe', 'inherit'])
  let listed
  try {
    listed = JSON.parse(listing.stdout).tests
  } catch {}
  const file = join(out, 'engines.json')
  rmSync(file, { force: true })
  const status = run('node', [script], { ENGINES_REPORT: file })
  const engines = report(file)
  return judgeSuite(name, {
    listed,
    exitOk: status.status === 0,
    allowSkips,
    problems: listed === undefined ? [`${name}: the listing failed`] : [],
    counts: engines && { passed: engines.passed, failed: engines.failed, skipped: engines.skipped }
  })
}

/**
 * The payloads the browser suite exchanged with the demo platform, checked against the hosted platform's published
 * types (tests/contract/check.mjs): one test per payload kind; a kind with no payload recorded fails.
 */
function contractSuite() {
  const file = join(out, 'contract', 'report.json')
  rmSync(file, { force: true })
  const status = run('node', ['tests/contract/check.mjs'], { CONTRACT_RECORD_DIR: '' })
  const contract = report(file)
  return judgeSuite('contract check (payloads vs @cloudcommerce/types)', {
    listed: contract?.listed,
    exitOk: status.status === 0,
    allowSkips,
    counts: contract && { passed: contract.passed, failed: contract.failed, skipped: 0 }
  })
}

// A step that failed without a counted test (typecheck, budgets…) adds one failure each to the closing line.
const stepsFailed = steps.length
for (const result of results) {
  for (const problem of result.problems) console.log(problem)
  step(result.name, result.problems.length === 0 && result.failed === 0)
}
if (steps.length) console.log(`\nFailed: ${steps.join('; ')}`)
console.log(`\n${closingLine(results, { stepsFailed, leftOut })}`)
process.exit(steps.length ? 1 : 0)
