import type { LabelKey } from './pt_br'
import { resolveLang } from './lang'
import { interpolate, type LabelParams } from './interpolate'

// Browser side of the catalogue: only the store's language is downloaded (each is its own ~4 KB chunk, preloaded by
// the loader), instead of every language in the shared runtime. `t` in ./index stays the all-languages version.
const LOADERS = {
  pt_br: () => import('./pt_br').then((m) => m.pt_br),
  en_us: () => import('./en_us').then((m) => m.en_us)
}

let current: Readonly<Record<string, string>> | undefined

export function loadLabels(lang?: string | null): Promise<void> {
  return LOADERS[resolveLang(lang)]().then((c) => { current = c })
}

/** Label in the loaded language; '' with a warning (never the raw key) when it is missing or not loaded yet. */
export function label(key: LabelKey, params?: LabelParams): string {
  const text = current?.[key]
  if (text === undefined) {
    console.warn(`[vitrine] missing label "${key}"`)
    return ''
  }
  return interpolate(text, params)
}
