// The local platform as the package ships it (dist/node/platform.mjs), for `vitrine dev`: one ES module bundled
// from demo-theme/platform with what it uses of core and the search engine, so an installed package needs nothing
// from this repository. zod stays a bare import (a dependency of the package). The contract recorder only serves
// this repository's tests: the shipped platform never records, so it is left out.
import { join } from 'node:path'
import * as esbuild from 'esbuild'

const testOnly = {
  name: 'test-only modules left out',
  setup(build) {
    build.onResolve({ filter: /[/\\]contract-recorder\.mjs$/ }, () => ({
      path: 'contract-recorder',
      namespace: 'left-out'
    }))
    build.onLoad({ filter: /.*/, namespace: 'left-out' }, () => ({
      contents: "export function createContractRecorder () { throw new Error('the shipped platform does not record') }",
      loader: 'js'
    }))
  }
}

/** Writes dist/node/platform.mjs (run after dist/node/core.mjs exists). */
export function buildDevPlatform(root, dist) {
  return esbuild.build({
    entryPoints: [join(root, 'demo-theme/platform/index.mjs')],
    outfile: join(dist, 'node', 'platform.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    external: ['zod'],
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [testOnly]
  })
}
