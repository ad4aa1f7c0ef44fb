import { defineConfig } from '@playwright/test'

const PORT = Number(process.env.TEST_PORT ?? 8199)

// Debian's Chromium: Playwright's own browser download cannot work here (reference/toolchain.md).
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 8_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage']
    }
  },
  webServer: {
    // A fresh in-memory platform per run; the build is done by `npm test` before this starts.
    command: 'node demo-theme/server.mjs',
    cwd: '../..',
    env: { PORT: String(PORT), DATA_FILE: '' },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000
  }
})
