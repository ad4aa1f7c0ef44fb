import type { LabelKey } from './pt_br'
import { resolveLang } from './lang'
import { interpolate, type LabelParams } from './interpolate'
import { labelModule } from './label-source'
import { wholeCatalogue } from './whole-catalogue'

// Browser side of the catalogue. A page downloads only the labels of the widgets it mounts, in the store's language:
// the build finds the keys each widget's code can use (its own chunks and everything they import, lazy chunks
// included) and writes one small module per widget chunk and language, chunks/labels-{chunk}-{lang}-{version}.js
// (widgets shipped in one bundle share one labels module, as they share one code chunk). `t` in ./index stays the
// all-languages version for theme scripts and the server.

/**
 * Set by build.mjs: the widgets that have labels, space-separated, each as `widget=chunk` when its labels ship in its
 * bundle's module (`minicart=storefront`), else as its own name. Absent in unit tests, which read the whole catalogue.
 */
declare const __VITRINE_LABELLED__: string
const LABELLED: Record<string, string> = Object.fromEntries(
  typeof __VITRINE_LABELLED__ === 'undefined'
    ? []
    : __VITRINE_LABELLED__.split(' ').map((w) => {
        const [widget, chunk = widget] = w.split('=')
        return [widget, chunk]
      })
)

/** The labels module holding a widget's labels, or undefined when it has none of its own. */
export const labelChunk = (widget: string): string | undefined => LABELLED[widget]

const current: Record<string, string> = {}
const loaded = new Map<string, Promise<void>>()

function source(lang: 'pt_br' | 'en_us', chunk: string): Promise<Readonly<Record<string, string>>> {
  if (wholeCatalogue) return wholeCatalogue(lang)
  return labelModule(chunk, lang).then((m) => m.default)
}

/**
 * Loads one widget's labels (or a labels part's, such as a checkout route folder's) in the store's language, once per
 * labels module; resolves when `label` can give them.
 */
export function loadLabels(lang: string | null | undefined, widget: string): Promise<void> {
  const chunk = labelChunk(widget) ?? widget
  const key = `${chunk}:${resolveLang(lang)}`
  let p = loaded.get(key)
  if (!p) {
    p = source(resolveLang(lang), chunk).then((c) => {
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
