import { pt_br, type LabelKey } from './pt_br'
import { en_us } from './en_us'
import { resolveLang, type Lang } from './lang'
import { interpolate, type LabelParams } from './interpolate'

export type { LabelKey } from './pt_br'
export type { Lang } from './lang'
export type { LabelParams } from './interpolate'
export { LANGS, resolveLang } from './lang'
export { interpolate } from './interpolate'

// Widened to string lookups: at runtime keys arrive from theme scripts and may be anything.
const catalogues: Readonly<Record<Lang, Readonly<Partial<Record<string, string>>>>> = { pt_br, en_us }

export const labelKeys = Object.keys(pt_br) as readonly LabelKey[]

export function hasKey(key: string): key is LabelKey {
  return Object.prototype.hasOwnProperty.call(pt_br, key)
}

export function catalogue(lang?: string | null): Readonly<Record<LabelKey, string>> {
  return resolveLang(lang) === 'en_us' ? en_us : pt_br
}

// Never returns the raw key: shoppers would see "cart.subtotal". A label missing in the chosen language
// falls back to Portuguese; missing everywhere it is '' and a warning for the theme developer.
export function t(key: LabelKey, lang?: string | null, params?: LabelParams): string {
  const own = catalogues[resolveLang(lang)]
  const text =
    (Object.prototype.hasOwnProperty.call(own, key) ? own[key] : undefined) ?? (hasKey(key) ? pt_br[key] : undefined)
  if (text === undefined) {
    console.warn(`[vitrine] missing label "${String(key)}"`)
    return ''
  }
  return interpolate(text, params)
}
