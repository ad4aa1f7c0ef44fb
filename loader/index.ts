import { createHandle } from './handle'
import { preload, startLoader } from './loader'
import type { LoadStrategy } from '../core/widget'

// Filled in by build.mjs: chunk name -> content hash (files are chunks/{name}-{hash}.js beside this script), and each
// widget's registration.
declare const __VITRINE_CHUNKS__: Record<string, string>
declare const __VITRINE_REGISTRY__: Record<string, [LoadStrategy, 0 | 1]>

function boot() {
  const w = window as unknown as { storefront?: { ready?: unknown } }
  // A second copy of the loader (another URL) must not mount every island twice. A theme's own early object
  // (window.storefront ||= {}) is not a loader: its fields are kept on the handle.
  if (w.storefront?.ready) return
  const chunks: Record<string, string> = {}
  for (const [name, hash] of Object.entries(__VITRINE_CHUNKS__)) chunks[name] = new URL(`chunks/${name}-${hash}.js`, import.meta.url).href
  const importer = (url: string) => import(url)
  const handle = createHandle(() => importer(chunks.runtime!))
  w.storefront = Object.assign(handle, w.storefront)

  // Every island needs the runtime (started below on every page): fetch it now, alongside the first island.
  preload(chunks.runtime!)
  startLoader({ registry: __VITRINE_REGISTRY__, chunks, importer, checkout: /^\/app(\/|$)/.test(location.pathname) })
  // Theme scripts may use storefront.cart on a page without widgets.
  setTimeout(() => handle.ready().catch(console.error), 200)
}

boot()
