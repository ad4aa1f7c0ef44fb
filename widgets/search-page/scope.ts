import * as z from 'zod/mini'
import { api } from '#core/net'
import { matchTerm } from '#core/search/taxonomy'
import { reportUnmatchedOption } from '../ui/option-error'
import type { Scope } from './load'

// Only what matching needs; the rest of each term is the platform's business.
const TermList = z.looseObject({
  result: z.array(z.looseObject({ name: z.string(), slug: z.optional(z.string()) }))
})

/** How a report names an option: as the theme wrote it (widgets/ui/options.ts optionName). */
type Named = (option: 'category' | 'brand') => string

const LISTS = {
  categories: { path: '/categories.json', option: 'category' },
  brands: { path: '/brands.json', option: 'brand' }
} as const

/** The store's name for one scope value (a slug or a name in any case), warning when it names nothing. */
async function resolveOne(key: keyof typeof LISTS, value: string, named: Named, el: Element): Promise<string> {
  const { path, option } = LISTS[key]
  const answer = TermList.parse(await api.store(path, { query: { limit: '1000' } }))
  const name = matchTerm(value, answer.result)
  if (name) return name
  reportUnmatchedOption('search-page', `${named(option)}=${JSON.stringify(value)}`, option, el)
  return value
}

/**
 * The scope with each category and brand as the search knows it (by name). A list that cannot be read leaves the
 * value as the theme wrote it: the search still runs, as before.
 */
export async function resolveScope(scope: Scope, named: Named, el: Element): Promise<Scope> {
  const out: Scope = {}
  await Promise.all(
    (Object.keys(LISTS) as (keyof typeof LISTS)[]).map(async (key) => {
      const value = scope[key]?.[0]
      if (value === undefined) return
      out[key] = [await resolveOne(key, value, named, el).catch(() => value)]
    })
  )
  return out
}
