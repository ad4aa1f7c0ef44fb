import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { CHROME_FLAGS, TEST_CHROME_PATH } from '../../scripts/chromium.mjs'

// One demo server per worker slot, each with its own in-memory platform: a test sees only the customers, orders and
// carts of the tests run before it in its own worker, never a change made alongside it.
const WORKERS = workersAsked(2)

/** The worker count given on the command line (`--workers=N`, `-j N`), else `fallback`; a percentage counts as 1. */
function workersAsked(fallback: number): number {
  const argv = process.argv
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split('=', 2)
    if (flag !== '--workers' && flag !== '-j') continue
    const n = Number(inline ?? argv[i + 1])
    return Number.isInteger(n) && n > 0 ? n : 1
  }
  return fallback
}

// TEST_PORTS (p0,p1,…) once chosen; else TEST_PORT and the ports after it; else ports free right now. They are
// written back to the environment because the workers re-read this file and must reach the servers the runner started.
function pickPorts(count: number): number[] {
  const chosen = (process.env.TEST_PORTS ?? '')
    .split(',')
    .map(Number)
    .filter((p) => Number.isInteger(p) && p > 0)
  if (chosen.length > 0) return chosen
  const given = Number(process.env.TEST_PORT)
  const script = fileURLToPath(new URL('./free-port.mjs', import.meta.url))
  const ports =
    Number.isInteger(given) && given > 0
      ? Array.from({ length: count }, (_, i) => given + i)
      : (execFileSync(process.execPath, [script, String(count)], { encoding: 'utf8' })
          .split(',')
          .map(Number) as number[])
  process.env.TEST_PORTS = ports.join(',')
  return ports
}

// Two ports per worker: store 1011's origin, then the second store's (Maple Row Home, 2022), both served by the
// worker's one server process, so the second store costs no extra start-up.
// Split by the list's length: a worker re-reads this file without the runner's --workers, but with its TEST_PORTS.
const ALL_PORTS = pickPorts(WORKERS * 2)
const PORTS = ALL_PORTS.slice(0, ALL_PORTS.length / 2)
const HOMEWARE_PORTS = ALL_PORTS.slice(ALL_PORTS.length / 2)
// Playwright sets TEST_PARALLEL_INDEX (0…workers-1, kept by a worker restarted in the same slot) in each worker before
// it reads this file; the runner itself has none and serves no page.
const SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % PORTS.length
const PORT = PORTS[SLOT]!
// Specs reach the second store at this origin (helpers' homewareUrl).
process.env.TEST_HOMEWARE_URL = `http://localhost:${HOMEWARE_PORTS[SLOT]}`

// Debian's Chromium headless shell (scripts/chromium.mjs; installed through apt by npm test when missing): the tests
// run where Playwright's own browser download is not available.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 8_000 },
  fullyParallel: true,
  // A stray test.only would run one test and exit 0: refused everywhere, not only on CI.
  forbidOnly: true,
  workers: WORKERS,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: TEST_CHROME_PATH,
      args: CHROME_FLAGS
    }
  },
  webServer: PORTS.map((port, i) => ({
    // A fresh in-memory platform per worker; the build is done by `npm test` before this starts.
    command: 'node demo-theme/server.mjs',
    cwd: '../..',
    // Test mode: the platform honours X-Fault and the /__platform test controls, which `npm start` refuses.
    // Each server records the API payloads it exchanged, for the contract check that runs after this suite. Playwright
    // empties test-results/ at each run: CONTRACT_RECORD_DIR (absolute) gathers several runs' recordings elsewhere.
    env: {
      PORT: String(port),
      HOMEWARE_PORT: String(HOMEWARE_PORTS[i]),
      DATA_FILE: '',
      VITRINE_TEST_MODE: '1',
      CONTRACT_RECORD_FILE: `${process.env.CONTRACT_RECORD_DIR || 'test-results/contract'}/server-${port}.jsonl`
    },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000
  }))
})
