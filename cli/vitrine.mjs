#!/usr/bin/env node
// The package's command: `vitrine dev` starts the local platform for a theme (cli/dev.mjs); `vitrine react-files`
// writes the theme's React as the ES modules the React flavour's import map names (cli/react-files.mjs).
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

const USAGE = `Usage: vitrine dev [--port 8787] [--origin https://theme.test]... [--data file.json]
       vitrine react-files <dir> [--base /assets/react/]

dev: the local platform (demo catalogue) and this package's dist/ under /vitrine/; prints the tags to paste.
  --port     port on 127.0.0.1 (default 8787, or $PORT)
  --origin   a theme origin besides http://localhost:* allowed to call the APIs (repeatable)
  --data     keep customers, orders and carts in this JSON file (default: in memory)

react-files: writes the theme's installed React 19 into <dir> as the four ES modules the React flavour's import map
names (react.js, react-dom.js, react-dom-client.js, react-jsx-runtime.js); prints the import map.
  --base     the URL the theme serves <dir> at (default /react/)`

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
let args
try {
  args = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      origin: { type: 'string', multiple: true },
      data: { type: 'string' },
      base: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean', short: 'v' }
    }
  })
} catch (e) {
  console.error(`${e.message}\n\n${USAGE}`)
  process.exit(2)
}
const { values, positionals } = args
if (values.version) {
  console.log(version)
  process.exit(0)
}
if (positionals[0] === 'react-files' && positionals[1] && !values.help) {
  const { writeReactFiles } = await import('./react-files.mjs')
  const base = values.base ?? '/react/'
  let map
  try {
    map = writeReactFiles(positionals[1], { base: base.endsWith('/') ? base : `${base}/` })
  } catch (e) {
    console.error(`React 19 is not installed here (npm install react@19 react-dom@19): ${e.message}`)
    process.exit(1)
  }
  console.log(`Wrote React ${map.version} to ${positionals[1]}. Serve it at ${base} and put before the loader:

<script type="importmap">${JSON.stringify({ imports: map.imports })}</script>
<script type="module" src="/vitrine/react/storefront.js"></script>`)
  process.exit(0)
}
if (values.help || positionals[0] !== 'dev') {
  console.log(USAGE)
  process.exit(values.help ? 0 : 2)
}
const port = Number(values.port ?? process.env.PORT ?? 8787)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, not "${values.port ?? process.env.PORT}"`)
  process.exit(2)
}
const origins = values.origin ?? []
for (const o of origins)
  if (!/^https?:\/\/[^/\s]+$/.test(o)) {
    console.error(`--origin must be an origin such as https://theme.test (no path), not "${o}"`)
    process.exit(2)
  }

const { startDev } = await import('./dev.mjs')
const dev = await startDev({ port, origins, dataFile: values.data })
console.log(`Vitrine ${version} dev platform at ${dev.url} (demo catalogue; store 1011)
CORS for http://localhost:*${origins.map((o) => `, ${o}`).join('')}

Paste into every page's <head>:

${dev.tags}

Log in as maria@example.com; her code: ${dev.url}/__platform/email-codes?email=maria@example.com
`)
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => dev.close().then(() => process.exit(0)))
