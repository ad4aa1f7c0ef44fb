/** A category or brand as the Store API lists it: the search filters on its name. */
export interface Term {
  name: string
  slug?: string | undefined
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/** The URL form of a name, as the platform makes slugs ("Cama e Banho" -> "cama-e-banho"). */
export const slugOf = (name: string): string =>
  fold(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/**
 * The name a theme meant by a category or brand option: a theme has the slug in its URL and may write the name in
 * any case, while the search only knows the exact name. An exact name wins, then a name in another case or without
 * accents, then a slug (the term's own, or one made from its name). Null when nothing matches.
 */
export function matchTerm(value: string, terms: readonly Term[]): string | null {
  const wanted = value.trim()
  if (!wanted) return null
  const exact = terms.find((t) => t.name === wanted)
  if (exact) return exact.name
  const folded = fold(wanted)
  const byName = terms.find((t) => fold(t.name) === folded)
  if (byName) return byName.name
  const slug = slugOf(wanted)
  const bySlug = slug && terms.find((t) => (t.slug ? t.slug.toLowerCase() : slugOf(t.name)) === slug)
  return bySlug ? bySlug.name : null
}
