// dist/manifest.json: every file a theme serves, with its size and the Subresource Integrity hash for
// <script integrity> / <link integrity>, and the suite's version. The demo's own React (dist/demo/) and the files
// for Node and type checkers are not served to shoppers and are left out.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const SERVED = /\.(js|css)$/
const NOT_SERVED = /^(demo|node|types)\//

/** Writes dist/manifest.json and returns it. */
export function writeSriManifest(dist, version) {
  const files = {}
  for (const file of readdirSync(dist, { recursive: true }).map(String).sort()) {
    if (!SERVED.test(file) || NOT_SERVED.test(file)) continue
    const bytes = readFileSync(join(dist, file))
    files[file] = { bytes: bytes.length, integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}` }
  }
  const manifest = { version, files }
  writeFileSync(join(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}
