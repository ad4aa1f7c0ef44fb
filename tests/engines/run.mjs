// The cross-engine suite: the shopper's core journeys (journeys.mjs) in Firefox ESR and WebKitGTK, both engines at
// once, against a demo server of its own (test mode, in-memory platform) on a free port. Needs dist/ (node build.mjs).
//   node tests/engines/run.mjs            runs them; prints one line per test and the counts; exit 1 on a failure
//   node tests/engines/run.mjs --list     prints {"tests": N}, what a run will report, without starting anything
// The report (test-results/engines.json, or $ENGINES_REPORT) gives tests/run-all.mjs the counts it adds up. An engine
// that is not installed fails each of its tests, naming the Debian package: a run without it never looks green.
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { firefoxMissing, startFirefox } from './firefox.mjs'
import { JOURNEYS } from './journeys.mjs'
import { startWebKit, webkitMissing } from './webkit.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
// A journey is a handful of steps of up to 10 s each; past this the engine is taken as hung.
const JOURNEY_TIMEOUT = 45_000

/** @type {{ name: string, missing: () => string | null, start: (origin: string) => Promise<import('./driver.mjs').Driver> }[]} */
const ENGINES = [
  { name: 'Firefox ESR', missing: firefoxMissing, start: (origin) => startFirefox(origin) },
  { name: 'WebKitGTK', missing: webkitMissing, start: (origin) => startWebKit(origin, freePort()) }
]

const freePort = () =>
  Number(execFileSync(process.execPath, [join(root, 'tests/browser/free-port.mjs')], { encoding: 'utf8' }))

if (process.argv.includes('--list')) {
  console.log(JSON.stringify({ tests: ENGINES.length * JOURNEYS.length }))
  process.exit(0)
}

/** The demo store in test mode on a free port; resolves with its origin once it answers. */
async function startServer() {
  const port = freePort()
  const child = spawn(process.execPath, ['demo-theme/server.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_FILE: '', VITRINE_TEST_MODE: '1' },
    stdio: ['ignore', 'ignore', 'pipe']
  })
  const errors = []
  child.stderr.on('data', (d) => errors.push(String(d)))
  const origin = `http://localhost:${port}`
  const end = Date.now() + 30_000
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`the demo server exited: ${errors.join('')} (is dist/ built?)`)
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, stop: () => child.kill() }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill()
  throw new Error(`the demo server did not answer on ${origin}`)
}

/** Rejects after `ms`, so a hung engine fails its test instead of the whole run. */
function within(ms, promise) {
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms / 1000} s`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** Prints and keeps one test's outcome. */
function record(results, engine, name, started, error) {
  const ms = Date.now() - started
  results.push({ engine, name, ok: !error, ms, ...(error ? { error } : {}) })
  console.log(`  ${error ? '✘' : '✓'} [${engine}] ${name} (${(ms / 1000).toFixed(1)} s)`)
  if (error) console.log(`      ${error.replace(/\n/g, '\n      ')}`)
}

/** Every journey in one engine, one browser session, fresh cookies and storage for each. */
async function runEngine(engine, origin, results) {
  const missing = engine.missing()
  let driver
  let broken = missing
  if (!broken) {
    try {
      driver = await within(60_000, engine.start(origin))
    } catch (e) {
      broken = `${engine.name} did not start: ${e.message}`
    }
  }
  for (const journey of JOURNEYS) {
    const started = Date.now()
    if (broken) {
      record(results, engine.name, journey.name, started, broken)
      continue
    }
    try {
      await within(
        JOURNEY_TIMEOUT,
        (async () => {
          await driver.fresh()
          await journey.run(driver)
        })()
      )
      record(results, engine.name, journey.name, started)
    } catch (e) {
      // Where the journey stopped, and what the page says there: the fields' values and any message or alert.
      const where = await within(
        2_000,
        driver.run(() =>
          [
            location.href,
            ...[...document.querySelectorAll('main input, main select')].map(
              (i) => `${i.labels?.[0]?.textContent ?? i.name}=${i.type === 'radio' ? i.checked : i.value}`
            ),
            ...[...document.querySelectorAll('main button')].map(
              (b) => `button ${b.textContent}${b.getAttribute('aria-disabled') ? ' (aria-disabled)' : ''}`
            ),
            ...[...document.querySelectorAll('[role="alert"], .vt-form-error, [aria-invalid="true"]')].map(
              (e) => `! ${e.textContent || e.getAttribute('aria-label') || e.tagName}`
            )
          ].join('\n   ')
        )
      ).catch(() => 'unknown')
      record(results, engine.name, journey.name, started, `${e.message}\n(at ${where})`)
      if (/timed out after/.test(e.message)) broken = `not run: ${engine.name} hung in an earlier journey`
    }
  }
  await within(15_000, driver?.close() ?? Promise.resolve()).catch(() => {})
}

const started = Date.now()
/** @type {{ engine: string, name: string, ok: boolean, ms: number, error?: string }[]} */
const results = []
let server
try {
  server = await startServer()
  console.log(`Cross-engine journeys against ${server.origin}`)
  await Promise.all(ENGINES.map((engine) => runEngine(engine, server.origin, results)))
} catch (e) {
  // No server: every test fails, with the reason.
  for (const engine of ENGINES)
    for (const journey of JOURNEYS) record(results, engine.name, journey.name, started, String(e.message))
} finally {
  server?.stop()
}

const passed = results.filter((r) => r.ok).length
const failed = results.length - passed
const seconds = ((Date.now() - started) / 1000).toFixed(1)
console.log(`\n${passed} passed, ${failed} failed (${ENGINES.map((e) => e.name).join(' and ')}, ${seconds} s)`)
const file = process.env.ENGINES_REPORT || join(root, 'test-results/engines.json')
mkdirSync(dirname(file), { recursive: true })
writeFileSync(
  file,
  `${JSON.stringify({ passed, failed, skipped: 0, seconds: Number(seconds), tests: results }, null, 2)}\n`
)
process.exit(failed ? 1 : 0)
