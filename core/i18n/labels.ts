import type { LabelKey } from './pt_br'
import { resolveLang } from './lang'
import { interpolate, type LabelParams } from './interpolate'
import { wholeCatalogue } from './whole-catalogue'

// Browser side of the catalogue. A page downloads only the labels of the widgets it mounts, in the store's language:
// the build finds the keys each widget's code can use (its own chunks and everything they import, lazy chunks
// included) and writes one small module per widget and language, chunks/labels-{widget}-{lang}-{version}.js.
// `t` in ./index stays the all-languages version for theme scripts and the server.

/** Set by build.mjs to the labels' content version (part of each label chunk's name). */
declare const __VITRINE_LABELS__: string

const current: Record<string, string> = {}
const loaded = new Map<string, Promise<void>>()

function source(lang: 'pt_br' | 'en_us', widget: string): Promise<Readonly<Record<string, string>>> {
  if (wholeCatalogue) return wholeCatalogue(lang)
  const url = new URL(`./labels-${widget}-${lang}-${__VITRINE_LABELS__}.js`, import.meta.url).href
  return import(/* @vite-ignore */ url).then((m: { default: Record<string, string> }) => m.default)
}

/** Loads one widget's labels in the store's language (once per widget); resolves when `label` can give them. */
export function loadLabels(lang: string | null | undefined, widget: string): Promise<void> {
  const key = `${widget}:${resolveLang(lang)}`
  let p = loaded.get(key)
  if (!p) {
    p = source(resolveLang(lang), widget).then((c) => {
      Object.assign(current, c)
    })
    // A failed download may succeed on the next mount (the loader retries the island too).
    p.catch(() => loaded.delete(key))
    loaded.set(key, p)
  }
  return p
}

/** Label in the loaded language; '' with a warning (never the raw key) when it is missing or not loaded yet. */
export function label(key: LabelKey, params?: LabelParams): string {
  const text = current[key]
  if (text === undefined) {
    console.warn(`[vitrine] missing label "${key}"`)
    return ''
  }
  return interpolate(text, params)
}
