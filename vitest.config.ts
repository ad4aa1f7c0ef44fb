import { defineConfig } from 'vitest/config'
import { PREACT_ALIAS } from './aliases.mjs'

/** Test folders whose modules keep no state between tests: safe to run in one module graph per worker. */
const PURE = [
  'build',
  'demo-theme',
  'core/account',
  'core/checkout',
  'core/format',
  'core/money',
  'core/parse',
  'core/payments',
  'core/product',
  'core/schemas',
  'core/shipping'
].map((dir) => `tests/unit/${dir}/**/*.test.{ts,tsx}`)

// Unit tests run the islands on the same preact/compat the bundle ships.
export default defineConfig({
  resolve: {
    // Exact names only: 'react' must not also rewrite 'react-dom/client'.
    alias: Object.entries(PREACT_ALIAS).map(([name, replacement]) => ({
      find: new RegExp(`^${name.replace('/', '\\/')}$`),
      replacement
    }))
  },
  test: {
    environment: 'happy-dom',
    // A stray .only would skip every other test in its file quietly: refused everywhere, not only on CI.
    allowOnly: false,
    server: { deps: { inline: ['@nanostores/react'] } },
    // Starting a fresh module graph for each file costs about a second on two cores, most of the run. Tests of pure
    // rules and of the demo platform (made anew by each test) share one graph per worker; tests of modules that keep
    // state (stores, the session, the loader, the API client, i18n) keep a fresh one each, in threads (cheaper to
    // start than processes).
    projects: [
      { extends: true, test: { name: 'pure', include: PURE, isolate: false } },
      {
        extends: true,
        test: { name: 'stateful', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: PURE, pool: 'threads' }
      }
    ]
  }
})
