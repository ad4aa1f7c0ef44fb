export const LANGS = ['pt_br', 'en_us'] as const
export type Lang = typeof LANGS[number]

// Store settings may say "pt_br", "pt-BR", "en", "en_GB"...: match on the language prefix only.
// Anything else (including no lang) is the Brazilian default the storefront is built for.
export function resolveLang (lang?: string | null): Lang {
  return typeof lang === 'string' && lang.trim().toLowerCase().startsWith('en') ? 'en_us' : 'pt_br'
}
