export const LANGS = ['pt_br', 'en_us'] as const
export type Lang = (typeof LANGS)[number]

/** The store's language when its settings name none (the platform's default). */
export const DEFAULT_LANG: Lang = 'en_us'

// Store settings may say "pt_br", "pt-BR", "en", "en_GB"...: match on the language prefix only.
// Any other language (or none given here) gets the Brazilian labels the storefront is built for; a store without a
// lang setting has DEFAULT_LANG, resolved by whoever reads the settings.
export function resolveLang(lang?: string | null): Lang {
  return typeof lang === 'string' && lang.trim().toLowerCase().startsWith('en') ? 'en_us' : 'pt_br'
}
