// Where a labels module is: chunks/labels-{chunk}-{lang}-{version}.js beside the island chunks, found by URL. The
// React flavour's build swaps this module for a table of literal import() calls (scripts/chunk-table.mjs), so a
// theme's bundler can follow each labels module instead of meeting a URL it cannot read.

/** Set by build.mjs to the labels' content version (part of each label chunk's name). */
declare const __VITRINE_LABELS__: string

/** Imports the labels module of one chunk (or route part) in one language. */
export const labelModule = (chunk: string, lang: string): Promise<{ default: Record<string, string> }> =>
  import(/* @vite-ignore */ new URL(`./labels-${chunk}-${lang}-${__VITRINE_LABELS__}.js`, import.meta.url).href)
