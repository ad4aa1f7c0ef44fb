// What dist/ holds besides the islands, built with esbuild: core.js (the rules library for theme scripts), the same
// bundled for Node (dist/node/core.mjs, which the demo's server pages import), storefront.css, and window.storefront's
// types for theme developers.
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as esbuild from 'esbuild'
import { PREACT_ALIAS } from '../aliases.mjs'

/** Theme scripts' rules library (dist/core.js), the same bundled for Node (the demo's server pages), and the styles. */
export async function buildLibrary(root, dist, { core, styles }) {
  const common = { entryPoints: { core: join(root, core) }, bundle: true, format: 'esm', logLevel: 'warning' }
  await esbuild.build({
    ...common,
    outdir: dist,
    minify: true,
    target: 'es2020',
    alias: PREACT_ALIAS,
    legalComments: 'none'
  })
  await esbuild.build({
    ...common,
    outdir: join(dist, 'node'),
    outExtension: { '.js': '.mjs' },
    platform: 'node',
    target: 'node20'
  })
  await esbuild.build({
    entryPoints: { storefront: join(root, styles) },
    outdir: dist,
    bundle: true,
    minify: true,
    logLevel: 'warning'
  })
  // window.storefront's type for theme developers, emitted by tsc from core/storefront.ts into dist/types/.
  const tsc = spawnSync(
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.types.json')],
    { stdio: 'inherit' }
  )
  if (tsc.status !== 0) throw new Error('tsc could not emit the storefront types')
  writeFileSync(
    join(dist, 'storefront.d.ts'),
    "// window.storefront for theme scripts: import type { Storefront } from '<path to dist>/storefront' (declares Window.storefront).\nexport type { Storefront, StorefrontCart, StorefrontConsent, StorefrontPassport, StorefrontStub, PageEvents, PageTopic } from './types/core/storefront'\n"
  )
  // dist/core.js's declarations for theme scripts that import it.
  writeFileSync(join(dist, 'core.d.ts'), "export * from './types/core/index.js'\n")
  // The demo's server pages import dist/node/core.mjs; these types let its checkJs config check those calls.
  writeFileSync(join(dist, 'node', 'core.d.mts'), "export * from '../types/core/index.js'\n")
}
