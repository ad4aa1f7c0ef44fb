import { createHandle } from './handle'
import { preload, startLoader } from './loader'
import type { LoadStrategy } from '../core/widget'

// Filled in by build.mjs: chunk name -> content hash (files are chunks/{name}-{hash}.js beside this script), and each
// widget's registration.
declare const __VITRINE_CHUNKS__: Record<string, string>
declare const __VITRINE_REGISTRY__: Record<string, [LoadStrategy, 0 | 1]>

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="ecom:${name}"]`)?.content

function boot() {
  const w = window as unknown as { storefront?: unknown }
  // A second copy of the loader (another URL) must not mount every island twice.
  if (w.storefront) return
  const chunks: Record<string, string> = {}
  for (const [name, hash] of Object.entries(__VITRINE_CHUNKS__)) chunks[name] = new URL(`chunks/${name}-${hash}.js`, import.meta.url).href
  const importer = (url: string) => import(url)
  const handle = createHandle(() => importer(chunks.runtime!))
  w.storefront = handle

  // An OAuth answer in the URL belongs to the external identity widget (spec §2).
  const identity = meta('identity_widget')
  if (identity && /[#&?](access_token=|error=access_denied)/.test(location.hash)) {
    const s = document.createElement('script')
    s.src = identity
    document.head.appendChild(s)
  }

  const checkout = /^\/app(\/|$)/.test(location.pathname)
  // Every island needs the runtime and the store's labels: fetch them alongside the first island, not after it.
  if (document.querySelector('[data-widget]')) {
    preload(chunks.runtime!)
    preload(chunks[`labels-${/^en/i.test(meta('lang') ?? '') ? 'en_us' : 'pt_br'}`]!)
  }
  startLoader({ registry: __VITRINE_REGISTRY__, chunks, importer, checkout })
  // Theme scripts may use storefront.cart on a page without widgets.
  setTimeout(() => handle.ready().catch(console.error), 200)
}

boot()
