import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { CHROME_FLAGS, TEST_CHROME_PATH } from '../../scripts/chromium.mjs'

// TEST_PORT when given, else a port free right now. It is written back to the environment because the workers
// re-read this file and must reach the same server as the runner started.
function pickPort(): number {
  const given = Number(process.env.TEST_PORT)
  if (Number.isInteger(given) && given > 0) return given
  const script = fileURLToPath(new URL('./free-port.mjs', import.meta.url))
  const port = Number(execFileSync(process.execPath, [script], { encoding: 'utf8' }))
  process.env.TEST_PORT = String(port)
  return port
}

const PORT = pickPort()

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
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: TEST_CHROME_PATH,
      args: CHROME_FLAGS
    }
  },
  webServer: {
    // A fresh in-memory platform per run; the build is done by `npm test` before this starts.
    command: 'node demo-theme/server.mjs',
    cwd: '../..',
    // Test mode: the platform honours X-Fault and the /__platform test controls, which `npm start` refuses.
    env: { PORT: String(PORT), DATA_FILE: '', VITRINE_TEST_MODE: '1' },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000
  }
})
