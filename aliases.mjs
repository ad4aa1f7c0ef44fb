// The one map from the React API the islands are written against to preact/compat, which the shipped build runs them
// on. build.mjs and vitest.config.ts import it; tsconfig.json cannot import, so tests/unit/build/aliases.test.ts
// checks its "paths" say the same. The React flavour (dist/react/) is built without it.
export const PREACT_ALIAS = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  // What JSX compiles to in development builds (vitest): without it, tests would render real React elements.
  'react/jsx-dev-runtime': 'preact/jsx-runtime'
}
