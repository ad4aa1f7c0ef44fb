// Whole catalogues by language, for code run outside the build (unit tests). The build replaces this module with
// `undefined` (build.mjs, plugin "per-widget labels"), so no page ever downloads a whole catalogue.
export const wholeCatalogue: ((lang: 'pt_br' | 'en_us') => Promise<Readonly<Record<string, string>>>) | undefined = (
  lang
) => (lang === 'en_us' ? import('./en_us').then((m) => m.en_us) : import('./pt_br').then((m) => m.pt_br))
