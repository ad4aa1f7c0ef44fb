import type { Registration } from '../core/widget'
import { registration as minicart } from './minicart/registration'
import { registration as productCard } from './product-card/registration'
import { registration as user } from './user/registration'
import { registration as search } from './search/registration'
import { registration as searchPage } from './search-page/registration'

// Registrations only (a few bytes each): the loader bundles this list, never the islands themselves.
export const registry: Record<string, Registration> = Object.fromEntries(
  [minicart, productCard, search, searchPage, user].map((r) => [r.name, r])
)
