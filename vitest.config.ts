import { defineConfig } from 'vitest/config'
import { PREACT_ALIAS } from './aliases.mjs'

// Unit tests run the islands on the same preact/compat the bundle ships.
export default defineConfig({
  resolve: {
    // Exact names only: 'react' must not also rewrite 'react-dom/client'.
    alias: Object.entries(PREACT_ALIAS).map(([name, replacement]) => ({
      find: new RegExp(`^${name.replace('/', '\\/')}$`),
      replacement
    }))
  },
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  test: {
    environment: 'happy-dom',
    // A stray .only would skip every other test in its file quietly: refused everywhere, not only on CI.
    allowOnly: false,
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    server: { deps: { inline: ['@nanostores/react'] } }
  }
})
