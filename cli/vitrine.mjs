#!/usr/bin/env node
// The package's command: `vitrine dev` starts the local platform for a theme (cli/dev.mjs).
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

const USAGE = `Usage: vitrine dev [--port 8787] [--origin https://theme.test]... [--data file.json]

  --port     port on 127.0.0.1 (default 8787, or $PORT)
  --origin   a theme origin besides http://localhost:* allowed to call the APIs (repeatable)
  --data     keep customers, orders and carts in this JSON file (default: in memory)`

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
let args
try {
  args = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      origin: { type: 'string', multiple: true },
      data: { type: 'string' },
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
