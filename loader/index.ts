import type { Storefront, StorefrontStub } from '../core/storefront'
import { APP_PATH } from '../core/app-urls'
import { chunkAddress, importChunkAt, warmChunk } from './chunk-files'
import { startLoader } from './loader'
import { readRegistry } from './registry'

// Filled in by build.mjs: the compact registry (see ./registry), which names each widget's chunk file, and the runtime
// chunk's file name (chunks/<name>-<content hash>.js, so a CDN can keep them for a year).
declare const __VITRINE_REGISTRY__: string
declare const __VITRINE_RUNTIME__: string
// The chunks every page loads with the runtime (space-separated stems; none in the React flavour).
declare const __VITRINE_WARM__: string

function boot() {
  // A second copy of the loader (another URL) must not mount every island twice. A theme's own early object
  // (window.storefront ||= {}) is not a loader: its fields are kept on the handle.
  // Typed as the theme sees it once loaded; until then what is there is at most a stub.
  const page = window as { storefront?: StorefrontStub }
  const sf = (page.storefront ??= {})
  if (sf.ready) return
  const registry = readRegistry(__VITRINE_REGISTRY__)
  const chunks: Record<string, string> = {}
  for (const name in registry) chunks[name] = chunkAddress(registry[name]![2])
  chunks.runtime = chunkAddress(__VITRINE_RUNTIME__)
  // Until the runtime arrives, on/off calls wait in a queue it replays. ready() (below) loads the runtime, which
  // completes the handle, and then the session (storefront.passport).
  const q: NonNullable<StorefrontStub['q']> = (sf.q = [])
  // on answers its unsubscribe at once: off, queued too while the runtime is still on its way.
  sf.on = (...a) => {
    q.push(['on', a])
    return () => sf.off!(...a)
  }
  sf.off = (...a) => q.push(['off', a])
  // Every island needs the runtime: fetch it now, alongside the first island, with the chunks it loads at once (found
  // otherwise only as each is read). Each island loads its own labels.
  warmChunk(chunks.runtime!)
  for (const stem of __VITRINE_WARM__.split(' ')) if (stem) warmChunk(chunkAddress(stem))
  const runtime = startLoader({
    registry,
    chunks,
    importer: importChunkAt,
    checkout: APP_PATH.test(location.pathname),
    runtime: () => importChunkAt(chunks.runtime!)
  })
  sf.ready = () =>
    runtime()
      .then((r) => r.session())
      .then(() => sf as Storefront)
  // Theme scripts may use storefront.cart on a page without widgets.
  setTimeout(() => sf.ready!().catch(console.error), 200)
}

boot()
